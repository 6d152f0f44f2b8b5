import type { TAdminDailyTask, TAdminDailyTaskList, ZDailyTaskInput } from '@gemilang/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DailyTasksTable } from '../../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { amountFromInput, formatMinor } from '../../../platform/money';
import { rewardTotalsBySource, type SourceTotals } from '../../rewards';
import { addDays, todayIn } from '../../wallet';
import { goalAmount } from '../mission-cards';
import { taskSource } from '../reward-sources';
import { targetFromInput } from './goal-input';

type DailyTaskInput = z.output<typeof ZDailyTaskInput>;
type TaskRow = Pick<
  Selectable<DailyTasksTable>,
  'title' | 'goal' | 'scope' | 'target' | 'reward' | 'enabled' | 'sort'
> & {
  id: bigint;
};

const columns = ['id', 'title', 'goal', 'scope', 'target', 'reward', 'enabled', 'sort'] as const;
/** The participation shown covers this many brand days, today included. */
const PARTICIPATION_DAYS = 7;

/** The task's completions today and over the last seven brand days, from the reward centre's rows. */
async function tasksView(deps: Deps, actor: OperatorActor, rows: TaskRow[]): Promise<TAdminDailyTask[]> {
  const { merchant } = actor;
  const today = todayIn(merchant.timeZone, deps.now());
  const days = Array.from({ length: PARTICIPATION_DAYS }, (_, i) => addDays(today, -i));
  const totals = await rewardTotalsBySource(deps.db, {
    merchantId: merchant.id,
    program: 'daily_task',
    sourceRefs: rows.flatMap((r) => days.map((day) => taskSource(r.id, day))),
  });
  const exponent = merchant.currencyExponent;
  return rows.map((row) => {
    const sum: SourceTotals = { count: 0, amount: 0n, paid: 0 };
    for (const day of days) {
      const t = totals.get(taskSource(row.id, day));
      if (!t) continue;
      sum.count += t.count;
      sum.amount += t.amount;
      sum.paid += t.paid;
    }
    return {
      id: `${row.id}`,
      title: row.title,
      goal: row.goal,
      scope: row.scope as TAdminDailyTask['scope'],
      target: goalAmount(row.goal, row.target, exponent),
      reward: formatMinor(row.reward, exponent),
      enabled: row.enabled,
      sort: row.sort,
      today: totals.get(taskSource(row.id, today))?.count ?? 0,
      completions: sum.count,
      rewarded: formatMinor(sum.amount, exponent),
      claimed: sum.paid,
    };
  });
}

/** GET /admin/api/daily-tasks: the brand's tasks in their order. */
export async function listDailyTasks(deps: Deps, actor: OperatorActor): Promise<TAdminDailyTaskList> {
  const rows = await deps.db
    .selectFrom('daily_tasks')
    .select(columns)
    .where('merchant_id', '=', actor.merchant.id)
    .orderBy('sort')
    .orderBy('id')
    .limit(100)
    .execute();
  return {
    items: await tasksView(deps, actor, rows),
    currency: actor.merchant.currency,
    exponent: actor.merchant.currencyExponent,
  };
}

async function taskForAdmin(deps: Deps, actor: OperatorActor, id: bigint): Promise<TAdminDailyTask> {
  const row = await deps.db
    .selectFrom('daily_tasks')
    .select(columns)
    .where('merchant_id', '=', actor.merchant.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('daily_task_unknown');
  const [view] = await tasksView(deps, actor, [row]);
  if (!view) throw new AppError('daily_task_unknown');
  return view;
}

/** The input as stored; a login-days task asks for one day: today's sign-in. */
function stored(actor: OperatorActor, input: DailyTaskInput) {
  const exponent = actor.merchant.currencyExponent;
  return {
    title: JSON.stringify(input.title),
    goal: input.goal,
    scope: input.scope,
    target: targetFromInput(input.goal, input.target, exponent, 1),
    reward: amountFromInput(input.reward, exponent, 'reward'),
    enabled: input.enabled,
    sort: input.sort,
    updated_by: actor.operator.id,
  };
}

const auditShape = (values: ReturnType<typeof stored>) => ({
  goal: values.goal,
  scope: values.scope,
  target: `${values.target}`,
  reward: `${values.reward}`,
  enabled: values.enabled,
});

/** POST /admin/api/daily-tasks: a new task, counted from today's midnight brand time. */
export async function createDailyTask(
  deps: Deps,
  actor: OperatorActor,
  input: DailyTaskInput,
): Promise<TAdminDailyTask> {
  const values = stored(actor, input);
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('daily_tasks')
      .values({ ...values, merchant_id: actor.merchant.id, created_by: actor.operator.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'daily_task.create',
      targetType: 'daily_task',
      targetId: `${row.id}`,
      detail: auditShape(values),
    });
    return row.id;
  });
  return taskForAdmin(deps, actor, id);
}

/**
 * PUT /admin/api/daily-tasks/:id: the task from now on. Rewards already recorded keep their amount; a member who
 * has today's reward does not get it again under a lower target (one per member per brand day).
 */
export async function updateDailyTask(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: DailyTaskInput,
): Promise<TAdminDailyTask> {
  const values = stored(actor, input);
  await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('daily_tasks')
      .set({ ...values, updated_at: deps.now() })
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('daily_task_unknown');
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'daily_task.update',
      targetType: 'daily_task',
      targetId: `${id}`,
      detail: auditShape(values),
    });
  });
  return taskForAdmin(deps, actor, id);
}
