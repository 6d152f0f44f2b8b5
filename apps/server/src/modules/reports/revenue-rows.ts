import { revenueProducts, type TRevenueProduct } from '@gemilang/contract';
import { type RawBuilder, sql } from 'kysely';
import { settledBetSums } from '../bets';
import { gameCategoriesRelation } from '../games';
import type { ReportPeriod } from './report-period';

export interface RevenueRow {
  /** The day of settlement in the brand's zone (yyyy-MM-dd). */
  day: string;
  member_id: bigint;
  /** LOTT or ELOTT for the lotteries, else the game's category; OTHER for a game gone from the catalogue. */
  product: string;
  game_code: string;
  bets: number;
  stake: bigint;
  payout: bigint;
}

/**
 * Gaming revenue's rows (ADR 067): the settled real-money bets' sums per day of settlement, member, product and game
 * (bets' settledBetSums), each named by the product revenue is shown by, as rebates name them. One relation that the
 * reports and the dashboard embed, so a figure has one definition.
 */
export function revenueRows(merchantId: number, period: ReportPeriod, timeZone: string): RawBuilder<RevenueRow> {
  return sql<RevenueRow>`
    select s.day, s.member_id, s.game_code, s.bets, s.stake, s.payout,
           case s.product when 'lottery' then 'LOTT' when 'elott' then 'ELOTT'
                else coalesce(c.category, 'OTHER') end as product
      from (${settledBetSums(merchantId, period, timeZone)}) s
      left join (${gameCategoriesRelation(merchantId)}) c on c.code = s.game_code`;
}

const known = new Set<string>(revenueProducts);

/** A product as revenue is shown by: a name the contract does not know is OTHER. */
export function asRevenueProduct(product: string): TRevenueProduct {
  return known.has(product) ? (product as TRevenueProduct) : 'OTHER';
}
