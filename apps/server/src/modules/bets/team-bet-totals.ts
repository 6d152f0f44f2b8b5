import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';

export interface GroupBetTotals {
  group_id: bigint;
  /** Stakes of bets settled won or lost in the period (pushes, voids and cancellations are not valid). */
  valid_bets: bigint;
  /** What those bets paid back, stakes of winning bets included. */
  wins: bigint;
  /** Members with at least one valid bet in the period. */
  active: number;
}

/**
 * The bets of a set of members, summed per group, by settlement time (every product's bets share the one
 * `bets` table, ADR 021). The members and their groups come as a relation (member_id, group_id) from the
 * caller, e.g. an agent's team (modules/team/team-groups.ts); the bets stay this module's to read. Play money's
 * bets (a trial account's, ADR 052) are nobody's sales or loss.
 */
export async function betTotalsByGroup(
  db: Db,
  merchantId: number,
  groups: RawBuilder<{ member_id: bigint; group_id: bigint }>,
  range: { from: Date; to: Date },
): Promise<GroupBetTotals[]> {
  const { rows } = await sql<GroupBetTotals>`
    select g.group_id,
           coalesce(sum(b.stake), 0)::bigint as valid_bets,
           coalesce(sum(b.payout), 0)::bigint as wins,
           count(distinct b.member_id)::int as active
      from (${groups}) g
      join bets b on b.member_id = g.member_id
     where b.merchant_id = ${merchantId}
       and b.status in ('won', 'lost')
       and not b.play
       and b.settled_at >= ${range.from} and b.settled_at < ${range.to}
     group by g.group_id`.execute(db);
  return rows;
}

/**
 * The stakes of bets placed in a period by a set of members (a relation with member_id, e.g. an agent's team from
 * modules/team/team-groups.ts), of every product, less those voided or cancelled (their stakes went back) and play
 * money's (ADR 052); and how many of the members placed such a bet. By placement time, where the totals above
 * count bets as they settle.
 */
export async function stakesPlaced(
  db: Db,
  merchantId: number,
  members: RawBuilder<{ member_id: bigint }>,
  range: { from: Date; to: Date },
): Promise<{ sales: bigint; active: number }> {
  const result = await sql<{ sales: bigint; active: number }>`
    select coalesce(sum(b.stake), 0)::bigint as sales, count(distinct b.member_id)::int as active
      from (${members}) g
      join bets b on b.member_id = g.member_id
     where b.merchant_id = ${merchantId}
       and b.placed_at >= ${range.from} and b.placed_at < ${range.to}
       and b.status not in ('void', 'cancelled')
       and not b.play`.execute(db);
  const row = result.rows[0];
  return { sales: row?.sales ?? 0n, active: row?.active ?? 0 };
}

export interface StakesSince {
  group_id: bigint;
  /** Stakes of the group's settled real-money bets placed at or after each member's start. */
  stakes: bigint;
  /** What those bets paid back, stakes of winning and pushed bets included. */
  payouts: bigint;
}

/**
 * The stakes and payouts of settled real-money bets (won, lost or pushed; play money's left out, ADR 052) of a
 * set of members, each counted from their own start, summed per group, in one statement: the caller passes the
 * relation (group_id, member_id, since), e.g. the claimants of each offer from their first grant of it
 * (modules/promotions/admin/offer-report.ts). Their difference is the members' net gaming revenue.
 */
export async function stakesSinceByGroup(
  db: Db,
  merchantId: number,
  members: RawBuilder<{ group_id: bigint; member_id: bigint; since: Date }>,
): Promise<StakesSince[]> {
  const { rows } = await sql<StakesSince>`
    select c.group_id,
           coalesce(sum(b.stake), 0)::bigint as stakes,
           coalesce(sum(b.payout), 0)::bigint as payouts
      from (${members}) c
      join bets b on b.member_id = c.member_id and b.placed_at >= c.since
     where b.merchant_id = ${merchantId}
       and b.status in ('won', 'lost', 'push')
       and not b.play
     group by c.group_id`.execute(db);
  return rows;
}
