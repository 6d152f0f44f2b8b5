import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  Id,
  JsonText,
  LocalizedJson,
  NullableRef,
  NullableTimestamp,
  Ref,
  UpdatedAt,
  WithDefault,
} from './columns';

/** 008-deposits.sql: deposit methods, deposits, payment-gateway accounts and the sandbox gateway's orders. */
export type DepositKind = 'bank_transfer' | 'online';

/**
 * Bank transfer: pending → credited | rejected. Online: created → pending_payment → credited | failed |
 * expired (and expired → credited when the gateway confirms a late payment).
 */
export type DepositState = 'pending' | 'created' | 'pending_payment' | 'credited' | 'rejected' | 'failed' | 'expired';

export interface DepositMethodsTable {
  id: Id;
  merchant_id: number;
  kind: DepositKind;
  /** The gateway's provider code for an online method ('sandbox'); '' for a bank transfer. */
  provider: WithDefault<string>;
  name: ColumnType<LocalizedJson, string, string>;
  min_amount: bigint;
  max_amount: bigint;
  enabled: WithDefault<boolean>;
  sort: WithDefault<number>;
  bank_name: WithDefault<string>;
  account_name: WithDefault<string>;
  account_number: WithDefault<string>;
  instructions: JsonText<LocalizedJson>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DepositsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  method_id: Ref;
  kind: DepositKind;
  provider: WithDefault<string>;
  amount: bigint;
  currency: string;
  state: DepositState;
  reference: WithDefault<string>;
  receipt_upload_id: NullableRef;
  gateway_order_id: string | null;
  gateway_reference: WithDefault<string>;
  payment_url: WithDefault<string>;
  idempotency_key: string;
  operator_note: WithDefault<string>;
  decided_by: NullableRef;
  decided_at: NullableTimestamp;
  ledger_entry_id: NullableRef;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The tables the deposits module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface DepositsTables {
  deposit_methods: DepositMethodsTable;
  deposits: DepositsTable;
}
