import type { TDailyTask, TDailyTaskList } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { memberRewardsBySource } from '../rewards';
import { todayIn } from '../wallet';
import { brandDayRange } from './brand-day';
import { memberProgress } from './goal-progress';
import { cardState, goalView } from './mission-cards';
import { taskSource } from './reward-sources';

/**
 * GET /wps/member/daily-tasks: the brand's tasks for today (midnight to midnight in the brand's zone), each with the
 * member's progress since midnight and today's reward once the job has recorded it.
 */
export async function memberDailyTasks(deps: Deps, actor: MemberActor): Promise<TDailyTaskList> {
  const { merchant, member, language } = actor;
  const now = deps.now();
  const day = todayIn(merchant.timeZone, now);
  const range = await brandDayRange(deps.db, merchant.timeZone, day);
  const rows = await deps.db
    .selectFrom('daily_tasks')
    .select(['id', 'title', 'goal', 'scope', 'target', 'reward'])
    .where('merchant_id', '=', merchant.id)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .limit(20)
    .execute();
  const rewards = await memberRewardsBySource(deps.db, {
    merchantId: merchant.id,
    memberId: member.id,
    program: 'daily_task',
    sourceRefs: rows.map((r) => taskSource(r.id, day)),
  });
  const scope = { db: deps.db, merchantId: merchant.id, timeZone: merchant.timeZone };
  const exponent = merchant.currencyExponent;
  const items: TDailyTask[] = [];
  for (const row of rows) {
    const reward = rewards.get(taskSource(row.id, day));
    const progress = await memberProgress(scope, row, { from: range.from, to: now }, member.id);
    items.push({
      id: `${row.id}`,
      title: row.title[language] || row.title.en,
      ...goalView(row, progress, exponent),
      reward: formatMinor(row.reward, exponent),
      state: cardState({ started: true, open: true, reached: progress >= row.target, reward }),
      rewardId: reward ? `${reward.id}` : null,
      rewardState: reward?.state ?? null,
    });
  }
  return { day, resetsAt: range.to.toISOString(), items, currency: merchant.currency };
}
