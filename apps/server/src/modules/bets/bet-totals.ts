import type { TBetSums } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { formatMinor } from '../../platform/money';

/**
 * The sums every bet report shows, as select columns over `bets as b`: one definition, so the betting
 * record's totals, the profit report's rows and (later) team reports agree on what a valid stake or a win is.
 * Voided and cancelled bets gave their stake back: they count as bets placed, nothing else.
 */
export const betTotalColumns = [
  sql<number>`count(*)::int`.as('bets'),
  sql<bigint>`coalesce(sum(b.stake) filter (where b.status not in ('void', 'cancelled')), 0)::bigint`.as('stake'),
  sql<bigint>`coalesce(sum(b.stake) filter (where b.status in ('won', 'lost')), 0)::bigint`.as('valid_stake'),
  sql<bigint>`coalesce(sum(b.payout) filter (where b.status in ('won', 'lost', 'push')), 0)::bigint`.as('payout'),
  sql<bigint>`coalesce(sum(b.payout - b.stake) filter (where b.status in ('won', 'lost', 'push')), 0)::bigint`.as(
    'profit',
  ),
  sql<bigint>`coalesce(sum(b.stake) filter (where b.status = 'pending'), 0)::bigint`.as('in_play'),
] as const;

export interface BetTotalsRow {
  bets: number;
  stake: bigint;
  valid_stake: bigint;
  payout: bigint;
  profit: bigint;
  in_play: bigint;
}

export function totalsView(row: BetTotalsRow | undefined, exponent: number): TBetSums {
  const money = (v: bigint | undefined) => formatMinor(v ?? 0n, exponent);
  return {
    bets: row?.bets ?? 0,
    stake: money(row?.stake),
    validStake: money(row?.valid_stake),
    payout: money(row?.payout),
    profit: money(row?.profit),
    inPlay: money(row?.in_play),
  };
}

/** One member's real-money bets summed (the back office's member overview, ADR 066); play money is nobody's. */
export async function memberBetTotals(db: Db, merchantId: number, memberId: bigint): Promise<BetTotalsRow | undefined> {
  return db
    .selectFrom('bets as b')
    .select(betTotalColumns)
    .where('b.merchant_id', '=', merchantId)
    .where('b.member_id', '=', memberId)
    .where('b.play', '=', false)
    .executeTakeFirst();
}
