import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../modules/admin/admin-test-kit';
import { player } from '../modules/games/games-test-kit';
import { merchantIdOf } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoLoyaltyVip } from './demo-loyalty-vip';

/** The demo brand's VIP ladder and rebate rates (made on a first start outside the tests) read as the screens show them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const merchantId = await merchantIdOf(t);
  await seedDemoLoyaltyVip(t.deps.db, merchantId, new Date());
  await seedDemoLoyaltyVip(t.deps.db, merchantId, new Date());
}, 60_000);
afterAll(() => t.close());

describe('the demo VIP ladder', () => {
  it('is six rising levels with the service line from Gold, and a daily rebate for each', async () => {
    const admin = await signIn(t);
    const ladder = await t.call({ method: 'GET', url: '/admin/api/vip', token: admin, language: 'en' });
    expect(ladder.json().value).toMatchObject({
      basis: 'lifetime',
      downgrade: 'quiet',
      quietDays: 90,
      serviceLevel: 3,
    });
    expect(ladder.json().value.levels.map((l: { name: { en: string } }) => l.name.en)).toEqual([
      'Member',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    // Saved back unchanged, it passes the back office's own checks.
    const { levels, basis, rollingDays, downgrade, quietDays, serviceLevel } = ladder.json().value;
    const again = await t.call({
      method: 'PUT',
      url: '/admin/api/vip',
      token: admin,
      payload: {
        basis,
        rollingDays,
        downgrade,
        quietDays,
        serviceLevel,
        levels: levels.map(({ members: _, ...level }: { members: number }) => level),
      },
    });
    expect(again.statusCode, again.body).toBe(200);

    const m = await player(t, 0n);
    const page = (await t.call({ method: 'GET', url: '/wps/member/vip', token: m.token, language: 'ms' })).json().value;
    expect(page).toMatchObject({ level: 0, name: 'Ahli', next: { level: 1, name: 'Gangsa' }, vipService: false });
    expect(page.levels[5]).toMatchObject({ upgradeReward: '1888.00', withdrawalMax: '500000.00', vipService: true });
    expect(page.levels[0].rebates).toContainEqual({ period: 'daily', product: 'RNG', rateBp: 50 });
    expect(page.levels[5].rebates).toContainEqual({ period: 'daily', product: 'RNG', rateBp: 100 });
  });
});
