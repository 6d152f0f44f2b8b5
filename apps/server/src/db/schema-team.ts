import type { CreatedAt, Id, NullableRef, Ref } from './schema';

/** One upline–downline pair of the team tree (a member with itself at depth 0); kept by a trigger. */
export interface TeamLinksTable {
  merchant_id: number;
  ancestor_id: Ref;
  descendant_id: Ref;
  depth: number;
}

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

/** Tables of migration 022 (the team tree and transfers down it). */
export interface TeamTables {
  team_links: TeamLinksTable;
  downline_transfers: DownlineTransfersTable;
}
