import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { addOperator, auditRows, signIn } from '../admin/admin-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { memberBalance } from '../wallet/ledger';
import { pointsBalance } from './points-accounts';
import {
  addItem,
  adjust,
  adminCall,
  memberCall,
  moneyState,
  newKey,
  PAY_PASSWORD,
  pointsMember,
  redeem,
  savePointSettings,
  testSettings,
} from './points-test-kit';
import { reconcilePoints } from './reconcile-points';

/**
 * Points to cash at the brand's rate, operators' adjustments, and the points check of the reconciliation (ADR 064).
 *
 * Checked to fail: with adjust-points.ts's zero floor removed, taking 150 off 100 points answered
 * insufficient_balance (the account's own guard) instead of points_insufficient; with the cash entry's reference
 * naming the member instead of its points entry, the reconciliation found every conversion without its cash.
 */
let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  await savePointSettings(t);
}, 60_000);
afterAll(() => t.close());

const convert = (token: string, points: string, idempotencyKey = newKey(), paymentPassword = PAY_PASSWORD) =>
  memberCall(t, token, 'passwordCheck/MCS2_convertPoint', { points, paymentPassword, idempotencyKey });

describe('converting points to cash', () => {
  it('pays points × rate rounded down, once per submission, from the promotion budget', async () => {
    const m = await pointsMember(t, '250.55');
    const key = newKey();
    const first = await convert(m.token, '150.55', key);
    // 150.55 points at 100 → 1.00 is 1.5055, rounded down to 1.50.
    expect(first.json().value).toEqual({ points: '150.55', amount: '1.50', balance: '100.00', cashBalance: '1.50' });
    const again = await convert(m.token, '150.55', key);
    expect(again.json().value).toEqual(first.json().value);
    expect(await pointsBalance(t.deps.db, merchantId, m.id)).toBe(10_000n);
    expect(await memberBalance(t.deps.db, merchantId, m.id)).toBe(150n);
    expect((await convert(m.token, '120', key)).json().code).toBe('idempotency_conflict');
    const moves = (await memberCall(t, m.token, 'ODSFE2_MemTransDet', { kind: 'conversion' })).json().value;
    expect(moves).toMatchObject({ total: 1, items: [{ kind: 'conversion', change: '-150.55', balance: '100.00' }] });
    await expectReconciled(t);
  });

  it('refuses below the minimum, bad points, more than held and a wrong password, moving nothing', async () => {
    const m = await pointsMember(t, '150');
    const before = await moneyState(t, merchantId, m.id);
    const min = (await convert(m.token, '99.99')).json();
    expect(min).toMatchObject({
      code: 'points_conversion_minimum',
      message: 'Convert at least 100.00 points at a time.',
    });
    expect((await convert(m.token, '12.345')).json()).toMatchObject({
      code: 'points_amount_invalid',
      details: [{ field: 'points' }],
    });
    expect((await convert(m.token, '-100')).json().code).toBe('points_amount_invalid');
    expect((await convert(m.token, '150.01')).json().code).toBe('points_insufficient');
    expect((await convert(m.token, '100', newKey(), '000000')).json().code).toBe('payment_password_wrong');
    expect(await moneyState(t, merchantId, m.id)).toEqual(before);
    await savePointSettings(t, { ...testSettings, conversion: null });
    expect((await convert(m.token, '100')).json().code).toBe('points_conversion_unavailable');
    await savePointSettings(t);
    expect(await moneyState(t, merchantId, m.id)).toEqual(before);
  });
});

describe('adjusting a member points', () => {
  it('adds and takes points with a reason, audited, never below zero', async () => {
    const m = await pointsMember(t, '0');
    const key = newKey();
    const body = {
      memberName: m.username.toUpperCase(),
      points: '100',
      reason: 'Goodwill for a late payout',
      idempotencyKey: key,
    };
    const added = await adminCall(t, 'POST', '/admin/api/points/adjustments', body);
    expect(added.json().value).toEqual({ memberName: m.username, points: '100.00', balance: '100.00' });
    // The same form again moves nothing.
    expect((await adminCall(t, 'POST', '/admin/api/points/adjustments', body)).json().value.balance).toBe('100.00');
    expect((await adminCall(t, 'POST', '/admin/api/points/adjustments', { ...body, points: '5' })).json().code).toBe(
      'idempotency_conflict',
    );
    const tooMuch = await adjust(t, m.username, '-150');
    expect(tooMuch.json()).toMatchObject({ code: 'points_insufficient' });
    expect((await adjust(t, m.username, '-100', 'Duplicate goodwill')).json().value.balance).toBe('0.00');
    expect((await adjust(t, m.username, '0')).json().code).toBe('points_amount_invalid');
    expect((await adjust(t, m.username, '--5')).statusCode).toBe(400);
    expect((await adjust(t, 'nobody-here', '5')).json().code).toBe('account_not_found');
    const moves = (await memberCall(t, m.token, 'ODSFE2_MemTransDet', {})).json().value.items;
    expect(moves.map((x: { change: string; remark: string }) => [x.change, x.remark])).toEqual([
      ['-100.00', 'Duplicate goodwill'],
      ['+100.00', 'Goodwill for a late payout'],
    ]);
    const audits = (await auditRows(t, merchantId, 'points.adjust')).filter(
      (a) => (a.detail as { username: string }).username === m.username,
    );
    expect(audits.map((a) => (a.detail as { points: string }).points)).toEqual(['100.00', '-100.00']);
    await expectReconciled(t);
  });

  it('is the admin and customer service, not marketing, who adjust', async () => {
    await addOperator(t, merchantId, 'pointsmkt', 'marketing');
    const marketing = await signIn(t, 'pointsmkt');
    const payload = { memberName: 'demo', points: '1', reason: 'x', idempotencyKey: newKey() };
    const url = '/admin/api/points/adjustments';
    expect((await t.call({ method: 'POST', url, token: marketing, payload })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url, payload })).statusCode).toBe(401);
    // Marketing runs the catalogue and the queue.
    const items = await t.call({ method: 'GET', url: '/admin/api/points/items', token: marketing });
    expect(items.statusCode).toBe(200);
  });
});

describe('the points check of the reconciliation', () => {
  it('finds a redemption whose points were changed by hand', async () => {
    const item = await addItem(t, { points: '100', amount: '1.00' });
    const m = await pointsMember(t, '500', 500n);
    const made = (await redeem(t, m.token, item)).json().value;
    await expectReconciled(t);
    const findings = await t.deps.db
      .transaction()
      .execute(async (trx) => {
        await sql`update point_redemptions set points = points + 1 where id = ${BigInt(made.id)}`.execute(trx);
        const check = await reconcilePoints(trx, merchantId);
        throw Object.assign(new Error('rolled back'), { check });
      })
      .catch((e: { check: Awaited<ReturnType<typeof reconcilePoints>> }) => e.check);
    expect(findings.problems).toBeGreaterThan(0);
    expect(findings.findings.map((f) => [f.code, f.subject, f.expected, f.actual])).toEqual(
      expect.arrayContaining([
        ['points_taken', `point_redemption:${made.id}`, 10_001n, 10_000n],
        ['held_balance', 'points_held', expect.any(BigInt), expect.any(BigInt)],
      ]),
    );
    await expectReconciled(t);
  });
});
