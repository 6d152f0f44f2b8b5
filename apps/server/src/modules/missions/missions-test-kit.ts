// Test-only helpers for the missions module's tests (imported by *.test.ts, never by the app).
import { randomUUID } from 'node:crypto';
import type { TMissionInput } from '@gemilang/contract';
import type { BetProduct, BetStatus, LocalizedJson, MissionGoal } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { creditDeposit } from '../deposits/credit-deposit';

export const title = (en: string): LocalizedJson => ({ ms: `${en} (ms)`, en, zh: `${en} (zh)` });

/** A settled bet as the bets module records one: `stake` minor units, `bonus` of it paid by a bonus. */
export async function settledBet(
  t: TestApp,
  input: {
    merchantId: number;
    memberId: bigint;
    stake: bigint;
    product?: BetProduct;
    gameCode?: string;
    status?: BetStatus;
    bonus?: bigint;
    play?: boolean;
    at?: Date;
  },
): Promise<void> {
  const at = input.at ?? t.clock.now();
  const key = randomUUID();
  const status = input.status ?? 'lost';
  await t.deps.db
    .insertInto('bets')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      product: input.product ?? 'game',
      game_code: input.gameCode ?? 'GM_SLOT_JUNGLE',
      round_ref: key,
      bet_type: 'spin',
      bet_key: key,
      stake: input.stake,
      win_per_hit: 0n,
      potential_win: 0n,
      status,
      payout: status === 'pending' ? null : status === 'won' ? input.stake * 2n : 0n,
      placed_at: at,
      settled_at: status === 'pending' ? null : at,
      play: input.play ?? false,
      bonus_stake: input.bonus ?? 0n,
    })
    .execute();
  // A window is [from, to): the next read at the clock's now must find this bet inside it.
  t.clock.advance(1);
}

/**
 * A bank transfer of the member's, credited now by the cashier through the deposits module (the deposit's
 * credited time is the clock's), or left rejected.
 */
export async function creditedDeposit(
  t: TestApp,
  input: { merchantId: number; memberId: bigint; amount: bigint; state?: 'credited' | 'rejected' },
): Promise<void> {
  const method = await t.deps.db
    .selectFrom('deposit_methods')
    .select('id')
    .where('merchant_id', '=', input.merchantId)
    .where('kind', '=', 'bank_transfer')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await t.deps.db
    .insertInto('deposits')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      method_id: method.id,
      kind: 'bank_transfer',
      amount: input.amount,
      currency: 'MYR',
      state: input.state === 'rejected' ? 'rejected' : 'pending',
      idempotency_key: randomUUID(),
      decided_at: input.state === 'rejected' ? t.clock.now() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.state === 'rejected') return;
  const cashier = await t.deps.db
    .selectFrom('operators')
    .select('id')
    .where('merchant_id', '=', input.merchantId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await creditDeposit(t.deps, { id: input.merchantId, currencyExponent: 2 }, row.id, {
    by: 'operator',
    operatorId: cashier.id,
    note: 'test',
    actor: { merchantId: input.merchantId, actorType: 'system' },
  });
  t.clock.advance(1);
}

/** A mission stored as the back office would (minor units), open from an hour ago for a day unless told. */
export async function makeMission(
  t: TestApp,
  input: {
    merchantId: number;
    goal: MissionGoal;
    target: bigint;
    reward: bigint;
    scope?: string | null;
    startsAt?: Date;
    endsAt?: Date;
    name?: string;
  },
): Promise<bigint> {
  const now = t.clock.now().getTime();
  const row = await t.deps.db
    .insertInto('missions')
    .values({
      merchant_id: input.merchantId,
      title: JSON.stringify(title(input.name ?? 'Mission')),
      goal: input.goal,
      scope: input.scope ?? null,
      target: input.target,
      reward: input.reward,
      starts_at: input.startsAt ?? new Date(now - 3_600_000),
      ends_at: input.endsAt ?? new Date(now + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function makeDailyTask(
  t: TestApp,
  input: { merchantId: number; goal: MissionGoal; target: bigint; reward: bigint; scope?: string | null },
): Promise<bigint> {
  const row = await t.deps.db
    .insertInto('daily_tasks')
    .values({
      merchant_id: input.merchantId,
      title: JSON.stringify(title('Task')),
      goal: input.goal,
      scope: input.scope ?? null,
      target: input.target,
      reward: input.reward,
      created_at: new Date(t.clock.now().getTime() - 7 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A race stored as the back office would: prizes in minor units, running from an hour ago for a day unless told. */
export async function makeRace(
  t: TestApp,
  input: { merchantId: number; prizes: bigint[]; scope?: string | null; startsAt?: Date; endsAt?: Date },
): Promise<bigint> {
  const now = t.clock.now().getTime();
  const row = await t.deps.db
    .insertInto('races')
    .values({
      merchant_id: input.merchantId,
      title: JSON.stringify(title('Race')),
      scope: input.scope ?? null,
      starts_at: input.startsAt ?? new Date(now - 3_600_000),
      ends_at: input.endsAt ?? new Date(now + 86_400_000),
      prizes: JSON.stringify(input.prizes.map(String)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The member's rewards of a program, oldest first. */
export function rewardsOfProgram(t: TestApp, memberId: bigint, program: string) {
  return t.deps.db
    .selectFrom('rewards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('program', '=', program)
    .orderBy('id')
    .execute();
}

/** A mission as the editor sends it. */
export function missionInput(overrides: Partial<TMissionInput> = {}): TMissionInput {
  return {
    title: { ms: 'Pertaruhan RM500', en: 'Bet RM500', zh: '投注 RM500' },
    goal: 'bets_amount',
    scope: 'RNG',
    target: '500.00',
    reward: '8.88',
    startsAt: '2030-01-01T00:00:00+08:00',
    endsAt: '2030-01-08T00:00:00+08:00',
    enabled: true,
    ...overrides,
  };
}
