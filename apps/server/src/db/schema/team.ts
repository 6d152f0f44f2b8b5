import type { Ref } from './columns';

/** One upline–downline pair of the team tree (a member with itself at depth 0); kept by a trigger. */
export interface TeamLinksTable {
  merchant_id: number;
  ancestor_id: Ref;
  descendant_id: Ref;
  depth: number;
}

/** The tables the team module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface TeamTables {
  team_links: TeamLinksTable;
}
