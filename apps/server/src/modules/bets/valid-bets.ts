import { type RawBuilder, sql } from 'kysely';

export interface ValidBetsRow {
  member_id: bigint;
  product: string;
  game_code: string;
  /** The cash part of the stakes: what a bonus paid for is not the member's own play (ADR 059). */
  valid_bets: bigint;
  bets: number;
}

/**
 * Valid bets as a relation a caller's statement embeds (loyalty programs: rebates, VIP progress, races, missions,
 * referral shares; ADR 059), per member, product and game: real-money bets settled won or lost in the range (by
 * settlement time; pushes, voids and cancellations are not valid, and play money is nobody's, ADR 052), counting the
 * cash part of the stake only. Set-based, so a period over a million bets is one scan of bets_settled.
 * `members`, when given, is a relation (member_id) the bets are limited to.
 */
export function validBetsRelation(
  merchantId: number,
  range: { from: Date; to: Date },
  members?: RawBuilder<{ member_id: bigint }>,
): RawBuilder<ValidBetsRow> {
  const limit = members ? sql`and b.member_id in (select member_id from (${members}) m)` : sql``;
  return sql<ValidBetsRow>`
    select b.member_id, b.product, b.game_code,
           sum(b.stake - b.bonus_stake)::bigint as valid_bets, count(*)::int as bets
      from bets b
     where b.merchant_id = ${merchantId}
       and b.settled_at >= ${range.from} and b.settled_at < ${range.to}
       and b.status in ('won', 'lost')
       and not b.play
       ${limit}
     group by b.member_id, b.product, b.game_code
    having sum(b.stake - b.bonus_stake) > 0`;
}

/**
 * The loyalty points each member's bets earned in all (ADR 064), as a relation (member_id, points, bets) the points
 * module's reconciliation compares with the points entries.
 */
export function pointsEarnedByMember(
  merchantId: number,
): RawBuilder<{ member_id: bigint; points: bigint; bets: number }> {
  return sql<{ member_id: bigint; points: bigint; bets: number }>`
    select member_id, sum(points_earned)::bigint as points, count(*)::int as bets
      from bets where merchant_id = ${merchantId} and points_earned > 0
     group by member_id`;
}
