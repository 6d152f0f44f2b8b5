import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { player, SLOT } from '../games/games-test-kit';
import { brandDay, setRebate, settledBet } from './rebates-test-kit';

/**
 * Today's rebate so far (ADR 060): the member's valid bets since the brand's midnight at their level's daily rates,
 * by the same lines the day's computation uses, capped as it is; yesterday's bets and other members' are not in it,
 * and nothing is recorded. Checked to fail: with the range starting at yesterday's midnight, the slots line read
 * 60.00 instead of 40.00.
 */
let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
}, 60_000);
afterAll(() => t.close());

const today = (token: string) => t.call({ method: 'GET', url: '/wps/member/rebates/today', token, language: 'en' });

describe("today's rebate so far", () => {
  it('counts the valid bets since midnight at the daily rates, without recording anything', async () => {
    await setRebate(t, merchantId, 'daily', { 0: { RNG: 125, LOTT: 50 } });
    const m = await player(t, 0n);
    const other = await player(t, 0n);
    const now = new Date(t.clock.now().getTime() - 1_000);
    const yesterday = await brandDay(t, merchantId, 1);
    await settledBet(t, { merchantId, memberId: m.id, product: 'game', gameCode: SLOT }, 3_000n, now);
    await settledBet(t, { merchantId, memberId: m.id, product: 'game', gameCode: SLOT }, 1_000n, now);
    await settledBet(t, { merchantId, memberId: m.id, product: 'game', gameCode: SLOT }, 2_000n, yesterday.noon);
    await settledBet(t, { merchantId, memberId: other.id, product: 'game', gameCode: SLOT }, 9_000n, now);

    const res = await today(m.token);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      enabled: true,
      lines: [{ label: 'RNG', base: '40.00', rateBp: 125, amount: '0.50' }],
      amount: '0.50',
      currency: 'MYR',
    });
    expect(new Date(value.periodEnd).getTime() - new Date(value.periodStart).getTime()).toBe(86_400_000);
    expect(new Date(value.periodStart).getTime()).toBeLessThanOrEqual(now.getTime());
    const recorded = await t.deps.db.selectFrom('rewards').select('id').where('member_id', '=', m.id).execute();
    expect(recorded).toEqual([]);
  });

  it('caps the estimate as the day will be, and says when the brand pays no daily rebate', async () => {
    await setRebate(t, merchantId, 'daily', { 0: { RNG: 500 } }, 100n);
    const m = await player(t, 0n);
    await settledBet(
      t,
      { merchantId, memberId: m.id, product: 'game', gameCode: SLOT },
      10_000n,
      new Date(t.clock.now().getTime() - 1_000),
    );
    expect((await today(m.token)).json().value).toMatchObject({ amount: '1.00', lines: [{ amount: '5.00' }] });
    await t.deps.db
      .updateTable('rebate_schedules')
      .set({ enabled: false })
      .where('merchant_id', '=', merchantId)
      .execute();
    expect((await today(m.token)).json().value).toMatchObject({ enabled: false, lines: [], amount: '0.00' });
  });
});
