import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../modules/member/member-test-kit';
import { adminCall, memberCall, PAY_PASSWORD, redeem } from '../modules/points/points-test-kit';
import { expectReconciled } from '../modules/reconciliation/reconciliation-test-kit';
import { hashPassword } from '../platform/passwords';
import { merchantIdOf } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoPoints } from './demo-points';

/** The demo brand's points mall (ADR 064): its rules, a catalogue of the three types, and the demo member's points. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const merchantId = await merchantIdOf(t);
  await seedDemoPoints(t.deps.db, merchantId);
  // A second start makes nothing twice.
  await seedDemoPoints(t.deps.db, merchantId);
}, 60_000);
afterAll(() => t.close());

describe('the demo points mall', () => {
  it('earns a point per 10.00 on every product and converts 100 points to 1.00', async () => {
    const token = await tokenFor(t, 'demo');
    const rules = (await memberCall(t, token, 'MCS2_getPointConfig')).json().value;
    expect(rules.rates).toHaveLength(8);
    expect(
      rules.rates.every(
        (r: { bettingUnit: string; pointsRatio: string }) => r.bettingUnit === '10.00' && r.pointsRatio === '1.00',
      ),
    ).toBe(true);
    expect(rules.conversion).toEqual({ points: '100.00', amount: '1.00', minPoints: '100.00' });
  });

  it('offers bonuses, reloads and gifts in Malay, and gives the demo member points once', async () => {
    const token = await tokenFor(t, 'demo');
    const catalogue = await t.call({
      method: 'POST',
      url: '/wps/relay/MCS2_getPointReward',
      token,
      language: 'ms',
      payload: {},
    });
    const items = catalogue.json().value.items as { type: string; name: string; imageUrl: string }[];
    expect(items).toHaveLength(9);
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['promotion', 'life', 'gift']));
    expect(items.map((i) => i.name)).toContain('Pek barangan dapur');
    expect(new Set(items.map((i) => i.imageUrl)).size).toBe(8);
    const balance = (await memberCall(t, token, 'MCS2_getPointBalance')).json().value;
    expect(balance).toEqual({ enabled: true, balance: '2500.00' });
    const staff = (await adminCall(t, 'GET', '/admin/api/points/items')).json().value.items;
    expect(staff.every((i: { version: number }) => i.version === 1)).toBe(true);
    await expectReconciled(t);
  });

  it('lets the demo member redeem the RM5 bonus with their points', async () => {
    await t.deps.db
      .updateTable('members')
      .set({ payment_password_hash: await hashPassword(PAY_PASSWORD) })
      .where('username', '=', 'demo')
      .execute();
    const token = await tokenFor(t, 'demo');
    const items = (await memberCall(t, token, 'MCS2_getPointReward', { type: 'promotion' })).json().value.items;
    const bonus = items.find((i: { points: string }) => i.points === '500.00');
    const made = await redeem(t, token, bonus);
    expect(made.json().value).toMatchObject({ status: 'approved', pointsBalance: '2000.00' });
    await expectReconciled(t);
  });
});
