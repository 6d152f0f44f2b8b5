import type { Deps } from '../../platform/context';
import { allBrands } from '../../platform/merchant';
import { todayIn } from '../wallet';
import { countVipDay } from './count-day';
import { rewardVipPeriod } from './period-rewards';
import { vipLadder } from './vip-ladder';
import { completedVipPeriods } from './vip-periods';

/** How often every process looks for a brand day to count or a week or month to reward. */
export const VIP_JOB_EVERY_MS = 60_000;

/** A day is counted this long after it ends: bets stamped before midnight may commit a few seconds after (ADR 028). */
export const VIP_SETTLE_GRACE_MS = 15 * 60_000;

/**
 * The VIP job (ADR 060): for every brand whose ladder is saved, counts each completed brand day of the last week
 * not yet counted (oldest first, each in its own transaction: levels move up and down in day order), then rewards
 * each completed week and month whose last day has been counted. Days, weeks and months that ended before the
 * programme began are left alone. Safe on every process at once: each is claimed by its vip_runs row, and a reward
 * is unique per member and source. Answers the level changes made.
 */
export async function runVip(deps: Deps): Promise<number> {
  const now = deps.now();
  const ripe = new Date(now.getTime() - VIP_SETTLE_GRACE_MS);
  let changes = 0;
  for (const brand of await allBrands(deps.db)) {
    const { rules, levels } = await vipLadder(deps.db, brand.id);
    const since = rules.since;
    if (!since || levels.length === 0) continue;
    const runs = await deps.db
      .selectFrom('vip_runs')
      .select(['kind', 'period_start'])
      .where('merchant_id', '=', brand.id)
      .where('period_start', '>=', todayIn(brand.time_zone, new Date(now.getTime() - 70 * 86_400_000)))
      .execute();
    const done = (kind: string, first: string) => runs.some((r) => r.kind === kind && r.period_start === first);
    const days = (await completedVipPeriods(deps.db, 'day', brand.time_zone, now)).filter(
      (d) => d.end > since && d.end <= ripe,
    );
    const counted = new Set(runs.filter((r) => r.kind === 'day').map((r) => r.period_start));
    for (const day of days) {
      if (done('day', day.first)) continue;
      const result = await deps.db.transaction().execute((trx) =>
        countVipDay(trx, {
          merchantId: brand.id,
          rules,
          sinceDay: todayIn(brand.time_zone, since),
          day,
          now,
        }),
      );
      counted.add(day.first);
      changes += result.upgrades + result.downgrades;
    }
    for (const kind of ['week', 'month'] as const) {
      for (const period of await completedVipPeriods(deps.db, kind, brand.time_zone, now)) {
        if (period.end <= since || done(kind, period.first) || !counted.has(period.last)) continue;
        await deps.db.transaction().execute((trx) => rewardVipPeriod(trx, { merchantId: brand.id, period, now }));
      }
    }
  }
  return changes;
}
