import type { TProfitReport } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MerchantContext } from '../../platform/context';
import { recordRange } from '../wallet';
import { type BetTotalsRow, betTotalColumns, totalsView } from './bet-totals';
import { betsInRange } from './bets-in-range';

/**
 * GET /wps/member/profit: the member's personal profit and loss over days of placement. Order: the days
 * checked as the account record checks them; then three sums over the same bets (by product, by day in the
 * merchant's zone, overall) with one definition of stake, valid stake, payout and winnings (bet-totals.ts).
 */
export async function profitReport(
  db: Db,
  merchant: MerchantContext,
  memberId: bigint,
  query: { from?: string; to?: string },
  now: Date,
): Promise<TProfitReport> {
  const range = recordRange(query, merchant.timeZone, now);
  const bets = betsInRange(db, merchant, { memberId }, range);
  const day = sql<string>`to_char(b.placed_at AT TIME ZONE ${merchant.timeZone}, 'YYYY-MM-DD')`;
  const [products, days, totals] = await Promise.all([
    bets
      .select([...betTotalColumns, 'b.product'])
      .groupBy('b.product')
      .orderBy('b.product')
      .execute(),
    bets
      .select([...betTotalColumns, day.as('day')])
      // By the output column: the zone is a parameter, and two parameters are never the same expression.
      .groupBy(sql`day`)
      .orderBy(sql`day`, 'desc')
      .execute(),
    bets.select(betTotalColumns).executeTakeFirst(),
  ]);
  const exponent = merchant.currencyExponent;
  return {
    currency: merchant.currency,
    ...range,
    products: products.map((row) => ({ product: row.product, ...totalsView(row as BetTotalsRow, exponent) })),
    days: days.map((row) => ({ day: row.day, ...totalsView(row as BetTotalsRow, exponent) })),
    totals: totalsView(totals, exponent),
  };
}
