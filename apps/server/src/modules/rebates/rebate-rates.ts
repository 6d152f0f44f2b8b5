import type { TRebatePeriod, TRebateProduct } from '@gemilang/contract';
import type { Db } from '../../db/connection';

export interface LevelRebateRate {
  level: number;
  period: TRebatePeriod;
  product: TRebateProduct;
  rateBp: number;
}

/** The rates above zero of the brand's enabled rebate schedules, by level (the VIP page's benefits, ADR 060). */
export async function rebateRatesByLevel(db: Db, merchantId: number): Promise<LevelRebateRate[]> {
  const rows = await db
    .selectFrom('rebate_rates as r')
    .innerJoin('rebate_schedules as s', (join) =>
      join.onRef('s.merchant_id', '=', 'r.merchant_id').onRef('s.period', '=', 'r.period'),
    )
    .select(['r.vip_level', 'r.period', 'r.product', 'r.rate_bp'])
    .where('r.merchant_id', '=', merchantId)
    .where('s.enabled', '=', true)
    .where('r.rate_bp', '>', 0)
    .orderBy('r.vip_level')
    .orderBy('r.period')
    .execute();
  return rows.map((r) => ({
    level: r.vip_level,
    period: r.period,
    product: r.product as TRebateProduct,
    rateBp: r.rate_bp,
  }));
}
