import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { bankTransfer, demoMethods, key, receipt } from '../deposits/deposit-test-kit';
import { launchToken, rid, SLOT, vendorCall, vendorSecret } from '../games/games-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { addDays, todayIn } from '../wallet';
import { operatorCall } from '../withdrawals/withdrawal-test-kit';
import {
  addItem,
  adjust,
  adminCall,
  memberCall,
  newKey,
  PAY_PASSWORD,
  pointsMember,
  redeem,
  savePointSettings,
  testSettings,
} from './points-test-kit';

/**
 * The points report (ADR 064) on a worked example of one brand day in Kuala Lumpur: points earned from a slot round
 * and a deposit, given and taken by adjustments, redeemed, held, converted, and what members hold now.
 *
 * Checked to fail: with points-report.ts's `earned` leaving out the accrual kind it read 0.00 (expected 5.00).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await savePointSettings(t, { ...testSettings, deposit: { bettingUnit: '100', pointsRatio: '1' } });
}, 60_000);
afterAll(() => t.close());

/** A lost slot round of `stake`: RNG earns a point per 10.00 when it ends. */
async function lostSlotRound(m: { id: bigint; token: string }, stake: string) {
  const secret = await vendorSecret(t);
  const token = await launchToken(t, m.token);
  const roundId = `R-${randomUUID()}`;
  const playerId = `${m.id}`;
  const debit = { requestId: rid(), token, playerId, gameCode: SLOT, roundId, transactionId: rid(), amount: stake };
  expect((await vendorCall(t, secret, 'debit', debit)).statusCode).toBe(200);
  expect((await vendorCall(t, secret, 'end-round', { requestId: rid(), playerId, roundId })).statusCode).toBe(200);
}

async function creditedDeposit(m: { token: string }, amount: string) {
  const { bank } = await demoMethods(t, m.token);
  const deposit = await bankTransfer(t, m.token, {
    methodId: bank,
    amount,
    reference: 'PTS',
    receiptUploadId: await receipt(t, m.token),
    idempotencyKey: key(),
  });
  const admin = await signIn(t);
  const id = deposit.json().value.id;
  expect(
    (await operatorCall(t, admin, 'POST', `/admin/api/cashier/deposits/${id}/approve`, { note: 'ok' })).statusCode,
  ).toBe(200);
}

describe('the points report', () => {
  it('sums a day of points issued, redeemed, converted and what members hold', async () => {
    const a = await pointsMember(t, '1000', 10_000n);
    const b = await pointsMember(t, '500', 500n);
    await lostSlotRound(a, '50.00');
    await creditedDeposit(a, '250.00');
    await adjust(t, b.username, '-100', 'Duplicate credit');
    const gift = await addItem(t, { points: '300', amount: '2.00' });
    const life = await addItem(t, { type: 'life', points: '200' });
    const approved = (await redeem(t, a.token, gift)).json().value;
    await adminCall(t, 'POST', `/admin/api/points/redemptions/${approved.id}/approve`, { note: 'Sent by Pos Laju' });
    expect((await redeem(t, a.token, life)).json().value.status).toBe('applying');
    const rejected = (await redeem(t, b.token, gift)).json().value;
    await adminCall(t, 'POST', `/admin/api/points/redemptions/${rejected.id}/reject`, { reason: 'Wrong address' });
    const converted = await memberCall(t, b.token, 'passwordCheck/MCS2_convertPoint', {
      points: '150',
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    expect(converted.json().value.amount).toBe('1.50');

    const today = todayIn('Asia/Kuala_Lumpur', t.clock.now());
    const report = await adminCall(t, 'GET', `/admin/api/points/report?from=${today}&to=${today}`);
    expect(report.json().value).toEqual({
      from: today,
      to: today,
      // 50.00 on a slot at a point per 10.00; 250.00 deposited at a point per 100.00.
      earned: '5.00',
      fromDeposits: '2.50',
      // +1000 and +500 to start, -100 taken off.
      adjusted: '1400.00',
      redeemed: '300.00',
      held: '200.00',
      converted: '150.00',
      conversionCash: '1.50',
      itemMoney: '2.00',
      // a: 1000 + 5 + 2.50 - 300 - 200; b: 500 - 100 - 150 (its rejected gift given back).
      outstanding: '757.50',
      members: 2,
      currency: 'MYR',
    });
    const yesterday = addDays(today, -1);
    const before = (await adminCall(t, 'GET', `/admin/api/points/report?from=${yesterday}&to=${yesterday}`)).json();
    expect(before.value).toMatchObject({
      earned: '0.00',
      adjusted: '0.00',
      redeemed: '0.00',
      held: '200.00',
      members: 2,
    });
    const reversed = await adminCall(t, 'GET', `/admin/api/points/report?from=${today}&to=${yesterday}`);
    expect(reversed.json().code).toBe('date_range_reversed');
    await expectReconciled(t);
  });
});
