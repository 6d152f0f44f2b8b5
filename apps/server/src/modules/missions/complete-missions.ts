import { sql, type Transaction } from 'kysely';
import type { Database, LocalizedJson, MissionGoal } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { allBrands } from '../../platform/merchant';
import { recordRewards } from '../rewards';
import { addDays, todayIn } from '../wallet';
import { brandDayRange, earlier } from './brand-day';
import { type GoalScope, goalProgressRelation } from './goal-progress';
import { missionSource, taskSource } from './reward-sources';

export const COMPLETE_MISSIONS_EVERY_MS = 60_000;
/**
 * How long after a window's end its last pass waits (a mission's end, a brand day's midnight): a settlement or a
 * credit that was under way at the end has committed by then, with its time inside the window.
 */
export const FINAL_PASS_GRACE_MS = 5 * 60_000;

interface GoalRow {
  id: bigint;
  title: LocalizedJson;
  goal: MissionGoal;
  scope: string | null;
  target: bigint;
  reward: bigint;
}

/**
 * Records, in one statement, the reward of every member whose progress over the range has reached the goal: the
 * members the goal's relation finds at or over the target, each rewarded once per source whatever reruns (the
 * reward centre's unique (member, program, source)).
 */
function recordReached(
  trx: Transaction<Database>,
  scope: GoalScope,
  row: GoalRow,
  input: { program: 'mission' | 'daily_task'; sourceRef: string; range: { from: Date; to: Date }; now: Date },
): Promise<number> {
  const details = JSON.stringify({
    name: row.title,
    periodStart: input.range.from.toISOString(),
    periodEnd: input.range.to.toISOString(),
  });
  const progress = goalProgressRelation({ ...scope, db: trx }, row, input.range);
  return recordRewards(trx, {
    merchantId: scope.merchantId,
    program: input.program,
    now: input.now,
    rows: sql`select p.member_id, ${input.sourceRef}::text as source_ref, ${row.reward}::bigint as amount,
                     ${details}::jsonb as details
                from (${progress}) p
               where p.progress >= ${row.target}`,
  });
}

/**
 * A brand's missions (ADR 062): each open mission's completions so far, and, once its end and the grace have passed,
 * one last pass claimed by setting closed_at in the pass's own transaction, so only one process makes it and the
 * mission's window is never read again.
 */
async function completeBrandMissions(deps: Deps, scope: GoalScope, now: Date): Promise<number> {
  const missions = await deps.db
    .selectFrom('missions')
    .select(['id', 'title', 'goal', 'scope', 'target', 'reward', 'starts_at', 'ends_at'])
    .where('merchant_id', '=', scope.merchantId)
    .where('enabled', '=', true)
    .where('closed_at', 'is', null)
    .where('starts_at', '<=', now)
    .orderBy('id')
    .execute();
  let recorded = 0;
  for (const mission of missions) {
    const final = mission.ends_at.getTime() + FINAL_PASS_GRACE_MS <= now.getTime();
    recorded += await deps.db.transaction().execute(async (trx) => {
      if (final) {
        const claimed = await trx
          .updateTable('missions')
          .set({ closed_at: now })
          .where('id', '=', mission.id)
          .where('closed_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!claimed) return 0;
      }
      const to = earlier(mission.ends_at, now);
      return recordReached(trx, scope, mission, {
        program: 'mission',
        sourceRef: missionSource(mission.id),
        range: { from: mission.starts_at, to },
        now,
      });
    });
  }
  return recorded;
}

/**
 * A brand's daily tasks (ADR 062): today's completions so far (from midnight brand time), and yesterday's: until
 * midnight's grace has passed, like today's; then one last pass, claimed by the brand day's row in daily_task_days
 * (inserted in the pass's transaction, so one process makes it). A task counts on a day only if it existed then.
 */
async function completeBrandDailyTasks(deps: Deps, scope: GoalScope, now: Date): Promise<number> {
  const tasks = await deps.db
    .selectFrom('daily_tasks')
    .select(['id', 'title', 'goal', 'scope', 'target', 'reward', 'created_at'])
    .where('merchant_id', '=', scope.merchantId)
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
  if (tasks.length === 0) return 0;
  const today = todayIn(scope.timeZone, now);
  const yesterday = addDays(today, -1);
  const todayRange = await brandDayRange(deps.db, scope.timeZone, today);
  const yesterdayRange = await brandDayRange(deps.db, scope.timeZone, yesterday);
  const final = todayRange.from.getTime() + FINAL_PASS_GRACE_MS <= now.getTime();
  const passes = [
    { day: yesterday, range: yesterdayRange, final },
    { day: today, range: { from: todayRange.from, to: now }, final: false },
  ];
  let recorded = 0;
  for (const pass of passes) {
    recorded += await deps.db.transaction().execute(async (trx) => {
      if (pass.final) {
        const claimed = await trx
          .insertInto('daily_task_days')
          .values({ merchant_id: scope.merchantId, day: pass.day, finished_at: now })
          .onConflict((oc) => oc.columns(['merchant_id', 'day']).doNothing())
          .returning('day')
          .executeTakeFirst();
        if (!claimed) return 0;
      }
      let count = 0;
      for (const task of tasks) {
        if (task.created_at >= pass.range.to) continue;
        count += await recordReached(trx, scope, task, {
          program: 'daily_task',
          sourceRef: taskSource(task.id, pass.day),
          range: pass.range,
          now,
        });
      }
      return count;
    });
  }
  return recorded;
}

/**
 * The mission job (ADR 062), every minute: for every brand, the members who completed a mission or today's (or
 * yesterday's, until its last pass) daily tasks, found set-based and recorded in the reward centre once each. Safe
 * on any number of processes: a rerun records nothing twice, and each window's last pass is claimed by one of them.
 * Returns how many rewards it recorded.
 */
export async function completeMissions(deps: Deps): Promise<number> {
  const now = deps.now();
  let recorded = 0;
  for (const brand of await allBrands(deps.db)) {
    const scope = { db: deps.db, merchantId: brand.id, timeZone: brand.time_zone };
    recorded += await completeBrandMissions(deps, scope, now);
    recorded += await completeBrandDailyTasks(deps, scope, now);
  }
  return recorded;
}
