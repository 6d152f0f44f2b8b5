import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { player, slotRound as playSlotRound, SLOT, vendorSecret } from '../games/games-test-kit';
import { makeDraw, place, setResult, walletMinor } from '../lottery/lottery-test-kit';
import { northResult } from '../lottery/result-test-kit';
import { settleDraw } from '../lottery/settle-draw';
import { claim, grantOf, makeOffer } from '../promotions/promotions-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { payDueRewards } from '../rewards/pay-due-rewards';
import { programGrantsOf, setProgram } from '../rewards/rewards-test-kit';
import { runRebates } from './rebate-job';
import { brandDay, forgetRebateRuns, rebatesOf, setRebate, settleAt, settledBet } from './rebates-test-kit';

/**
 * The rebate (ADR 060): a rate of a member's valid bets per product over a brand day or week at their VIP level's
 * rates, recorded set-based by a job as one reward a member a period and paid through the rewards module. The
 * worked example is a mixed day: a Vietnamese lottery bet, e-lottery bets (one on a voided draw), a slot round and
 * a stake partly paid by a bonus; the amounts are checked to the cent.
 * Checked to fail: with `- b.bonus_stake` dropped from valid-bets.ts, the worked example's reward came to 1.41 instead
 * of 1.07 (the bonus part of the 80.00 stake counted); with `r.vip_level = l.vip_level` dropped from
 * compute-rebates.ts, every level's rates applied and three of the four tests went red.
 */
let t: TestApp;
let merchantId: number;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  secret = await vendorSecret(t);
}, 60_000);
afterAll(() => t.close());

/** Level 2 is the worked example's; level 0 pays less, so a wrong level shows. */
const rates = {
  0: { LOTT: 10, ELOTT: 10, RNG: 50 },
  2: { LOTT: 45, ELOTT: 55, RNG: 115 },
};

async function atLevel(m: { id: bigint }, level: number) {
  await t.deps.db.updateTable('members').set({ vip_level: level }).where('id', '=', m.id).execute();
}

/** One slot round: a debit of `stake`, a credit of `win` (none when 0), then its end (the bet settles). */
const slotRound = (m: { id: bigint; token: string }, stake: string, win: string) =>
  playSlotRound(t, secret, m, stake, win);

async function lotteryBet(m: { token: string }, gameCode: string, ticket: object) {
  const draw = await makeDraw(t, gameCode, gameCode === 'XSMB' ? { station: 'HN' } : {});
  const res = await place(t, m, { gameCode, drawNumber: draw.drawNumber, tickets: [ticket] });
  expect(res.statusCode, res.body).toBe(200);
  return draw;
}

