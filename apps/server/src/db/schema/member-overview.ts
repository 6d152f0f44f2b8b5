import type { CreatedAt, Id, Ref } from './columns';

/** 052-member-notes.sql: staff notes on a member (ADR 066). */
export interface MemberNotesTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  operator_id: Ref;
  text: string;
  created_at: CreatedAt;
}

/** The tables the member-overview module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface MemberOverviewTables {
  member_notes: MemberNotesTable;
}
