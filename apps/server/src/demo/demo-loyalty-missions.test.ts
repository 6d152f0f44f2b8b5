import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { player } from '../modules/games/games-test-kit';
import { merchantIdOf } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoLoyaltyMissions } from './demo-loyalty-missions';

/** The demo brand's mission activity (made on a first start outside the tests) reads as the member sees it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const merchantId = await merchantIdOf(t);
  await seedDemoLoyaltyMissions(t.deps.db, merchantId, t.clock.now());
  // Made once: a second start keeps what is there.
  await seedDemoLoyaltyMissions(t.deps.db, merchantId, t.clock.now());
}, 60_000);
afterAll(() => t.close());

describe('the demo mission activity', () => {
  it('is two open missions, three daily tasks and one running race, in Malay', async () => {
    const m = await player(t, 0n);
    const get = async (url: string) => (await t.call({ method: 'GET', url, token: m.token, language: 'ms' })).json();
    const missions = await get('/wps/member/missions');
    expect(missions.value.items.map((i: { title: string; state: string }) => [i.title, i.state])).toEqual([
      ['Pertaruhan slot RM500', 'in_progress'],
      ['Deposit 3 kali', 'in_progress'],
    ]);
    expect(missions.value.available).toBe(2);
    const tasks = await get('/wps/member/daily-tasks');
    expect(tasks.value.items.map((i: { title: string; target: string }) => [i.title, i.target])).toEqual([
      ['Buat 3 pertaruhan loteri', '3'],
      ['Deposit sekali', '1'],
      ['Main slot 10 kali', '10'],
    ]);
    const races = await get('/wps/member/races');
    expect(races.value.items).toHaveLength(1);
    expect(races.value.items[0]).toMatchObject({
      title: 'Perlumbaan Mingguan',
      state: 'running',
      prizes: ['188.00', '88.00', '58.00', '28.00', '18.00'],
    });
  });
});
