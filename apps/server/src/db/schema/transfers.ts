import type { CreatedAt, Id, NullableRef, Ref } from './columns';

export interface DownlineTransfersTable {
  id: Id;
  merchant_id: number;
  /** The agent who sent the money. */
  member_id: Ref;
  downline_id: Ref;
  amount: bigint;
  idempotency_key: string;
  ledger_entry_id: NullableRef;
  created_at: CreatedAt;
}

export interface UplineTransfersTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  upline_id: Ref;
  amount: bigint;
  idempotency_key: string;
  ledger_entry_id: NullableRef;
  created_at: CreatedAt;
}

/** The tables the transfers module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface TransfersTables {
  downline_transfers: DownlineTransfersTable;
  upline_transfers: UplineTransfersTable;
}
