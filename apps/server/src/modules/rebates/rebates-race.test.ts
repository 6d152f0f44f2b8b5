import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/connection';
import type { Deps } from '../../platform/context';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { player, SLOT } from '../games/games-test-kit';
import { payDueRewards } from '../rewards/pay-due-rewards';
import { runRebates } from './rebate-job';
import { brandDay, setRebate, settledBet } from './rebates-test-kit';

/**
 * The rebate job and the payer on two server processes at once (two connection pools on one PostgreSQL, ADR 060):
 * each period is computed once, each member gets one reward a period and one grant for it. PostgreSQL only (the
 * embedded database has one connection, so nothing can race there).
 * Checked to fail: with the claim in compute-rebates.ts made a plain INSERT (no ON CONFLICT DO NOTHING), the second
 * process's run failed on the run's primary key instead of finding the period taken.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let second: DatabaseHandle;
let other: Deps;
let merchantId: number;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  second = await openDatabase({ databaseUrl: t.databaseUrl as string, poolSize: 5 });
  other = { ...t.deps, db: second.db };
}, 60_000);
afterAll(async () => {
  if (!onPostgres) return;
  await second.close();
  await t.close();
});

describe('two processes on one PostgreSQL', () => {
  it.skipIf(!onPostgres)('compute each rebate period once and pay each member once', async () => {
    await setRebate(t, merchantId, 'daily', { 0: { RNG: 100 } });
    await setRebate(t, merchantId, 'weekly', { 0: { RNG: 50 } });
    const members = await Promise.all(Array.from({ length: 24 }, () => player(t, 0n)));
    const days = [await brandDay(t, merchantId, 1), await brandDay(t, merchantId, 2), await brandDay(t, merchantId, 8)];
    for (const [i, m] of members.entries()) {
      for (const day of days) {
        await settledBet(
          t,
          { merchantId, memberId: m.id, product: 'game', gameCode: SLOT },
          BigInt(1_000 + i),
          day.noon,
        );
      }
    }
    await Promise.all([runRebates(t.deps), runRebates(other), runRebates(t.deps), runRebates(other)]);
    // The payers race too, each reward in a transaction of its own: none of them fails (ADR 059).
    const paying = await Promise.allSettled([
      payDueRewards(t.deps),
      payDueRewards(other),
      payDueRewards(t.deps),
      payDueRewards(other),
    ]);
    expect(paying.filter((r) => r.status === 'rejected')).toEqual([]);

    const runs = await t.deps.db
      .selectFrom('rebate_runs')
      .select(['period', 'period_start', 'rewards'])
      .where('merchant_id', '=', merchantId)
      .execute();
    const keys = runs.map((r) => `${r.period}:${r.period_start.toISOString()}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = members.map((m) => m.id);
    const rewards = await t.deps.db
      .selectFrom('rewards')
      .select(['member_id', 'source_ref', 'state', 'grant_id'])
      .where('member_id', 'in', ids)
      .where('program', '=', 'rebate')
      .execute();
    // Days 1 and 2 ago (daily), and the week of the day 8 ago (weekly), plus last week's when a day 1-2 ago was in it.
    const perMember = new Map<bigint, string[]>();
    for (const r of rewards) perMember.set(r.member_id, [...(perMember.get(r.member_id) ?? []), r.source_ref]);
    for (const id of ids) {
      const refs = perMember.get(id) ?? [];
      expect(new Set(refs).size).toBe(refs.length);
      expect(refs).toEqual(expect.arrayContaining([`daily:${days[0]?.day}`, `daily:${days[1]?.day}`]));
      expect(refs).toContain(`weekly:${days[2]?.monday}`);
    }
    expect(rewards.every((r) => r.state === 'paid' && r.grant_id !== null)).toBe(true);
    const grants = await t.deps.db
      .selectFrom('promotion_grants')
      .select(['source_ref'])
      .where('member_id', 'in', ids)
      .execute();
    expect(grants).toHaveLength(rewards.length);
  });
});
