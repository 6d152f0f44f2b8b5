import type { Id } from './schema';

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

export interface SignInTables {
  throttle_hits: ThrottleHitsTable;
  known_sign_in_clients: KnownSignInClientsTable;
}
