import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { launchToken, player, rid, SLOT, vendorCall, vendorSecret } from '../games/games-test-kit';
import { editGame, makeDraw, place, setResult, walletMinor } from '../lottery/lottery-test-kit';
import { settleDraw } from '../lottery/settle-draw';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { withdraw } from '../withdrawals/withdrawal-test-kit';
import { expireGrants } from './expire-grants';
import { claim, grantOf, makeOffer } from './promotions-test-kit';

/**
 * The grant engine's worked examples (ADR 057), on both databases: cash first and bonus for the rest, a win split
 * in the stake's proportion, contribution by product, max bet refused inside the debit, the cap at conversion,
 * expiry, the withdrawal forfeit, and undoing a rollback and a cancellation; the books reconcile after each.
 */
let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = await vendorSecret(t);
}, 60_000);
afterAll(() => t.close());

/** A member with `cash` minor units who claimed a fixed credit of `bonus` under these terms. */
async function withBonus(cash: bigint, bonus: number, terms: Parameters<typeof makeOffer>[1]['terms'] = {}) {
  const member = await player(t, cash);
  const offerId = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: bonus }, terms });
  const res = await claim(t, member.token, offerId);
  expect(res.statusCode).toBe(200);
  expect(res.json().value).toMatchObject({ state: 'in_progress' });
  return { ...member, offerId, playerId: `${member.id}` };
}

function debit(p: { playerId: string }, launch: string, round: string, amount: string, tx = randomUUID()) {
  return vendorCall(t, secret, 'debit', {
    requestId: rid(),
    token: launch,
    playerId: p.playerId,
    gameCode: SLOT,
    roundId: round,
    transactionId: tx,
    amount,
  });
}

