import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, LocalizedJson, NullableRef, NullableTimestamp, Ref, WithDefault } from './schema';

/** 008-deposits.sql: deposit methods, deposits, payment-gateway accounts and the sandbox gateway's orders. */
export type DepositKind = 'bank_transfer' | 'online';

/**
 * Bank transfer: pending → credited | rejected. Online: created → pending_payment → credited | failed |
 * expired (and expired → credited when the gateway confirms a late payment).
 */
export type DepositState = 'pending' | 'created' | 'pending_payment' | 'credited' | 'rejected' | 'failed' | 'expired';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonText<T> = ColumnType<T, string | undefined, string>;

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

export interface DepositTables {
  deposit_methods: DepositMethodsTable;
  deposits: DepositsTable;
  payment_gateway_accounts: PaymentGatewayAccountsTable;
  sandbox_gateway_orders: SandboxGatewayOrdersTable;
}
