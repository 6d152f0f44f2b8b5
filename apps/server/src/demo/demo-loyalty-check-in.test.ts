import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { player } from '../modules/games/games-test-kit';
import { merchantIdOf } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoLoyaltyCheckIn } from './demo-loyalty-check-in';

/** The demo brand's check-in table, red envelope events and invite-friends settings (ADR 061), made once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const merchantId = await merchantIdOf(t);
  await seedDemoLoyaltyCheckIn(t.deps.db, merchantId, t.clock.now());
  // A second start makes nothing twice.
  await seedDemoLoyaltyCheckIn(t.deps.db, merchantId, t.clock.now());
}, 60_000);
afterAll(() => t.close());

describe('the demo loyalty programs', () => {
  it('offer a week of check-in rewards', async () => {
    const m = await player(t, 0n);
    const status = (await t.call({ method: 'GET', url: '/wps/member/check-in', token: m.token })).json().value;
    expect(status).toMatchObject({ enabled: true, todayAmount: '1.00', tomorrowAmount: '1.00' });
    expect(status.days.map((d: { amount: string }) => d.amount)).toEqual([
      '1.00',
      '1.00',
      '2.00',
      '2.00',
      '3.00',
      '3.00',
      '8.00',
    ]);
  });

  it('run a red envelope event now and show an ended one with its split to check', async () => {
    const m = await player(t, 0n);
    const page = (
      await t.call({ method: 'GET', url: '/wps/member/red-envelopes', token: m.token, language: 'ms' })
    ).json().value;
    expect(page.current).toMatchObject({ name: 'Angpau Ole-Ole', state: 'open', envelopes: 88, remaining: 88 });
    expect(page.ended).toHaveLength(1);
    expect(page.ended[0]).toMatchObject({ name: 'Angpau hujung minggu', state: 'ended', pool: '168.00' });
    expect(page.ended[0].reveal.amounts).toHaveLength(18);
    const events = await t.deps.db.selectFrom('red_envelope_events').select('id').execute();
    expect(events).toHaveLength(2);
  });

  it('reward invite friends', async () => {
    const m = await player(t, 0n);
    const page = (await t.call({ method: 'GET', url: '/wps/member/referrals', token: m.token })).json().value;
    expect(page).toMatchObject({
      enabled: true,
      terms: { depositReward: '10.00', minFirstDeposit: '50.00', shareBp: 50, friendCap: '20.00', periodCap: '100.00' },
    });
  });
});