describe('the grant engine', () => {
  it('grants a fixed credit into its own bonus account, not the wallet, once however often it is claimed', async () => {
    const m = await withBonus(5_000n, 10_000);
    const grant = await grantOf(t, m.id, m.offerId);
    expect(grant).toMatchObject({ state: 'active', amount: 10_000n, bonus: 10_000n, turnover_needed: 10_000n });
    expect(await walletMinor(t, m.id)).toBe(5_000n);
    const again = await claim(t, m.token, m.offerId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('promotion_already_claimed');
    expect((await grantOf(t, m.id, m.offerId)).bonus).toBe(10_000n);
    await expectReconciled(t);
  });

  it('spends cash first, then bonus, and counts the whole stake towards turnover (lottery)', async () => {
    const m = await withBonus(3_000n, 10_000);
    const draw = await makeDraw(t, 'K31');
    const res = await place(t, m, {
      gameCode: 'K31',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'sum', selections: ['9'], stake: '50.00' }],
    });
    expect(res.statusCode).toBe(200);
    expect(await walletMinor(t, m.id)).toBe(0n);
    const grant = await grantOf(t, m.id, m.offerId);
    expect(grant).toMatchObject({ bonus: 8_000n, bonus_in_play: 2_000n, turnover_done: 5_000n });
    await expectReconciled(t);

    // The draw comes 2-2-5 (sum 9): the win is split as the stake was, 30 cash : 20 bonus.
    await setResult(t, draw.id, { game: 'k3', numbers: [2, 2, 5] });
    await settleDraw(t.deps, draw.id);
    const bet = await t.deps.db
      .selectFrom('bets')
      .select(['payout', 'status'])
      .where('draw_id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(bet.status).toBe('won');
    const payout = bet.payout as bigint;
    const bonusPart = (payout * 2_000n) / 5_000n;
    expect(await walletMinor(t, m.id)).toBe(payout - bonusPart);
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({ bonus: 8_000n + bonusPart, bonus_in_play: 0n });
    await expectReconciled(t);
  });

  it('counts each product at its own contribution and refuses a stake over the max bet inside the debit', async () => {
    const m = await withBonus(0n, 10_000, {
      turnoverMultiple: 5,
      contributions: [
        { product: 'game', percent: 20 },
        { product: 'lottery', percent: 100 },
      ],
      maxBet: 1_000,
    });
    const launch = await launchToken(t, m.token);
    expect((await debit(m, launch, 'r1', '10.00')).statusCode).toBe(200);
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({ bonus: 9_000n, turnover_done: 200n });

    const over = await debit(m, launch, 'r2', '10.01');
    expect(over.statusCode).toBe(403);
    expect(over.json().code).toBe('bet_limit_exceeded');
    const draw = await makeDraw(t, 'K31');
    const lottery = await place(t, m, {
      gameCode: 'K31',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'sum', selections: ['10'], stake: '10.01' }],
    });
    expect(lottery.statusCode).toBe(422);
    expect(lottery.json().code).toBe('bonus_max_bet');
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({ bonus: 9_000n, turnover_done: 200n });
    await expectReconciled(t);
  });

  it('splits a game win in the stake proportion and gives back a rolled-back stake and its turnover', async () => {
    const m = await withBonus(4_000n, 10_000, { turnoverMultiple: 10 });
    const launch = await launchToken(t, m.token);
    // 40 cash + 60 bonus.
    expect((await debit(m, launch, 'w1', '100.00')).statusCode).toBe(200);
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({ bonus: 4_000n, turnover_done: 10_000n });
    const credit = await vendorCall(t, secret, 'credit', {
      requestId: rid(),
      playerId: m.playerId,
      gameCode: SLOT,
      roundId: 'w1',
      transactionId: randomUUID(),
      amount: '50.00',
      reason: 'win',
    });
    expect(credit.statusCode).toBe(200);
    expect(await walletMinor(t, m.id)).toBe(2_000n);
    expect((await grantOf(t, m.id, m.offerId)).bonus).toBe(7_000n);

    const tx = randomUUID();
    expect((await debit(m, launch, 'w2', '30.00', tx)).statusCode).toBe(200);
    expect(await walletMinor(t, m.id)).toBe(0n);
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({ bonus: 6_000n, turnover_done: 13_000n });
    const rollback = await vendorCall(t, secret, 'rollback', {
      requestId: rid(),
      playerId: m.playerId,
      gameCode: SLOT,
      roundId: 'w2',
      transactionId: tx,
    });
    expect(rollback.statusCode).toBe(200);
    expect(await walletMinor(t, m.id)).toBe(2_000n);
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({ bonus: 7_000n, turnover_done: 10_000n });
    await expectReconciled(t);
  });

  it('converts at the turnover, capped: the rest over the cap goes back to the promotion budget', async () => {
    const m = await withBonus(0n, 1_000, { turnoverMultiple: 1, maxConversionMultiple: 2 });
    const launch = await launchToken(t, m.token);
    // A 5.00 stake of bonus wins 40.00 (all bonus, as the stake was), then 5.00 more turnover completes it.
    expect((await debit(m, launch, 'c1', '5.00')).statusCode).toBe(200);
    await vendorCall(t, secret, 'credit', {
      requestId: rid(),
      playerId: m.playerId,
      gameCode: SLOT,
      roundId: 'c1',
      transactionId: randomUUID(),
      amount: '40.00',
      reason: 'win',
    });
    expect((await grantOf(t, m.id, m.offerId)).bonus).toBe(4_500n);
    expect((await debit(m, launch, 'c2', '5.00')).statusCode).toBe(200);
    const grant = await grantOf(t, m.id, m.offerId);
    // At completion 40.00 is left: 20.00 (2 × the bonus) becomes cash, 20.00 is forfeited.
    expect(grant).toMatchObject({
      state: 'completed',
      reason: 'converted',
      bonus: 0n,
      converted: 2_000n,
      forfeited: 2_000n,
    });
    expect(await walletMinor(t, m.id)).toBe(2_000n);
    await expectReconciled(t);
  });

  it('expires a grant past its life: the bonus goes back, the cash stays', async () => {
    const m = await withBonus(1_000n, 5_000, { turnoverMultiple: 3 });
    await t.deps.db
      .updateTable('promotion_grants')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', m.id)
      .execute();
    expect(await expireGrants(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({
      state: 'expired',
      reason: 'expiry',
      bonus: 0n,
      forfeited: 5_000n,
    });
    expect(await walletMinor(t, m.id)).toBe(1_000n);
    await expectReconciled(t);
  });

  it('asks before a withdrawal forfeits the bonus, then forfeits it in the withdrawal and keeps the cash', async () => {
    const m = await withBonus(20_000n, 5_000, { turnoverMultiple: 3 });
    const refused = await withdraw(t, m, '50.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('bonus_forfeit_unconfirmed');
    expect(await walletMinor(t, m.id)).toBe(20_000n);
    expect((await grantOf(t, m.id, m.offerId)).state).toBe('active');

    const done = await withdraw(t, m, '50.00', { forfeitBonus: true });
    expect(done.statusCode).toBe(200);
    expect(await walletMinor(t, m.id)).toBe(15_000n);
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({ state: 'forfeited', reason: 'withdrawal', bonus: 0n });
    await expectReconciled(t);
  });

  it('gives a cancelled slip its bonus part and turnover back', async () => {
    const m = await withBonus(1_000n, 10_000, { turnoverMultiple: 2 });
    await editGame(t, 'K31', { allowCancel: true });
    const draw = await makeDraw(t, 'K31');
    const res = await place(t, m, {
      gameCode: 'K31',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'sum', selections: ['10'], stake: '30.00' }],
    });
    expect(res.statusCode).toBe(200);
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({ bonus: 8_000n, turnover_done: 3_000n });
    const slipId = res.json().value.slip.id;
    const cancel = await t.call({ method: 'POST', url: `/lgw/bets/${slipId}/cancel`, token: m.token, payload: {} });
    expect(cancel.statusCode).toBe(200);
    expect(await walletMinor(t, m.id)).toBe(1_000n);
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({ bonus: 10_000n, turnover_done: 0n, bonus_in_play: 0n });
    await expectReconciled(t);
  });

  it('gives a voided draw bonus part back to the grant and takes its turnover back', async () => {
    const m = await withBonus(1_000n, 10_000, { turnoverMultiple: 2 });
    const draw = await makeDraw(t, 'K31');
    const res = await place(t, m, {
      gameCode: 'K31',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'sum', selections: ['10'], stake: '40.00' }],
    });
    expect(res.statusCode).toBe(200);
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({ bonus: 7_000n, turnover_done: 4_000n });
    await t.deps.db.updateTable('lottery_draws').set({ status: 'void' }).where('id', '=', draw.id).execute();
    await settleDraw(t.deps, draw.id);
    expect(await walletMinor(t, m.id)).toBe(1_000n);
    expect(await grantOf(t, m.id, m.offerId)).toMatchObject({ bonus: 10_000n, turnover_done: 0n, bonus_in_play: 0n });
    await expectReconciled(t);
  });
});
