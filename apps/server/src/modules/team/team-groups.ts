import { type RawBuilder, sql } from 'kysely';

/**
 * The members a team report covers as a relation other modules' read functions join their own rows to
 * (bets, deposits, withdrawals), so a report stays one set-based statement per module over the closure
 * table, never a list of ids. Columns: member_id, and group_id — the direct downline whose branch the
 * member is in, or the agent themself for the agent's own rows. A tree has exactly one ancestor at each
 * depth (team_links_uplines), so the branch is the member's ancestor one level below the agent.
 */
export interface TeamGroupRow {
  member_id: bigint;
  group_id: bigint;
}

export function teamGroups(merchantId: number, agentId: bigint): RawBuilder<TeamGroupRow> {
  return sql<TeamGroupRow>`
    select l.descendant_id as member_id,
           case when l.depth = 0 then l.descendant_id else b.ancestor_id end as group_id
      from team_links l
      left join team_links b on b.descendant_id = l.descendant_id and b.depth = l.depth - 1
     where l.merchant_id = ${merchantId} and l.ancestor_id = ${agentId}`;
}

/**
 * The agent's whole downline (every depth below the agent, not the agent), as a subquery of one column,
 * `descendant_id`, for another module's statement to test membership with `in (…)`.
 */
export function downlineIds(merchantId: number, agentId: bigint): RawBuilder<{ descendant_id: bigint }> {
  return sql<{ descendant_id: bigint }>`select descendant_id from team_links
                              where merchant_id = ${merchantId} and ancestor_id = ${agentId} and depth > 0`;
}

/**
 * Every member with the root of their tree (member_id, root_id): the top of their upline chain, themself when they
 * have no upline. A report groups by it to show each top-level agent's whole team (ADR 067); the caller tells an
 * agent's team from a member of no agent by the root's type. The root is the one ancestor with no upline of its own.
 */
export function treeRoots(merchantId: number): RawBuilder<{ member_id: bigint; root_id: bigint }> {
  return sql<{ member_id: bigint; root_id: bigint }>`
    select l.descendant_id as member_id, l.ancestor_id as root_id
      from team_links l
     where l.merchant_id = ${merchantId}
       and not exists (select 1 from team_links u where u.descendant_id = l.ancestor_id and u.depth > 0)`;
}
