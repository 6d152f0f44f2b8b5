import type { ColumnType, Generated } from 'kysely';
import type {
  CreatedAt,
  Id,
  JsonText,
  LocalizedJson,
  NullableRef,
  NullableTimestamp,
  Ref,
  WithDefault,
} from './columns';

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

export interface EncryptionKeysTable {
  id: string;
  private_key_pem: string;
  public_key_spki: string;
  active: WithDefault<boolean>;
  created_at: CreatedAt;
}

export interface PaymentGatewayAccountsTable {
  merchant_id: number;
  provider: string;
  secret: string;
  settings: JsonText<Record<string, unknown>>;
  created_at: CreatedAt;
}

export type SandboxOrderState = 'open' | 'paid' | 'declined';

export interface SandboxGatewayOrdersTable {
  id: string;
  merchant_id: number;
  order_id: string;
  amount: bigint;
  currency: string;
  exponent: number;
  language: WithDefault<string>;
  description: WithDefault<string>;
  callback_url: string;
  return_url: string;
  state: WithDefault<SandboxOrderState>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  decided_at: NullableTimestamp;
  callback_attempts: WithDefault<number>;
  callback_answered_at: NullableTimestamp;
  created_at: CreatedAt;
}

export type UploadPurpose =
  | 'avatar'
  | 'deposit_receipt'
  | 'withdrawal_proof'
  | 'promotion_application'
  | 'support_chat';

export interface UploadsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  purpose: UploadPurpose;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
  sha256: string;
  bytes: Uint8Array;
  created_at: CreatedAt;
}

/** 013-sign-in-throttles.sql: counts behind the address and account throttles. */
export interface ThrottleHitsTable {
  id: Id;
  merchant_id: number;
  /** What is counted, e.g. `sms_code:address`. */
  scope: string;
  /** Under what: an address, or an account's lower-case name. */
  key: string;
  created_at: Date;
}

/** 013-sign-in-throttles.sql: clients that have signed an account in before. */
export interface KnownSignInClientsTable {
  merchant_id: number;
  account_type: 'member' | 'operator';
  account_id: bigint;
  kind: 'device' | 'address';
  /** The device cookie's SHA-256, or the address. */
  key: string;
  last_seen_at: Date;
}

// The brands and their domains (tenancy: every request is resolved to its brand), and the switches the site
// gate and the routes read on every call: feature modules and blocked regions (ADR 055).

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

/** The tables the platform layer owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface PlatformTables {
  merchants: MerchantsTable;
  domains: DomainsTable;
  feature_modules: FeatureModulesTable;
  blocked_countries: BlockedCountriesTable;
  blocked_ranges: BlockedRangesTable;
  audit_log: AuditLogTable;
  outbox_messages: OutboxMessagesTable;
  encryption_keys: EncryptionKeysTable;
  payment_gateway_accounts: PaymentGatewayAccountsTable;
  sandbox_gateway_orders: SandboxGatewayOrdersTable;
  uploads: UploadsTable;
  throttle_hits: ThrottleHitsTable;
  known_sign_in_clients: KnownSignInClientsTable;
}
