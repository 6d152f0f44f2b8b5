import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, NullableRef, NullableTimestamp, Ref, WithDefault } from './columns';

/** 006-ledger.sql: accounts, journal entries and their postings (docs/architecture.md, Money). */
export type LedgerAccountKind =
  | 'member_wallet'
  | 'house'
  | 'payment_clearing'
  | 'withdrawal_hold'
  | 'promotion_budget'
  | 'vendor'
  /** Stakes of bets not yet settled (ADR 021). */
  | 'bets_in_play'
  /** Play money (ADR 052): a trial account's wallet, the brand's play bank, and play stakes not yet settled. */
  | 'play_wallet'
  | 'play_house'
  | 'play_in_play'
  /** A promotion grant's bonus money (ADR 057): one account per grant, code `grant:<id>`, never below zero. */
  | 'bonus'
  /**
   * Points (ADR 064), a unit of their own (hundredths of a point) no entry shares with money: a member's points
   * (code `member:<id>`), the brand's issuer (striped by member), the points and the money of redemptions applying.
   */
  | 'points'
  | 'points_issuer'
  | 'points_held'
  | 'points_mall';

export interface LedgerAccountsTable {
  id: Id;
  merchant_id: number;
  kind: LedgerAccountKind;
  member_id: NullableRef;
  code: WithDefault<string>;
  balance: ColumnType<bigint, bigint | undefined, bigint>;
  may_go_negative: boolean;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Id;
  merchant_id: number;
  kind: string;
  idempotency_key: string;
  reference: WithDefault<string>;
  member_id: NullableRef;
  memo: WithDefault<string>;
  created_at: CreatedAt;
}

export interface LedgerPostingsTable {
  id: Id;
  entry_id: Ref;
  merchant_id: number;
  account_id: Ref;
  amount: bigint;
  balance_after: bigint;
  created_at: CreatedAt;
}

export type BalanceAdjustmentState = 'pending' | 'applied' | 'rejected';

export interface BalanceAdjustmentsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  /** Signed minor units: positive credits the member's wallet, negative debits it. */
  amount: bigint;
  reason: string;
  idempotency_key: string;
  state: WithDefault<BalanceAdjustmentState>;
  requested_by: Ref;
  decided_by: NullableRef;
  decision_note: WithDefault<string>;
  ledger_entry_id: NullableRef;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
}

/** The tables the wallet module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface WalletTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_postings: LedgerPostingsTable;
  balance_adjustments: BalanceAdjustmentsTable;
}
