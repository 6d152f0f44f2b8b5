import { commitmentOf, drawResult, drawSeedId, VN_WEEKLY_SCHEDULE, weekdayOf } from '@gemilang/games';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMerchant } from '../system/create-merchant';
import { closeDueDraws, drawDueDraws, scheduleDraws } from './draw-schedule';
import { openDrawSeed } from './draw-seed';
import { runLotteryJob } from './lottery-job';
import { makeDraw } from './lottery-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function drawsOf(code: string, brand = 'demo') {
  return t.deps.db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .select([
      'd.id',
      'd.game_id',
      'd.draw_number',
      'd.station',
      'd.cutoff_at',
      'd.draw_at',
      'd.seed_hash',
      'd.server_seed',
      'd.status',
    ])
    .where('g.merchant_id', '=', await merchantIdOf(t, brand))
    .where('g.code', '=', code)
    .orderBy('d.draw_at')
    .execute();
}

describe('lottery catalogue and draw calendar', () => {
  it('gives every new brand 5D, K3, PK10 and 11x5 at 1, 3 and 5 minutes and the three Vietnamese regions, priced in its currency', async () => {
    const id = await createMerchant(t.deps, {
      code: 'vnbrand',
      name: 'VN',
      hosts: ['vn.test'],
      currency: 'VND',
      currencyExponent: 0,
    });
    const games = await t.deps.db
      .selectFrom('lottery_games')
      .select(['code', 'kind', 'prize_mode', 'config'])
      .where('merchant_id', '=', id)
      .orderBy('sort')
      .execute();
    expect(games.map((g) => g.code)).toEqual([
      'XSMB',
      'XSMT',
      'XSMN',
      '5D1',
      '5D3',
      '5D5',
      'K31',
      'K33',
      'K35',
      'PK101',
      'PK103',
      'PK105',
      '11X51',
      '11X53',
      '11X55',
    ]);
    const north = games.find((g) => g.code === 'XSMB')!;
    expect(north).toMatchObject({ kind: 'vn_north', prize_mode: 'Lott' });
    // A VND unit is 1,000 đồng: lô 2 số costs 27 units a point and pays 99 a hit.
    expect((north.config as { unitMinor: string }).unitMinor).toBe('1000');
    expect((north.config as { betTypes: Record<string, unknown> }).betTypes.lo2).toMatchObject({
      costPerPoint: 27,
      payoutPerHit: 99,
    });
  });

  it('makes the next half hour of e-lottery draws with a published seed hash, and makes nothing twice', async () => {
    // A brand of its own, which no earlier test has made draws for.
    await createMerchant(t.deps, { code: 'calendar', name: 'Calendar', hosts: ['calendar.example'] });
    const first = await scheduleDraws(t.deps);
    expect(first).toBeGreaterThan(0);
    const draws = await drawsOf('5D1', 'calendar');
    expect(draws.length).toBeGreaterThanOrEqual(29);
    expect(draws.length).toBeLessThanOrEqual(31);
    for (const d of draws) {
      // Sealed from the moment the draw is made: the column holds no seed in the clear (ADR 049).
      const seed = openDrawSeed(t.deps.config, { ...d, server_seed: d.server_seed! });
      expect(d.server_seed).toMatch(/^sealed:v1:/);
      expect(d.server_seed).not.toContain(seed);
      expect(d.seed_hash).toBe(commitmentOf(seed));
      expect(d.draw_at.getTime() - d.cutoff_at.getTime()).toBe(10_000);
      expect(d.status).toBe('open');
    }
    expect(new Set(draws.map((d) => d.server_seed)).size).toBe(draws.length);
    expect((await drawsOf('5D5', 'calendar')).length).toBeGreaterThanOrEqual(5);
    expect(await scheduleDraws(t.deps)).toBe(0);
  });

  it("makes today's and tomorrow's Vietnamese station draws on the weekday schedule", async () => {
    await scheduleDraws(t.deps);
    const draws = await drawsOf('XSMN');
    const byDate = new Map<string, string[]>();
    for (const d of draws) {
      const date = `${d.draw_number.slice(0, 4)}-${d.draw_number.slice(4, 6)}-${d.draw_number.slice(6, 8)}`;
      byDate.set(date, [...(byDate.get(date) ?? []), d.station]);
      expect(d.draw_number.endsWith(`-${d.station}`)).toBe(true);
      expect(d.draw_at.getTime() - d.cutoff_at.getTime()).toBe(15 * 60_000);
    }
    expect(byDate.size).toBeGreaterThanOrEqual(1);
    for (const [date, stations] of byDate) {
      expect([...stations].sort()).toEqual([...VN_WEEKLY_SCHEDULE.south[weekdayOf(date)]].sort());
    }
  });

  it('closes draws at their cut-off by the database clock and draws them at their time with the committed seed', async () => {
    const due = await makeDraw(t, 'K31', { cutoffInMs: -2_000, drawInMs: -1_000 });
    const later = await makeDraw(t, 'K31', { cutoffInMs: 60_000 });
    expect(await closeDueDraws(t.deps)).toBeGreaterThanOrEqual(1);
    const drawn = await drawDueDraws(t.deps);
    expect(drawn).toContain(due.id);
    const row = await t.deps.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('id', '=', due.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('drawn');
    expect(row.result).toEqual(drawResult('k3', due.seed, drawSeedId('K31', due.drawNumber)));
    const open = await t.deps.db
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', '=', later.id)
      .executeTakeFirstOrThrow();
    expect(open.status).toBe('open');
    // Drawn once: a second run finds nothing to draw.
    expect(await drawDueDraws(t.deps)).not.toContain(due.id);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from lottery_draws where status = 'open' and cutoff_at <= clock_timestamp()`.execute(
      t.deps.db,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('settles a drawn draw nobody bet on at the next run of the job', async () => {
    const due = await makeDraw(t, '5D1', { cutoffInMs: -2_000, drawInMs: -1_000 });
    await runLotteryJob(t.deps);
    const row = await t.deps.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('id', '=', due.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('settled');
    expect(row.result).toEqual(drawResult('5d', due.seed, drawSeedId('5D1', due.drawNumber)));
  });
});
