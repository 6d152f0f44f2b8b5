import type { TAdminRace, TAdminRaceList, TRaceState, ZRaceInput } from '@gemilang/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { RacesTable } from '../../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { amountFromInput, formatMinor } from '../../../platform/money';
import { memberNamesById } from '../../member';
import { rewardTotalsBySource } from '../../rewards';
import { raceSource } from '../reward-sources';

type RaceInput = z.output<typeof ZRaceInput>;
type RaceRow = Pick<
  Selectable<RacesTable>,
  'title' | 'scope' | 'starts_at' | 'ends_at' | 'prizes' | 'state' | 'top' | 'entrants'
> & { id: bigint };

const columns = ['id', 'title', 'scope', 'starts_at', 'ends_at', 'prizes', 'state', 'top', 'entrants'] as const;

async function racesView(deps: Deps, actor: OperatorActor, rows: RaceRow[]): Promise<TAdminRace[]> {
  const { merchant } = actor;
  const now = deps.now();
  const exponent = merchant.currencyExponent;
  const money = (minor: string | bigint) => formatMinor(BigInt(minor), exponent);
  const totals = await rewardTotalsBySource(deps.db, {
    merchantId: merchant.id,
    program: 'race',
    sourceRefs: rows.map((r) => raceSource(r.id)),
  });
  const names = await memberNamesById(
    deps.db,
    merchant.id,
    rows.flatMap((r) => r.top.map((entry) => BigInt(entry.memberId))),
  );
  return rows.map((row) => {
    const startsAt = new Date(row.starts_at);
    const endsAt = new Date(row.ends_at);
    const state: TRaceState =
      row.state !== 'running' ? row.state : startsAt > now ? 'upcoming' : endsAt > now ? 'running' : 'ended';
    const paid = totals.get(raceSource(row.id));
    return {
      id: `${row.id}`,
      title: row.title,
      scope: row.scope as TAdminRace['scope'],
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      prizes: row.prizes.map(money),
      state,
      entrants: row.entrants,
      top: row.top.map((entry) => ({
        rank: entry.rank,
        username: names.get(BigInt(entry.memberId)) ?? entry.name,
        validBets: money(entry.validBets),
        prize: money(entry.prize),
      })),
      completions: paid?.count ?? 0,
      rewarded: money(paid?.amount ?? 0n),
      claimed: paid?.paid ?? 0,
    };
  });
}

/** GET /admin/api/races: the brand's latest 100 races with their boards and the prizes recorded. */
export async function listRaces(deps: Deps, actor: OperatorActor): Promise<TAdminRaceList> {
  const rows = await deps.db
    .selectFrom('races')
    .select(columns)
    .where('merchant_id', '=', actor.merchant.id)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return {
    items: await racesView(deps, actor, rows),
    currency: actor.merchant.currency,
    exponent: actor.merchant.currencyExponent,
  };
}

async function raceForAdmin(deps: Deps, actor: OperatorActor, id: bigint): Promise<TAdminRace> {
  const row = await deps.db
    .selectFrom('races')
    .select(columns)
    .where('merchant_id', '=', actor.merchant.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('race_unknown');
  const [view] = await racesView(deps, actor, [row]);
  if (!view) throw new AppError('race_unknown');
  return view;
}

/**
 * The prize table as stored (minor units as strings): each a positive amount of the brand's currency, none larger
 * than the one above it (a table paying rank 2 more than rank 1 is a typing mistake).
 */
function prizesFromInput(prizes: readonly string[], exponent: number): string[] {
  const amounts = prizes.map((p, i) => amountFromInput(p, exponent, `prizes.${i}`));
  amounts.forEach((amount, i) => {
    const above = amounts[i - 1];
    if (above !== undefined && amount > above) {
      throw new AppError('invalid_input', [{ field: `prizes.${i}`, reason: 'invalid' }]);
    }
  });
  return amounts.map((a) => `${a}`);
}

function stored(actor: OperatorActor, input: RaceInput) {
  return {
    title: JSON.stringify(input.title),
    scope: input.scope,
    starts_at: new Date(input.startsAt),
    ends_at: new Date(input.endsAt),
    prizes: JSON.stringify(prizesFromInput(input.prizes, actor.merchant.currencyExponent)),
    updated_by: actor.operator.id,
  };
}

const auditShape = (values: ReturnType<typeof stored>) => ({
  scope: values.scope,
  startsAt: values.starts_at.toISOString(),
  endsAt: values.ends_at.toISOString(),
  prizes: JSON.parse(values.prizes),
});

/** POST /admin/api/races: a new race of the brand. */
export async function createRace(deps: Deps, actor: OperatorActor, input: RaceInput): Promise<TAdminRace> {
  const values = stored(actor, input);
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('races')
      .values({ ...values, merchant_id: actor.merchant.id, created_by: actor.operator.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'race.create',
      targetType: 'race',
      targetId: `${row.id}`,
      detail: auditShape(values),
    });
    return row.id;
  });
  return raceForAdmin(deps, actor, id);
}

/**
 * PUT /admin/api/races/:id. Before its start everything may change. Once started its product, start and prize
 * table stay (race_started): members are racing for them; its end may move to a time still to come. An ended or
 * cancelled race never changes (race_ended).
 */
export async function updateRace(deps: Deps, actor: OperatorActor, id: bigint, input: RaceInput): Promise<TAdminRace> {
  const values = stored(actor, input);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('races')
      .select(['scope', 'starts_at', 'ends_at', 'prizes', 'state'])
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('race_unknown');
    if (current.state !== 'running') throw new AppError('race_ended');
    if (current.starts_at <= now) {
      const fixed =
        current.scope === values.scope &&
        current.starts_at.getTime() === values.starts_at.getTime() &&
        JSON.stringify(current.prizes) === values.prizes;
      const endChanged = current.ends_at.getTime() !== values.ends_at.getTime();
      if (!fixed || (endChanged && (values.ends_at <= now || current.ends_at <= now))) {
        throw new AppError('race_started');
      }
    }
    await trx
      .updateTable('races')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'race.update',
      targetType: 'race',
      targetId: `${id}`,
      detail: auditShape(values),
    });
  });
  return raceForAdmin(deps, actor, id);
}

/** POST /admin/api/races/:id/cancel: a race not yet ended stops and pays nothing (race_ended once past its end). */
export async function cancelRace(deps: Deps, actor: OperatorActor, id: bigint): Promise<TAdminRace> {
  await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('races')
      .select(['state', 'ends_at'])
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('race_unknown');
    // Past its end the race is won: its prizes are being recorded, and cancelling would take them back.
    if (current.state !== 'running' || current.ends_at <= deps.now()) throw new AppError('race_ended');
    await trx
      .updateTable('races')
      .set({ state: 'cancelled', updated_at: deps.now(), updated_by: actor.operator.id })
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'race.cancel',
      targetType: 'race',
      targetId: `${id}`,
    });
  });
  return raceForAdmin(deps, actor, id);
}
