import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, NullableRef, NullableTimestamp, Ref, Timestamp, WithDefault } from './columns';

export type MemberStatus = 'active' | 'locked' | 'frozen';

export interface MembersTable {
  id: Id;
  merchant_id: number;
  username: string;
  type: WithDefault<number>;
  upline_id: NullableRef;
  ancestor_path: WithDefault<string>;
  status: WithDefault<MemberStatus>;
  password_hash: string;
  password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  must_change_password: WithDefault<boolean>;
  payment_password_hash: string | null;
  /** 006: wrong payment passwords in a row, and the lock they lead to. */
  payment_password_failures: WithDefault<number>;
  payment_password_locked_until: NullableTimestamp;
  /** 007: when the member proved the mobile number / e-mail address with a code. */
  mobile_verified_at: NullableTimestamp;
  email_verified_at: NullableTimestamp;
  nickname: WithDefault<string>;
  payee_name: WithDefault<string>;
  email: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  birthday: string | null;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  avatar: WithDefault<string>;
  avatar_type: WithDefault<'STATIC' | 'CUSTOM'>;
  vip_level: WithDefault<number>;
  labels: WithDefault<string[]>;
  affiliate_code: string | null;
  referral_code: string | null;
  referred_by: NullableRef;
  register_ip: string | null;
  register_url: string | null;
  register_method: WithDefault<string>;
  /** 004: the host the member registered on. */
  register_domain: ColumnType<string | null, string | null | undefined, string | null>;
  failed_login_count: WithDefault<number>;
  last_login_at: NullableTimestamp;
  last_login_ip: string | null;
  first_login_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** 037: one-time password-reset links sent by e-mail; only the token's SHA-256 is kept. */
export interface PasswordResetLinksTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  token_hash: Buffer;
  ip: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** 007-member-security.sql: a member's bank accounts for withdrawals (removed ones kept, marked). */
export interface MemberBankAccountsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  bank_name: string;
  account_number: string;
  /** The payee name the account is in; equals the member's payee name. */
  account_name: string;
  created_at: CreatedAt;
  removed_at: NullableTimestamp;
}

/** The tables the member module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface MemberTables {
  members: MembersTable;
  password_reset_links: PasswordResetLinksTable;
  member_bank_accounts: MemberBankAccountsTable;
}
