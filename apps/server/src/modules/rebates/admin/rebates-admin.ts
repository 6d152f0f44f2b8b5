import { rebatePeriods, type TRebatePeriod, type TRebateSchedule, type TRebatesAdmin } from '@gemilang/contract';
import type { Db } from '../../../db/connection';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';

/** One period's schedule and rates as the back office edits them; a schedule never saved is off, without rates. */
export async function rebateSchedule(db: Db, merchantId: number, exponent: number, period: TRebatePeriod) {
  const schedule = await db
    .selectFrom('rebate_schedules')
    .select(['enabled', 'cap', 'since'])
    .where('merchant_id', '=', merchantId)
    .where('period', '=', period)
    .executeTakeFirst();
  const rates = await db
    .selectFrom('rebate_rates')
    .select(['vip_level', 'product', 'rate_bp'])
    .where('merchant_id', '=', merchantId)
    .where('period', '=', period)
    .orderBy('vip_level')
    .orderBy('product')
    .execute();
  return {
    period,
    enabled: schedule?.enabled ?? false,
    cap: schedule?.cap == null ? null : formatMinor(schedule.cap, exponent),
    since: schedule?.since.toISOString() ?? null,
    rates: rates.map((r) => ({ level: r.vip_level, product: r.product, rateBp: r.rate_bp })),
  } as TRebateSchedule;
}

/** GET /admin/api/rebates (ADR 060): both schedules and the latest computed periods. */
export async function rebatesAdmin(deps: Deps, actor: OperatorActor): Promise<TRebatesAdmin> {
  const { merchant } = actor;
  const exponent = merchant.currencyExponent;
  const schedules = await Promise.all(
    rebatePeriods.map((period) => rebateSchedule(deps.db, merchant.id, exponent, period)),
  );
  const runs = await deps.db
    .selectFrom('rebate_runs')
    .select(['period', 'period_start', 'period_end', 'rewards', 'amount', 'ran_at'])
    .where('merchant_id', '=', merchant.id)
    .orderBy('period_start', 'desc')
    .orderBy('period')
    .limit(30)
    .execute();
  return {
    schedules,
    runs: runs.map((r) => ({
      period: r.period,
      periodStart: r.period_start.toISOString(),
      periodEnd: r.period_end.toISOString(),
      rewards: r.rewards,
      amount: formatMinor(r.amount, exponent),
      ranAt: r.ran_at.toISOString(),
    })),
    currency: merchant.currency,
  };
}
