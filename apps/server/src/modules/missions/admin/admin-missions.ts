import type { TAdminMission, TAdminMissionList, ZMissionInput } from '@gemilang/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { MissionsTable } from '../../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { amountFromInput, formatMinor } from '../../../platform/money';
import { rewardTotalsBySource, type SourceTotals } from '../../rewards';
import { goalAmount } from '../mission-cards';
import { missionSource } from '../reward-sources';
import { targetFromInput, windowDays } from './goal-input';

type MissionInput = z.output<typeof ZMissionInput>;
type MissionRow = Pick<
  Selectable<MissionsTable>,
  'title' | 'goal' | 'scope' | 'target' | 'reward' | 'starts_at' | 'ends_at' | 'enabled'
> & { id: bigint };

const columns = ['id', 'title', 'goal', 'scope', 'target', 'reward', 'starts_at', 'ends_at', 'enabled'] as const;
const none: SourceTotals = { count: 0, amount: 0n, paid: 0 };

function view(row: MissionRow, totals: SourceTotals, exponent: number, now: Date): TAdminMission {
  const startsAt = new Date(row.starts_at);
  const endsAt = new Date(row.ends_at);
  return {
    id: `${row.id}`,
    title: row.title,
    goal: row.goal,
    scope: row.scope as TAdminMission['scope'],
    target: goalAmount(row.goal, row.target, exponent),
    reward: formatMinor(row.reward, exponent),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    enabled: row.enabled,
    state: startsAt > now ? 'upcoming' : endsAt > now ? 'open' : 'ended',
    completions: totals.count,
    rewarded: formatMinor(totals.amount, exponent),
    claimed: totals.paid,
  };
}

/** GET /admin/api/missions: the brand's latest 200 missions with who completed each (the reward centre's rows). */
export async function listMissions(deps: Deps, actor: OperatorActor): Promise<TAdminMissionList> {
  const { merchant } = actor;
  const rows = await deps.db
    .selectFrom('missions')
    .select(columns)
    .where('merchant_id', '=', merchant.id)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  const totals = await rewardTotalsBySource(deps.db, {
    merchantId: merchant.id,
    program: 'mission',
    sourceRefs: rows.map((r) => missionSource(r.id)),
  });
  const now = deps.now();
  const exponent = merchant.currencyExponent;
  return {
    items: rows.map((r) => view(r, totals.get(missionSource(r.id)) ?? none, exponent, now)),
    currency: merchant.currency,
    exponent,
  };
}

async function missionForAdmin(db: Db, actor: OperatorActor, id: bigint, now: Date): Promise<TAdminMission> {
  const { merchant } = actor;
  const row = await db
    .selectFrom('missions')
    .select(columns)
    .where('merchant_id', '=', merchant.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('mission_unknown');
  const totals = await rewardTotalsBySource(db, {
    merchantId: merchant.id,
    program: 'mission',
    sourceRefs: [missionSource(id)],
  });
  return view(row, totals.get(missionSource(id)) ?? none, merchant.currencyExponent, now);
}

/** The input as the table stores it, every amount checked against the brand's currency before anything is written. */
function stored(actor: OperatorActor, input: MissionInput) {
  const exponent = actor.merchant.currencyExponent;
  return {
    title: JSON.stringify(input.title),
    goal: input.goal,
    scope: input.scope,
    target: targetFromInput(input.goal, input.target, exponent, windowDays(input.startsAt, input.endsAt)),
    reward: amountFromInput(input.reward, exponent, 'reward'),
    starts_at: new Date(input.startsAt),
    ends_at: new Date(input.endsAt),
    enabled: input.enabled,
    updated_by: actor.operator.id,
  };
}

const auditShape = (values: ReturnType<typeof stored>) => ({
  goal: values.goal,
  scope: values.scope,
  target: `${values.target}`,
  reward: `${values.reward}`,
  startsAt: values.starts_at.toISOString(),
  endsAt: values.ends_at.toISOString(),
  enabled: values.enabled,
});

/** POST /admin/api/missions: a new mission of the brand. */
export async function createMission(deps: Deps, actor: OperatorActor, input: MissionInput): Promise<TAdminMission> {
  const values = stored(actor, input);
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('missions')
      .values({ ...values, merchant_id: actor.merchant.id, created_by: actor.operator.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'mission.create',
      targetType: 'mission',
      targetId: `${row.id}`,
      detail: auditShape(values),
    });
    return row.id;
  });
  return missionForAdmin(deps.db, actor, id, deps.now());
}

/**
 * PUT /admin/api/missions/:id. Before its start everything may change. Once started, members are working towards it
 * and some may have been rewarded: its goal, product, target, reward and start stay as they are (mission_started),
 * and its end may move only to a time still to come, so nobody's completion is taken back.
 */
export async function updateMission(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: MissionInput,
): Promise<TAdminMission> {
  const values = stored(actor, input);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('missions')
      .select(['goal', 'scope', 'target', 'reward', 'starts_at', 'ends_at', 'closed_at'])
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('mission_unknown');
    if (current.starts_at <= now) {
      const fixed =
        current.goal === values.goal &&
        current.scope === values.scope &&
        current.target === values.target &&
        current.reward === values.reward &&
        current.starts_at.getTime() === values.starts_at.getTime();
      const endChanged = current.ends_at.getTime() !== values.ends_at.getTime();
      if (!fixed || (endChanged && (values.ends_at <= now || current.closed_at !== null))) {
        throw new AppError('mission_started');
      }
    }
    await trx
      .updateTable('missions')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'mission.update',
      targetType: 'mission',
      targetId: `${id}`,
      detail: auditShape(values),
    });
  });
  return missionForAdmin(deps.db, actor, id, now);
}
