import { type RawBuilder, sql } from 'kysely';

export interface SettledBetSumRow {
  /** The day of settlement in the brand's zone (yyyy-MM-dd). */
  day: string;
  member_id: bigint;
  product: string;
  game_code: string;
  bets: number;
  stake: bigint;
  payout: bigint;
}

/**
 * The house's gaming revenue as a relation a report embeds (ADR 067): real-money bets (play money is nobody's,
 * ADR 052) settled won, lost or push in the range, by settlement time, summed per day of settlement in the brand's
 * zone, member, product and game. Void and cancelled bets gave their stake back and are no revenue; a push paid its
 * stake back, so it adds nothing. Stakes include any bonus part (what a bonus costs is counted where it converts).
 */
export function settledBetSums(
  merchantId: number,
  range: { from: Date; to: Date },
  timeZone: string,
): RawBuilder<SettledBetSumRow> {
  return sql<SettledBetSumRow>`
    select to_char(b.settled_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, b.member_id, b.product, b.game_code,
           count(*)::int as bets, sum(b.stake)::bigint as stake, coalesce(sum(b.payout), 0)::bigint as payout
      from bets b
     where b.merchant_id = ${merchantId}
       and b.settled_at >= ${range.from} and b.settled_at < ${range.to}
       and b.status in ('won', 'lost', 'push')
       and not b.play
     group by 1, 2, 3, 4`;
}

/**
 * Who placed a real-money bet, per day of placement in the brand's zone (day, member_id), each pair once: the active
 * players of a report (ADR 067). Bets voided or cancelled count too: the member came and played.
 */
export function betPlacers(
  merchantId: number,
  range: { from: Date; to: Date },
  timeZone: string,
): RawBuilder<{ day: string; member_id: bigint }> {
  return sql<{ day: string; member_id: bigint }>`
    select distinct to_char(b.placed_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, b.member_id
      from bets b
     where b.merchant_id = ${merchantId}
       and b.placed_at >= ${range.from} and b.placed_at < ${range.to}
       and not b.play`;
}
