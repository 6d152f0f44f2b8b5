import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { player } from '../games/games-test-kit';
import { walletMinor } from '../lottery/lottery-test-kit';
import { claim, grantOf, makeOffer } from '../promotions/promotions-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { payDueRewards } from './pay-due-rewards';
import { recordRewards } from './record-reward';
import { earn, programGrantsOf, rewardsOf, setProgram } from './rewards-test-kit';

/**
 * The reward centre's rows and their one way to money (ADR 059): recorded once per source, paid by the payer job or
 * the member's claim as a grant of the program's hidden offer, with the program's terms; refusals and expiry.
 */
let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
}, 60_000);
afterAll(() => t.close());

const centre = (token: string, query = '') =>
  t.call({ method: 'GET', url: `/wps/member/rewards${query}`, token, language: 'en' });
const claimOne = (token: string, id: string | bigint) =>
  t.call({
    method: 'POST',
    url: `/wps/member/rewards/${id}/claim`,
    token,
    language: 'ms',
    payload: { idempotencyKey: `claim-${randomUUID()}` },
  });

describe('a reward paid automatically', () => {
  it('is recorded once per source and paid once however often the payer runs, as cash when it needs no turnover', async () => {
    const m = await player(t, 1_000n);
    const first = await earn(t, {
      merchantId,
      memberId: m.id,
      program: 'check_in',
      sourceRef: '2026-11-28',
      amount: 500n,
    });
    const again = await earn(t, {
      merchantId,
      memberId: m.id,
      program: 'check_in',
      sourceRef: '2026-11-28',
      amount: 500n,
    });
    expect(first).toMatchObject({ state: 'due', replayed: false });
    expect(again).toMatchObject({ rewardId: first.rewardId, replayed: true });
    await Promise.all([payDueRewards(t.deps), payDueRewards(t.deps)]);
    await payDueRewards(t.deps);
    const [reward] = await rewardsOf(t, m.id);
    expect(reward).toMatchObject({ state: 'paid', amount: 500n });
    const grants = await programGrantsOf(t, m.id);
    expect(grants).toEqual([
      expect.objectContaining({ program: 'check_in', amount: 500n, state: 'completed', turnover_needed: 0n }),
    ]);
    expect(grants[0]?.id).toBe(reward?.grant_id);
    // A check-in needs no turnover (its program's default terms): it is cash at once.
    expect(await walletMinor(t, m.id)).toBe(1_500n);
    await expectReconciled(t);
  });

  it('pays a reward that asks no play as cash at once even while a bonus is in play, which stays in play', async () => {
    const m = await player(t, 0n);
    const offerId = await makeOffer(t, {
      reward: { kind: 'fixed_credit', amount: 5_000 },
      terms: { turnoverMultiple: 3 },
    });
    expect((await claim(t, m.token, offerId)).statusCode).toBe(200);
    const paid = await earn(t, {
      merchantId,
      memberId: m.id,
      program: 'check_in',
      sourceRef: '2026-11-29',
      amount: 100n,
      payNow: true,
    });
    expect(paid.state).toBe('paid');
    expect(await walletMinor(t, m.id)).toBe(100n);
    expect(await programGrantsOf(t, m.id)).toEqual([
      expect.objectContaining({ program: 'check_in', state: 'completed' }),
    ]);
    expect(await grantOf(t, m.id, offerId)).toMatchObject({ state: 'active', bonus: 5_000n });
    await expectReconciled(t);
  });

  it('holds a rebate in a bonus that needs turning over once, with the program named in the bonus details', async () => {
    const m = await player(t, 0n);
    await earn(t, {
      merchantId,
      memberId: m.id,
      program: 'rebate',
      sourceRef: 'day:2026-11-28',
      amount: 1_234n,
      details: { lines: [{ label: 'RNG', base: '123400', rateBp: 100, amount: '1234' }] },
    });
    await payDueRewards(t.deps);
    const [grant] = await programGrantsOf(t, m.id);
    expect(grant).toMatchObject({ program: 'rebate', state: 'active', turnover_needed: 1_234n });
    const bonuses = await t.call({ method: 'GET', url: '/wps/member/bonuses', token: m.token, language: 'ms' });
    expect(bonuses.json().value.items[0]).toMatchObject({ title: 'Rebat', amount: '12.34' });
    const history = await centre(m.token, '?view=history');
    expect(history.json().value.items[0]).toMatchObject({
      program: 'rebate',
      state: 'paid',
      amount: '12.34',
      details: { lines: [{ label: 'RNG', base: '1234.00', rateBp: 100, amount: '12.34' }] },
    });
    await expectReconciled(t);
  });
});

