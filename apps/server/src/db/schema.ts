import type { ColumnType, Generated } from 'kysely';
import type { AgentContractTables } from './schema-agent-contracts';
import type { DepositTables } from './schema-deposits';
import type { GameTables } from './schema-games';
import type { GameLobbyTables } from './schema-games-lobby';
import type { LedgerTables } from './schema-ledger';
import type { LotteryTables } from './schema-lottery';
import type { LotteryResultTables } from './schema-lottery-results';
import type { MemberSecurityTables } from './schema-member-security';
import type { MessageTables } from './schema-messages';
import type { SignInTables } from './schema-sign-in';
import type { TeamTables } from './schema-team';
import type { VendorTransferTables } from './schema-vendor-transfers';
import type { WithdrawalTables } from './schema-withdrawals';

/**
 * Table types for Kysely. int8 columns arrive as bigint (see connection.ts), dates as `yyyy-MM-dd`
 * strings, timestamptz as Date. Each migration that adds a table adds its interface here.
 */
export type Id = ColumnType<bigint, bigint | number | string | undefined, never>;
export type Ref = ColumnType<bigint, bigint | number | string, bigint | number | string>;
export type NullableRef = ColumnType<
  bigint | null,
  bigint | number | string | null | undefined,
  bigint | number | string | null
>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json<T> = ColumnType<T, string, string>;
export type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type LocalizedJson = { ms: string; en: string; zh: string };

export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  currency: string;
  currency_exponent: number;
  time_zone: string;
  languages: WithDefault<string[]>;
  min_age: WithDefault<number>;
  password_max_age_days: WithDefault<number>;
  maintenance: WithDefault<boolean>;
  maintenance_from: NullableTimestamp;
  maintenance_until: NullableTimestamp;
  maintenance_message: ColumnType<LocalizedJson, string | undefined, string>;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
}

export interface DomainsTable {
  host: string;
  merchant_id: number;
  created_at: CreatedAt;
}

export interface FeatureModulesTable {
  merchant_id: number;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: WithDefault<boolean>;
  sort: WithDefault<number>;
}

export interface RegisterSettingsTable {
  merchant_id: number;
  field: string;
  enabled: boolean;
  required: boolean;
  min_length: number;
  max_length: number;
  accepted_pattern: WithDefault<string>;
  pattern_id: number;
}

export interface BlockedCountriesTable {
  merchant_id: number;
  country_code: string;
  created_at: CreatedAt;
}

export interface BlockedRangesTable {
  id: Id;
  merchant_id: number;
  cidr: string;
  note: WithDefault<string>;
  created_at: CreatedAt;
}

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

export type OperatorRole = 'admin' | 'cs';

export interface OperatorsTable {
  id: Id;
  merchant_id: number;
  username: string;
  display_name: WithDefault<string>;
  role: OperatorRole;
  status: WithDefault<'active' | 'locked'>;
  password_hash: string;
  failed_login_count: WithDefault<number>;
  last_login_at: NullableTimestamp;
  created_at: CreatedAt;
  /** Set when an administrator set the password; cleared when the operator chooses their own. */
  must_change_password: WithDefault<boolean>;
}

export interface OperatorSessionsTable {
  id: Id;
  merchant_id: number;
  operator_id: Ref;
  token_hash: Buffer;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface AuditLogTable {
  id: Id;
  merchant_id: number;
  actor_type: 'operator' | 'member' | 'system';
  actor_id: NullableRef;
  actor_name: WithDefault<string>;
  action: string;
  target_type: WithDefault<string>;
  target_id: WithDefault<string>;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip: string | null;
  created_at: CreatedAt;
  prev_hash: string;
  hash: string;
}

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

export interface OutboxMessagesTable {
  id: Id;
  merchant_id: number;
  channel: 'sms' | 'email';
  destination: string;
  subject: WithDefault<string>;
  body: string;
  provider: string;
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

export interface EncryptionKeysTable {
  id: string;
  private_key_pem: string;
  public_key_spki: string;
  active: WithDefault<boolean>;
  created_at: CreatedAt;
}

export interface FreeplayKeysTable {
  merchant_id: number;
  key_hash: string;
  created_at: CreatedAt;
}

export interface AnnouncementsTable {
  id: Id;
  merchant_id: number;
  /** 'A': for agents only (migration 027), never in the site's public list. */
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'A';
  title: Json<LocalizedJson>;
  content: Json<LocalizedJson>;
  image_url: string | null;
  link_url: string | null;
  sort: WithDefault<number>;
  starts_at: ColumnType<Date, Date | string | undefined, Date | string>;
  ends_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface HelpTopicsTable {
  id: Id;
  merchant_id: number;
  tag: string;
  sort: WithDefault<number>;
  title: Json<LocalizedJson>;
  content: Json<LocalizedJson>;
}

/**
 * The money tables live in their own files, one per module that owns them; Database joins them.
 */
export interface Database
  extends LedgerTables,
    AgentContractTables,
    LotteryTables,
    LotteryResultTables,
    GameTables,
    GameLobbyTables,
    VendorTransferTables,
    MemberSecurityTables,
    DepositTables,
    WithdrawalTables,
    MessageTables,
    SignInTables,
    TeamTables {
  merchants: MerchantsTable;
  domains: DomainsTable;
  feature_modules: FeatureModulesTable;
  register_settings: RegisterSettingsTable;
  blocked_countries: BlockedCountriesTable;
  blocked_ranges: BlockedRangesTable;
  members: MembersTable;
  member_sessions: MemberSessionsTable;
  login_attempts: LoginAttemptsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  verification_codes: VerificationCodesTable;
  password_reset_links: PasswordResetLinksTable;
  outbox_messages: OutboxMessagesTable;
  captchas: CaptchasTable;
  encryption_keys: EncryptionKeysTable;
  freeplay_keys: FreeplayKeysTable;
  announcements: AnnouncementsTable;
  help_topics: HelpTopicsTable;
}
