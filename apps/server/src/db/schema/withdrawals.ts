import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Minor, NullableMinor, NullableRef, NullableTimestamp, Ref, WithDefault } from './columns';

/** 009-withdrawals.sql: withdrawals with their paid parts, and transfers to the upline. */
export type WithdrawalState = 'requested' | 'partially_paid' | 'paid' | 'confirmed' | 'rejected';

export type WithdrawalConfirmation = 'received' | 'all_received' | 'not_received' | 'auto' | 'resolved';

export type WithdrawalResolution = 'delivered' | 'resent';

export interface WithdrawalsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  amount: bigint;
  paid_amount: Minor;
  released_amount: Minor;
  confirmed_amount: Minor;
  state: WithDefault<WithdrawalState>;
  bank_account_id: NullableRef;
  bank_name: string;
  account_number: string;
  account_name: string;
  idempotency_key: string;
  hold_entry_id: NullableRef;
  release_entry_id: NullableRef;
  confirmation: ColumnType<
    WithdrawalConfirmation | null,
    WithdrawalConfirmation | null | undefined,
    WithdrawalConfirmation | null
  >;
  disputed: WithDefault<boolean>;
  dispute_paid_amount: NullableMinor;
  proof_upload_id: NullableRef;
  disputed_at: NullableTimestamp;
  resolution: ColumnType<
    WithdrawalResolution | null,
    WithdrawalResolution | null | undefined,
    WithdrawalResolution | null
  >;
  /** What the member reads about the resolution. */
  resolution_reply: WithDefault<string>;
  /** The operator's internal note: never in a member's reply. */
  resolution_note: WithDefault<string>;
  resolved_by: NullableRef;
  resolved_at: NullableTimestamp;
  reject_note: WithDefault<string>;
  rejected_by: NullableRef;
  rejected_at: NullableTimestamp;
  last_paid_at: NullableTimestamp;
  confirm_due_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WithdrawalPaymentsTable {
  id: Id;
  merchant_id: number;
  withdrawal_id: Ref;
  amount: bigint;
  note: WithDefault<string>;
  operator_id: Ref;
  ledger_entry_id: Ref;
  idempotency_key: string;
  created_at: CreatedAt;
}

/** The tables the withdrawals module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface WithdrawalsTables {
  withdrawals: WithdrawalsTable;
  withdrawal_payments: WithdrawalPaymentsTable;
}