describe('a rebate over a mixed day', () => {
  it('pays the rates of the member level on the cash part of won and lost bets, to the cent, once', async () => {
    await setRebate(t, merchantId, 'daily', rates);
    const m = await player(t, 10_000n);
    await atLevel(m, 2);

    // Vietnamese North, đề 12 at 10.00: the special ends in 27, lost. LOTT 10.00.
    const north = await lotteryBet(m, 'XSMB', { betType: 'de', selections: ['12'], stake: '10.00' });
    await setResult(t, north.id, { region: 'north', prizes: northResult('27') });
    await settleDraw(t.deps, north.id);
    // K3, sum 9 at 20.00: the draw comes 1-2-3 (sum 6), lost. ELOTT 20.00.
    const k3 = await lotteryBet(m, 'K31', { betType: 'sum', selections: ['9'], stake: '20.00' });
    await setResult(t, k3.id, { game: 'k3', numbers: [1, 2, 3] });
    await settleDraw(t.deps, k3.id);
    // K3 at 15.00 on a draw the operator voids: refunded, not a valid bet.
    const voided = await lotteryBet(m, 'K31', { betType: 'sum', selections: ['10'], stake: '15.00' });
    await t.deps.db.updateTable('lottery_draws').set({ status: 'void' }).where('id', '=', voided.id).execute();
    await settleDraw(t.deps, voided.id);
    // A slot round of 30.00 paying back 10.00: lost. RNG 30.00.
    await slotRound(m, '30.00', '10.00');
    expect(await walletMinor(t, m.id)).toBe(5_000n);
    // A bonus of 50.00, then a slot round of 80.00: 50.00 cash and 30.00 bonus. RNG 50.00 more, not 80.00.
    const offerId = await makeOffer(t, {
      reward: { kind: 'fixed_credit', amount: 5_000 },
      terms: { turnoverMultiple: 5 },
    });
    expect((await claim(t, m.token, offerId)).statusCode).toBe(200);
    await slotRound(m, '80.00', '0.00');
    expect(await walletMinor(t, m.id)).toBe(0n);
    expect((await grantOf(t, m.id, offerId)).bonus).toBe(2_000n);

    const yesterday = await brandDay(t, merchantId, 1);
    await settleAt(t, m.id, yesterday.noon);
    await runRebates(t.deps);
    await runRebates(t.deps);
    const [rebate, ...more] = await rebatesOf(t, m.id);
    expect(more).toEqual([]);
    // LOTT 10.00 × 0.45 % = 0.045 → 0.04; ELOTT 20.00 × 0.55 % = 0.11; RNG 80.00 × 1.15 % = 0.92. In all 1.07.
    expect(rebate).toMatchObject({ source_ref: `daily:${yesterday.day}`, amount: 107n, state: 'due' });
    expect(rebate?.details).toEqual({
      periodStart: yesterday.start.toISOString(),
      periodEnd: new Date(yesterday.start.getTime() + 86_400_000).toISOString(),
      lines: [
        { label: 'LOTT', base: '1000', rateBp: 45, amount: '4' },
        { label: 'ELOTT', base: '2000', rateBp: 55, amount: '11' },
        { label: 'RNG', base: '8000', rateBp: 115, amount: '92' },
      ],
    });

    await payDueRewards(t.deps);
    await payDueRewards(t.deps);
    const grants = (await programGrantsOf(t, m.id)).filter((g) => g.program === 'rebate');
    // The member still has the other bonus in play: the rebate's grant waits its turn (ADR 057).
    expect(grants).toEqual([expect.objectContaining({ amount: 107n, state: 'pending', turnover_needed: 107n })]);
    const centre = await t.call({ method: 'GET', url: '/wps/member/rewards?view=history', token: m.token });
    expect(centre.json().value.items[0]).toMatchObject({
      program: 'rebate',
      state: 'paid',
      amount: '1.07',
      details: {
        lines: [
          { label: 'LOTT', base: '10.00', rateBp: 45, amount: '0.04' },
          { label: 'ELOTT', base: '20.00', rateBp: 55, amount: '0.11' },
          { label: 'RNG', base: '80.00', rateBp: 115, amount: '0.92' },
        ],
      },
    });
    await expectReconciled(t);
  });
});

