import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, NullableTimestamp, Ref, Timestamp, WithDefault } from './columns';

export interface MemberSessionsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  token_hash: Buffer;
  ip: string | null;
  user_agent: WithDefault<string>;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** 012: opened with a password the member must change before anything else. */
  password_change_required: WithDefault<boolean>;
}

export interface LoginAttemptsTable {
  id: Id;
  merchant_id: number;
  username: string;
  ip: string | null;
  success: boolean;
  created_at: CreatedAt;
  /** 003-session-throttles.sql: why it failed; null on success. */
  reason: ColumnType<LoginFailureReason | null, LoginFailureReason | null | undefined, LoginFailureReason | null>;
}

export type LoginFailureReason = 'wrong_credentials' | 'captcha' | 'throttled' | 'locked';

export interface VerificationCodesTable {
  id: Id;
  merchant_id: number;
  channel: 'sms' | 'email';
  purpose: string;
  destination: string;
  code_hash: string;
  attempts: WithDefault<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface CaptchasTable {
  id: string;
  merchant_id: number;
  client_key: string;
  answer_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
  /** 003-captcha-ip.sql */
  ip: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FreeplayKeysTable {
  merchant_id: number;
  key_hash: string;
  created_at: CreatedAt;
}

/** The tables the session module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface SessionTables {
  member_sessions: MemberSessionsTable;
  login_attempts: LoginAttemptsTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  freeplay_keys: FreeplayKeysTable;
}
