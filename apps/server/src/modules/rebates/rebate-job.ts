import { rebatePeriods } from '@gemilang/contract';
import type { Deps } from '../../platform/context';
import { allBrands } from '../../platform/merchant';
import { computeRebates } from './compute-rebates';
import { completedRebatePeriods } from './rebate-periods';

/** How often every process looks for a rebate period to compute. */
export const REBATE_JOB_EVERY_MS = 60_000;

/**
 * A period is computed this long after it ends, not at once: a draw's settlement that began before midnight
 * stamps its bets before midnight but commits a few seconds later (ADR 028), and those bets belong to the period.
 */
export const REBATE_SETTLE_GRACE_MS = 15 * 60_000;

/**
 * The rebate job (ADR 060): for every brand and every enabled schedule (daily, weekly), computes each completed
 * period of the last few that ended after the schedule was first saved and at least the grace ago and has no run
 * yet, oldest first, each in its own transaction. Safe on every process at once: a period is claimed by its run
 * row (computeRebates), and a member's reward is unique per period. Answers the rewards recorded.
 */
export async function runRebates(deps: Deps): Promise<number> {
  const now = deps.now();
  const ripe = new Date(now.getTime() - REBATE_SETTLE_GRACE_MS);
  let recorded = 0;
  for (const brand of await allBrands(deps.db)) {
    const schedules = await deps.db
      .selectFrom('rebate_schedules')
      .select(['period', 'cap', 'since'])
      .where('merchant_id', '=', brand.id)
      .where('enabled', '=', true)
      .execute();
    for (const period of rebatePeriods) {
      const schedule = schedules.find((s) => s.period === period);
      if (!schedule) continue;
      const done = await deps.db
        .selectFrom('rebate_runs')
        .select('period_start')
        .where('merchant_id', '=', brand.id)
        .where('period', '=', period)
        .where('period_end', '>', schedule.since)
        .execute();
      const spans = (await completedRebatePeriods(deps.db, period, brand.time_zone, now)).filter(
        (span) =>
          span.end > schedule.since &&
          span.end <= ripe &&
          !done.some((run) => run.period_start.getTime() === span.start.getTime()),
      );
      for (const span of spans) {
        const result = await deps.db
          .transaction()
          .execute((trx) => computeRebates(trx, { merchantId: brand.id, period, span, cap: schedule.cap, now }));
        recorded += result.rewards;
      }
    }
  }
  return recorded;
}