describe('the rebate job', () => {
  it('records one reward a member a period however often it runs, even when the claim of a period is lost', async () => {
    await setRebate(t, merchantId, 'daily', rates);
    await forgetRebateRuns(t, merchantId);
    const m = await player(t, 0n);
    const day = await brandDay(t, merchantId, 2);
    await settledBet(t, { merchantId, memberId: m.id, product: 'game', gameCode: SLOT }, 12_345n, day.noon);
    await Promise.all([runRebates(t.deps), runRebates(t.deps)]);
    await runRebates(t.deps);
    // The run rows are gone (a restored backup, a hand edit): the rewards' own uniqueness still holds.
    await forgetRebateRuns(t, merchantId);
    await runRebates(t.deps);
    const rewards = await rebatesOf(t, m.id);
    // 123.45 × 0.50 % = 0.61725 → 0.61 (level 0).
    expect(rewards.map((r) => [r.source_ref, r.amount])).toEqual([[`daily:${day.day}`, 61n]]);
    await Promise.all([payDueRewards(t.deps), payDueRewards(t.deps)]);
    await payDueRewards(t.deps);
    const grants = (await programGrantsOf(t, m.id)).filter((g) => g.program === 'rebate');
    expect(grants).toEqual([expect.objectContaining({ amount: 61n, state: 'active', turnover_needed: 61n })]);
    const run = await t.deps.db
      .selectFrom('rebate_runs')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('period_start', '=', day.start)
      .executeTakeFirstOrThrow();
    expect(run.period).toBe('daily');
  });

  it('computes a week from Monday, waits for the claim when the program says so, and caps a member', async () => {
    await setRebate(t, merchantId, 'weekly', { 0: { RNG: 100, ELOTT: 200 } }, 150n);
    await setProgram(t, merchantId, 'rebate', { autoPay: false, claimDays: 3, turnoverMultiple: 0 });
    const small = await player(t, 0n);
    const big = await player(t, 0n);
    const lastWeek = await brandDay(t, merchantId, 7);
    await settledBet(t, { merchantId, memberId: small.id, product: 'elott', gameCode: 'K31' }, 5_000n, lastWeek.noon);
    await settledBet(t, { merchantId, memberId: big.id, product: 'game', gameCode: SLOT }, 100_000n, lastWeek.noon);
    await runRebates(t.deps);
    const [smallReward] = await rebatesOf(t, small.id);
    const [bigReward] = await rebatesOf(t, big.id);
    // 50.00 × 2 % = 1.00; 1,000.00 × 1 % = 10.00, capped at 1.50.
    expect(smallReward).toMatchObject({ source_ref: `weekly:${lastWeek.monday}`, amount: 100n, state: 'waiting' });
    expect(bigReward).toMatchObject({ amount: 150n, state: 'waiting' });
    await payDueRewards(t.deps);
    expect((await rebatesOf(t, small.id))[0]?.state).toBe('waiting');
    const claimed = await t.call({
      method: 'POST',
      url: `/wps/member/rewards/${smallReward?.id}/claim`,
      token: small.token,
      payload: { idempotencyKey: `claim-${randomUUID()}` },
    });
    expect(claimed.json().value).toEqual({ claimed: 1, amount: '1.00' });
    // No turnover asked: cash at once.
    expect(await walletMinor(t, small.id)).toBe(100n);
    await setProgram(t, merchantId, 'rebate', { autoPay: true, turnoverMultiple: 1 });
  });

  it('pays nothing for a schedule turned off, for periods before it started, or for a trial account', async () => {
    await setRebate(t, merchantId, 'daily', rates);
    await forgetRebateRuns(t, merchantId);
    const m = await player(t, 0n);
    const trial = await player(t, 0n, 4);
    const day = await brandDay(t, merchantId, 1);
    const bet = { merchantId, product: 'game', gameCode: SLOT } as const;
    await settledBet(t, { ...bet, memberId: m.id }, 10_000n, day.noon);
    await settledBet(t, { ...bet, memberId: trial.id }, 10_000n, day.noon);
    await t.deps.db
      .updateTable('rebate_schedules')
      .set({ since: new Date() })
      .where('merchant_id', '=', merchantId)
      .execute();
    await runRebates(t.deps);
    expect(await rebatesOf(t, m.id)).toEqual([]);
    await setRebate(t, merchantId, 'daily', rates);
    await t.deps.db
      .updateTable('rebate_schedules')
      .set({ enabled: false })
      .where('merchant_id', '=', merchantId)
      .execute();
    await runRebates(t.deps);
    expect(await rebatesOf(t, m.id)).toEqual([]);
    await setRebate(t, merchantId, 'daily', rates);
    await runRebates(t.deps);
    expect((await rebatesOf(t, m.id)).map((r) => r.amount)).toEqual([50n]);
    expect(await rebatesOf(t, trial.id)).toEqual([]);
  });
});
