import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { vipLevelsRelation } from '../member';
import { type RewardRow, recordRewards } from '../rewards';
import type { VipPeriod } from './vip-periods';

/**
 * The weekly or monthly rewards of one completed week or month (ADR 060), in one transaction: claimed once across
 * processes by its vip_runs row, then one recordRewards (program vip_weekly or vip_monthly, source `week:<Monday>`
 * or `month:<first day>`) for every member holding a level that pays one who placed a valid bet in the period (a
 * member who stopped playing is not paid for holding a level). The level is the one held when the period is
 * rewarded, after its last day was counted. Answers how many rewards were new, or null when already done.
 */
export async function rewardVipPeriod(
  trx: Transaction<Database>,
  input: { merchantId: number; period: VipPeriod; now: Date },
): Promise<number | null> {
  const { merchantId, period } = input;
  if (period.kind === 'day') throw new Error('a day has no VIP reward');
  const claim = await trx
    .insertInto('vip_runs')
    .values({ merchant_id: merchantId, kind: period.kind, period_start: period.first })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'period_start']).doNothing())
    .returning('period_start')
    .executeTakeFirst();
  if (!claim) return null;
  const column = sql.ref(period.kind === 'week' ? 'v.weekly_reward' : 'v.monthly_reward');
  return recordRewards(trx, {
    merchantId,
    program: period.kind === 'week' ? 'vip_weekly' : 'vip_monthly',
    now: input.now,
    rows: sql<RewardRow>`
      select l.member_id, ${`${period.kind}:${period.first}`}::text as source_ref, ${column} as amount,
             jsonb_build_object('level', l.vip_level, 'periodStart', ${period.start.toISOString()}::text,
                                'periodEnd', ${period.end.toISOString()}::text) as details
        from (${vipLevelsRelation(merchantId)}) l
        join vip_levels v on v.merchant_id = ${merchantId} and v.level = l.vip_level
       where l.vip_level > 0 and ${column} > 0
         and exists (select 1 from vip_days d
                      where d.merchant_id = ${merchantId} and d.member_id = l.member_id and d.valid_bets > 0
                        and d.day >= ${period.first}::date and d.day <= ${period.last}::date)`,
  });
}
