import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createSecondApp, createTestApp, type TestApp } from '../../test/harness';
import { player } from '../games/games-test-kit';
import { completeMissions } from './complete-missions';
import { makeMission, makeRace, rewardsOfProgram, settledBet } from './missions-test-kit';
import { payRaces } from './pay-races';
import { publishRaceBoards } from './publish-race-boards';

/**
 * The mission activity's jobs on two server processes at once (ADR 062). They need the real server (PGlite has one
 * connection, so nothing can race there): run with DATABASE_URL set.
 *
 * Checked to fail: with pay-races.ts's claim reading the race without a lock and without `state = 'running'`
 * (`where id = (select id from races where ends_at <= … and ended_at is null limit 1)`), all four runs claimed it
 * and pushed its final board (4 events, not 1); the prizes stayed single only by the reward centre's unique source.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let other: Awaited<ReturnType<typeof createSecondApp>>;
let merchantId: number;
beforeAll(async () => {
  if (onPostgres) {
    t = await createTestApp();
    other = await createSecondApp(t);
    merchantId = await merchantIdOf(t);
  }
}, 60_000);
afterAll(async () => {
  if (onPostgres) {
    await other.close();
    await t.close();
  }
});

describe('two processes on one PostgreSQL', () => {
  it.skipIf(!onPostgres)(
    'pay a race once: one claims it, records every prize in one statement; the other finds it ended',
    async () => {
      const now = t.clock.now().getTime();
      const raceId = await makeRace(t, {
        merchantId,
        scope: 'ELOTT',
        prizes: [30_00n, 20_00n, 10_00n],
        startsAt: new Date(now - 3_600_000),
        endsAt: new Date(now + 60_000),
      });
      const members = [];
      for (const stake of [50_00n, 40_00n, 30_00n, 20_00n]) {
        const m = await player(t, 0n);
        await settledBet(t, { merchantId, memberId: m.id, stake, product: 'elott', gameCode: '5D' });
        members.push(m);
      }
      await Promise.all([publishRaceBoards(t.deps), publishRaceBoards(other.deps)]);
      t.clock.advance(7 * 60_000);
      const claims: string[] = [];
      const stop = t.deps.events.subscribe((event) => {
        if (event.type === 'race' && event.raceId === `${raceId}`) claims.push(event.raceId);
      });
      const counts = await Promise.all([
        payRaces(t.deps),
        payRaces(other.deps),
        payRaces(t.deps),
        payRaces(other.deps),
      ]);
      await t.deps.events.settle();
      stop();
      expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
      // Claimed once: one run ended it and pushed its final board.
      expect(claims).toHaveLength(1);
      const prizes = [];
      for (const m of members) prizes.push((await rewardsOfProgram(t, m.id, 'race')).map((r) => r.amount));
      expect(prizes).toEqual([[30_00n], [20_00n], [10_00n], []]);
      const race = await t.deps.db
        .selectFrom('races')
        .select('state')
        .where('id', '=', raceId)
        .executeTakeFirstOrThrow();
      expect(race.state).toBe('ended');
    },
  );

  it.skipIf(!onPostgres)('record a completed mission once, and make its last pass once', async () => {
    const now = t.clock.now().getTime();
    const id = await makeMission(t, {
      merchantId,
      goal: 'bets_count',
      scope: 'LIVE',
      target: 2n,
      reward: 1_00n,
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 60_000),
    });
    const members = [];
    for (let i = 0; i < 5; i++) {
      const m = await player(t, 0n);
      await settledBet(t, { merchantId, memberId: m.id, stake: 1_00n, gameCode: 'GM_BACCARAT' });
      await settledBet(t, { merchantId, memberId: m.id, stake: 1_00n, gameCode: 'GM_SICBO' });
      members.push(m);
    }
    const first = await Promise.all([completeMissions(t.deps), completeMissions(other.deps)]);
    t.clock.advance(7 * 60_000);
    const last = await Promise.all([completeMissions(t.deps), completeMissions(other.deps)]);
    expect([...first, ...last].reduce((a, b) => a + b, 0)).toBe(5);
    for (const m of members) {
      expect((await rewardsOfProgram(t, m.id, 'mission')).map((r) => r.source_ref)).toEqual([`mission:${id}`]);
    }
    const row = await t.deps.db
      .selectFrom('missions')
      .select('closed_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.closed_at).not.toBeNull();
  });
});