describe('a reward the member claims', () => {
  it('waits in the reward centre, is paid by one claim, and a second claim pays nothing', async () => {
    await setProgram(t, merchantId, 'race', { autoPay: false, turnoverMultiple: 0 });
    const m = await player(t, 0n);
    const { rewardId } = await earn(t, {
      merchantId,
      memberId: m.id,
      program: 'race',
      sourceRef: 'race:1',
      amount: 2_000n,
    });
    await payDueRewards(t.deps);
    const open = (await centre(m.token)).json().value;
    expect(open).toMatchObject({ waitingCount: 1, waitingAmount: '20.00', total: 1 });
    expect(open.items[0]).toMatchObject({ id: `${rewardId}`, state: 'waiting', program: 'race', paidAt: null });

    const [a, b] = await Promise.all([claimOne(m.token, rewardId), claimOne(m.token, rewardId)]);
    const claimed = [a.json().value.claimed, b.json().value.claimed].sort();
    expect(claimed).toEqual([0, 1]);
    expect(await walletMinor(t, m.id)).toBe(2_000n);
    expect((await centre(m.token)).json().value).toMatchObject({ waitingCount: 0, total: 0 });
    await expectReconciled(t);
  });

  it('claims every waiting reward at once', async () => {
    await setProgram(t, merchantId, 'mission', { autoPay: false, turnoverMultiple: 0 });
    const m = await player(t, 0n);
    for (const ref of ['m:1', 'm:2', 'm:3'])
      await earn(t, { merchantId, memberId: m.id, program: 'mission', sourceRef: ref, amount: 100n });
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/rewards/claim-all',
      token: m.token,
      language: 'en',
      payload: { idempotencyKey: `all-${randomUUID()}` },
    });
    expect(res.json().value).toEqual({ claimed: 3, amount: '3.00' });
    expect(await walletMinor(t, m.id)).toBe(300n);
  });

  it('expires when its claim window passes, and a late claim is refused with why', async () => {
    await setProgram(t, merchantId, 'mission', { autoPay: false, claimDays: 1, turnoverMultiple: 0 });
    const m = await player(t, 0n);
    const { rewardId } = await earn(t, {
      merchantId,
      memberId: m.id,
      program: 'mission',
      sourceRef: 'late',
      amount: 100n,
    });
    // Its window passed (the session's own clock is left alone: moving it would end the session too).
    await t.deps.db
      .updateTable('rewards')
      .set({ claim_by: new Date(Date.now() - 1_000) })
      .where('id', '=', rewardId)
      .execute();
    expect((await centre(m.token)).json().value).toMatchObject({ waitingCount: 0, items: [{ state: 'expired' }] });
    const res = await claimOne(m.token, rewardId);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'reward_expired',
      message: 'Masa untuk menuntut ganjaran ini telah tamat.',
    });
    expect((await rewardsOf(t, m.id))[0]?.state).toBe('expired');
    expect(await walletMinor(t, m.id)).toBe(0n);
  });

  it('refuses another member, an unknown reward and a malformed id, changing nothing', async () => {
    await setProgram(t, merchantId, 'race', { autoPay: false, turnoverMultiple: 0 });
    const owner = await player(t, 0n);
    const other = await player(t, 0n);
    const { rewardId } = await earn(t, {
      merchantId,
      memberId: owner.id,
      program: 'race',
      sourceRef: 'theirs',
      amount: 100n,
    });
    const stolen = await claimOne(other.token, rewardId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('reward_unknown');
    expect((await claimOne(other.token, 'abc')).statusCode).toBe(400);
    expect((await claimOne(other.token, '999999999')).json().code).toBe('reward_unknown');
    expect((await rewardsOf(t, owner.id))[0]?.state).toBe('waiting');
    expect(await walletMinor(t, other.id)).toBe(0n);
    const bad = await centre(owner.token, '?view=everything');
    expect(bad.statusCode).toBe(400);
  });
});

describe('a refusal of the grant engine', () => {
  it('leaves that reward refused with the reason and pays the rest of the batch', async () => {
    const a = await player(t, 0n);
    const b = await player(t, 0n);
    await earn(t, { merchantId, memberId: a.id, program: 'daily_task', sourceRef: 'warm-up', amount: 100n });
    await payDueRewards(t.deps);
    // The program's offer exists now; its budget allows one more small reward only.
    await t.deps.db
      .updateTable('promotion_offers')
      .set({ budget_total: sql`granted_total + 150` })
      .where('merchant_id', '=', merchantId)
      .where('program', '=', 'daily_task')
      .execute();
    await earn(t, { merchantId, memberId: a.id, program: 'daily_task', sourceRef: 'big', amount: 1_000n });
    await earn(t, { merchantId, memberId: b.id, program: 'daily_task', sourceRef: 'small', amount: 100n });
    await payDueRewards(t.deps);
    const big = (await rewardsOf(t, a.id)).find((r) => r.source_ref === 'big');
    expect(big).toMatchObject({ state: 'refused', reason: 'promotion_budget_spent', grant_id: null });
    expect((await rewardsOf(t, b.id))[0]?.state).toBe('paid');
    expect(await walletMinor(t, b.id)).toBe(100n);
    await t.deps.db
      .updateTable('promotion_offers')
      .set({ budget_total: null })
      .where('merchant_id', '=', merchantId)
      .where('program', '=', 'daily_task')
      .execute();
    await expectReconciled(t);
  });
});

describe('a period recorded set-based', () => {
  it('records each member once however often the period is recorded', async () => {
    const a = await player(t, 0n);
    const b = await player(t, 0n);
    const rows = sql<{ member_id: bigint; source_ref: string; amount: bigint; details: unknown }>`
      select * from (values (${a.id}::bigint, 'week:48', 300::bigint, '{}'::text),
                            (${b.id}::bigint, 'week:48', 0::bigint, '{}'::text)) v(member_id, source_ref, amount, details)`;
    const record = () =>
      t.deps.db
        .transaction()
        .execute((trx) => recordRewards(trx, { merchantId, program: 'vip_weekly', now: t.clock.now(), rows }));
    expect(await record()).toBe(1);
    expect(await record()).toBe(0);
    expect(await rewardsOf(t, a.id)).toHaveLength(1);
    expect(await rewardsOf(t, b.id)).toHaveLength(0);
  });
});
