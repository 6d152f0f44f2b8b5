import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { AppError } from '../../platform/app-error';
import { gatewaySecret } from '../../platform/payments/gateway-accounts';
import { registerPaymentGateway, unregisterPaymentGateway } from '../../platform/payments/registry';
import { sandboxNoticesSettled } from '../../platform/payments/sandbox/sandbox-delivery';
import { signBody } from '../../platform/payments/signature';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditRows, signIn } from '../admin/admin-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { createMerchant } from '../system/create-merchant';
import { balanceOf } from '../wallet/wallet-test-kit';
import {
  captureSandbox,
  type Depositor,
  demoMethods,
  depositEntries,
  depositor,
  depositRecord,
  depositRow,
  key,
  messagesOf,
  onlineDeposit,
  postNotice,
  pressOnGateway,
  signedNotice,
} from './deposit-test-kit';
import { settleAllStaleDeposits } from './sync-deposit-with-gateway';

/*
 * How the signature guard's proof was checked to fail: the sandbox gateway's check in parseCallback
 * (`if (!signatureMatches(...)) throw payment_signature_invalid`) was skipped. "refuses a bad, missing or
 * stolen signature and a tampered body, changing nothing" then failed on PGlite and on PostgreSQL; every
 * other test here stayed green. Restored, all pass.
 */

let t: TestApp;
let online: string;

beforeAll(async () => {
  t = await createTestApp();
  const first = await depositor(t);
  online = (await demoMethods(t, first.token)).online;
});
afterAll(async () => {
  await sandboxNoticesSettled();
  await t.close();
});
beforeEach(async () => {
  await sandboxNoticesSettled();
});

async function start(who: Depositor, amount = '100.00') {
  const res = await onlineDeposit(t, who.token, { methodId: online, amount, idempotencyKey: key() });
  expect(res.statusCode).toBe(200);
  const value = res.json().value as { deposit: { id: string; state: string }; redirectUrl: string };
  return { id: value.deposit.id, redirectUrl: value.redirectUrl, state: value.deposit.state };
}

/** Pays on the sandbox page without its callback reaching the site, and returns the notice it tried to send. */
async function payWithLostCallback(who: Depositor, amount = '100.00') {
  const capture = captureSandbox(t, () => 503);
  const deposit = await start(who, amount);
  const pressed = await pressOnGateway(t, deposit.redirectUrl);
  expect(pressed.statusCode).toBe(303);
  await sandboxNoticesSettled();
  const notice = capture.sent[0];
  if (!notice) throw new Error('the sandbox sent nothing');
  return { ...deposit, notice };
}

/**
 * Moves the app's clock past the online deposit window for this test only. Deposits are stamped by the
 * database's own clock, so a clock left ahead would make the next test's fresh deposit look stale (and
 * settle it) whichever order the tests run in.
 */
function pastTheWindow() {
  const ms = 36 * 60_000;
  t.clock.advance(ms);
  onTestFinished(() => t.clock.advance(-ms));
}

describe('the sandbox gateway, end to end', () => {
  it('redirects to its own page, takes the payment, returns the member and credits once by its signed callback', async () => {
    captureSandbox(t);
    const who = await depositor(t);
    const deposit = await start(who, '100.00');
    expect(deposit.state).toBe('pending_payment');
    expect(deposit.redirectUrl).toMatch(/^http:\/\/localhost\/sandbox-gateway\/pay\/sbx_[\w-]+$/);

    const funds = await t.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', token: who.token });
    expect(funds.json().value.depositsPending).toBe('100.00');

    const page = await t.app.inject({ method: 'GET', url: new URL(deposit.redirectUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('MYR 100.00');
    expect(page.body).toContain((await depositRow(t, deposit.id)).gateway_order_id);
    expect(page.body).toContain('>Bayar</button>'); // the member's language (Malay by default)

    const pressed = await pressOnGateway(t, deposit.redirectUrl);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`http://localhost/?deposit=${deposit.id}`);
    await sandboxNoticesSettled();

    expect(await balanceOf(t, who.token)).toBe('100.00');
    const record = await depositRecord(t, who.token, deposit.id);
    expect(record.json().value).toMatchObject({ state: 'credited', amount: '100.00', paymentUrl: null });
    expect(await depositEntries(t, deposit.id)).toHaveLength(1);
    expect(await messagesOf(t, who.id)).toEqual([
      { kind: 'deposit_credited', params: { amount: '100.00', currency: 'MYR', depositId: deposit.id } },
    ]);
    const after = await t.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', token: who.token });
    expect(after.json().value).toMatchObject({ depositsPending: '0.00', totalDeposited: '100.00' });
    // The gateway's page now only offers the way back.
    const again = await t.app.inject({ method: 'GET', url: new URL(deposit.redirectUrl).pathname });
    expect(again.body).not.toContain('<button');
    await expectReconciled(t);
  });

  it('keeps retrying a callback the site does not acknowledge, and credits once when one gets through', async () => {
    const capture = captureSandbox(t, (attempt) => (attempt <= 2 ? 500 : null));
    const who = await depositor(t);
    const deposit = await start(who, '42.50');
    await pressOnGateway(t, deposit.redirectUrl);
    await sandboxNoticesSettled();
    expect(capture.sent).toHaveLength(3);
    const order = await t.deps.db
      .selectFrom('sandbox_gateway_orders')
      .select(['callback_attempts', 'callback_answered_at'])
      .where('order_id', '=', (await depositRow(t, deposit.id)).gateway_order_id as string)
      .executeTakeFirstOrThrow();
    expect(order.callback_attempts).toBe(3);
    expect(order.callback_answered_at).not.toBeNull();
    expect(await balanceOf(t, who.token)).toBe('42.50');
    await expectReconciled(t);
  });
});

describe('a callback replayed or reordered', () => {
  it('credits once however often the same notice arrives', async () => {
    const who = await depositor(t);
    const { id, notice } = await payWithLostCallback(who, '77.00');
    for (let i = 0; i < 4; i++) {
      const res = await postNotice(t, notice.body, notice.headers['x-sandbox-signature'] ?? '');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, value: { ok: true } });
    }
    expect(await balanceOf(t, who.token)).toBe('77.00');
    expect(await depositEntries(t, id)).toHaveLength(1);
    expect((await messagesOf(t, who.id)).map((m) => m.kind)).toEqual(['deposit_credited']);
    await expectReconciled(t);
  });

  it('credits from the return page when the callback is late, and the late callback changes nothing', async () => {
    const who = await depositor(t);
    const { id, notice } = await payWithLostCallback(who, '55.00');
    // Back on the site before any callback: the page asks the gateway and shows the outcome.
    const record = await depositRecord(t, who.token, id);
    expect(record.json().value.state).toBe('credited');
    expect(await balanceOf(t, who.token)).toBe('55.00');
    const late = await postNotice(t, notice.body, notice.headers['x-sandbox-signature'] ?? '');
    expect(late.statusCode).toBe(200);
    expect(await balanceOf(t, who.token)).toBe('55.00');
    expect(await depositEntries(t, id)).toHaveLength(1);
    await expectReconciled(t);
  });

  it('changes nothing when the member returns after the callback credited', async () => {
    captureSandbox(t);
    const who = await depositor(t);
    const deposit = await start(who, '12.00');
    await pressOnGateway(t, deposit.redirectUrl);
    await sandboxNoticesSettled();
    for (let i = 0; i < 3; i++) {
      expect((await depositRecord(t, who.token, deposit.id)).json().value.state).toBe('credited');
    }
    expect(await balanceOf(t, who.token)).toBe('12.00');
    expect(await depositEntries(t, deposit.id)).toHaveLength(1);
    await expectReconciled(t);
  });

  it('credits once when callbacks and the return page race each other', async () => {
    const who = await depositor(t);
    const { id, notice } = await payWithLostCallback(who, '250.00');
    const signature = notice.headers['x-sandbox-signature'] ?? '';
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => postNotice(t, notice.body, signature)),
      depositRecord(t, who.token, id),
      depositRecord(t, who.token, id),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await balanceOf(t, who.token)).toBe('250.00');
    expect(await depositEntries(t, id)).toHaveLength(1);
    expect((await depositRow(t, id)).state).toBe('credited');
    expect((await messagesOf(t, who.id)).map((m) => m.kind)).toEqual(['deposit_credited']);
    await expectReconciled(t);
  });
});

describe('a forged or wrong callback', () => {
  it('refuses a bad, missing or stolen signature and a tampered body, changing nothing', async () => {
    const who = await depositor(t);
    const { id, notice } = await payWithLostCallback(who, '90.00');
    const signature = notice.headers['x-sandbox-signature'] ?? '';
    const tampered = notice.body.replace('"9000"', '"900000"');
    expect(tampered).not.toBe(notice.body);
    const otherId = await createMerchant(t.deps, { code: 'forger', name: 'Forger', hosts: ['forger.test'] });
    const otherSecret = await gatewaySecret(t.deps.db, otherId, 'sandbox');

    const attempts = [
      await postNotice(t, notice.body, 'f'.repeat(64)),
      await postNotice(t, notice.body, null),
      await postNotice(t, notice.body, 'not-hex'),
      await postNotice(t, tampered, signature),
      await postNotice(t, notice.body, signBody('a guessed secret', notice.body)),
      // Signed with another brand's sandbox secret: worthless here.
      await postNotice(t, notice.body, signBody(otherSecret, notice.body)),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'payment_signature_invalid' });
    }
    const row = await depositRow(t, id);
    expect(row.state).toBe('pending_payment');
    expect(row.ledger_entry_id).toBeNull();
    expect(await balanceOf(t, who.token)).toBe('0.00');
    expect(await depositEntries(t, id)).toHaveLength(0);
    expect(await messagesOf(t, who.id)).toEqual([]);
    await expectReconciled(t);
  });

  it('refuses a correctly signed notice for another amount or currency, or for an unknown order', async () => {
    const who = await depositor(t);
    const { id, notice } = await payWithLostCallback(who, '60.00');
    const parsed = JSON.parse(notice.body);
    const wrongAmount = await signedNotice(t, { ...parsed, amount: '600000' });
    const res = await postNotice(t, wrongAmount.body, wrongAmount.signature);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'payment_amount_mismatch' });
    const wrongCurrency = await signedNotice(t, { ...parsed, currency: 'USD' });
    expect((await postNotice(t, wrongCurrency.body, wrongCurrency.signature)).statusCode).toBe(422);
    const unknown = await signedNotice(t, { ...parsed, orderId: 'GD000000000000000000000000' });
    const missing = await postNotice(t, unknown.body, unknown.signature);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'not_found' });
    const garbled = await signedNotice(t, { ...parsed, status: 'maybe' });
    expect((await postNotice(t, garbled.body, garbled.signature)).statusCode).toBe(400);

    expect((await depositRow(t, id)).state).toBe('pending_payment');
    expect(await balanceOf(t, who.token)).toBe('0.00');
    // The genuine notice still works afterwards.
    expect((await postNotice(t, notice.body, notice.headers['x-sandbox-signature'] ?? '')).statusCode).toBe(200);
    expect(await balanceOf(t, who.token)).toBe('60.00');
    await expectReconciled(t);
  });

  it("refuses another brand's order even with that brand's valid signature", async () => {
    const who = await depositor(t);
    const { notice } = await payWithLostCallback(who, '15.00');
    await createMerchant(t.deps, { code: 'thief', name: 'Thief', hosts: ['thief.test'] });
    const resigned = await signedNotice(t, JSON.parse(notice.body), 'thief');
    const res = await postNotice(t, resigned.body, resigned.signature, 'thief.test');
    expect(res.statusCode).toBe(404);
    expect(await balanceOf(t, who.token)).toBe('0.00');
  });
});

describe('the cashier and an online payment', () => {
  it('sees it in the queue and can ask the gateway, which credits once (audited)', async () => {
    const admin = await signIn(t);
    const who = await depositor(t);
    const { id } = await payWithLostCallback(who, '88.00');
    const queue = await t.call({
      method: 'GET',
      url: `/admin/api/cashier/deposits?state=pending_payment&member=${who.username}`,
      token: admin,
    });
    expect(queue.json().value.items[0]).toMatchObject({
      id,
      kind: 'online',
      provider: 'sandbox',
      state: 'pending_payment',
    });
    expect(queue.json().value.items[0].gatewayOrderId).toMatch(/^GD[0-9A-F]{24}$/);
    const approve = await t.call({
      method: 'POST',
      url: `/admin/api/cashier/deposits/${id}/approve`,
      token: admin,
      payload: {},
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().code).toBe('deposit_not_bank_transfer');

    const checks = await Promise.all(
      [1, 2].map(() => t.call({ method: 'POST', url: `/admin/api/cashier/deposits/${id}/check`, token: admin })),
    );
    expect(checks.map((c) => c.json().value.state)).toEqual(['credited', 'credited']);
    expect(await balanceOf(t, who.token)).toBe('88.00');
    expect(await depositEntries(t, id)).toHaveLength(1);
    const audits = await auditRows(t, await merchantIdOf(t), 'deposit.check');
    expect(audits.filter((a) => a.target_id === id)).toHaveLength(2);
    await expectReconciled(t);
  });
});

describe('an online payment that does not complete', () => {
  it('fails when the member declines, tells the member, and the gateway page takes no payment afterwards', async () => {
    captureSandbox(t);
    const who = await depositor(t);
    const deposit = await start(who, '30.00');
    const pressed = await pressOnGateway(t, deposit.redirectUrl, 'decline');
    expect(pressed.statusCode).toBe(303);
    await sandboxNoticesSettled();
    expect((await depositRecord(t, who.token, deposit.id)).json().value.state).toBe('failed');
    expect(await messagesOf(t, who.id)).toEqual([
      { kind: 'deposit_failed', params: { amount: '30.00', currency: 'MYR', depositId: deposit.id } },
    ]);
    // Pay after declining: the gateway keeps its first answer.
    expect((await pressOnGateway(t, deposit.redirectUrl, 'pay')).statusCode).toBe(409);
    expect(await balanceOf(t, who.token)).toBe('0.00');
    await expectReconciled(t);
  });

  it('credits a deposit closed as failed when the gateway later sends a signed paid notice: its paid wins', async () => {
    const who = await depositor(t);
    const { id, notice } = await payWithLostCallback(who, '45.00');
    const parsed = JSON.parse(notice.body);
    const failed = await signedNotice(t, { ...parsed, status: 'failed' });
    expect((await postNotice(t, failed.body, failed.signature)).statusCode).toBe(200);
    expect((await depositRow(t, id)).state).toBe('failed');
    expect(await balanceOf(t, who.token)).toBe('0.00');

    // ADR 012 and 019: the money came, so the gateway's paid credits it, once however often it is said.
    const paid = await signedNotice(t, { ...parsed, status: 'paid' });
    expect((await postNotice(t, paid.body, paid.signature)).statusCode).toBe(200);
    expect((await postNotice(t, paid.body, paid.signature)).statusCode).toBe(200);
    expect((await depositRow(t, id)).state).toBe('credited');
    expect(await depositEntries(t, id)).toHaveLength(1);
    expect(await balanceOf(t, who.token)).toBe('45.00');
    expect((await messagesOf(t, who.id)).map((m) => m.kind)).toEqual(['deposit_failed', 'deposit_credited']);
    await expectReconciled(t);
  });

  it('keeps a credited deposit credited when a signed failed notice follows, and acknowledges it', async () => {
    const who = await depositor(t);
    const { id, notice } = await payWithLostCallback(who, '65.00');
    expect((await postNotice(t, notice.body, notice.headers['x-sandbox-signature'] ?? '')).statusCode).toBe(200);
    expect((await depositRow(t, id)).state).toBe('credited');

    // ADR 019: a failure after the credit changes nothing; 200 tells the gateway to stop retrying.
    const failed = await signedNotice(t, { ...JSON.parse(notice.body), status: 'failed' });
    const res = await postNotice(t, failed.body, failed.signature);
    expect(res.statusCode).toBe(200);
    expect((await depositRow(t, id)).state).toBe('credited');
    expect(await depositEntries(t, id)).toHaveLength(1);
    expect(await balanceOf(t, who.token)).toBe('65.00');
    expect((await messagesOf(t, who.id)).map((m) => m.kind)).toEqual(['deposit_credited']);
    await expectReconciled(t);
  });

  it('expires when nobody pays within the window, and the gateway page no longer takes payment', async () => {
    captureSandbox(t);
    const who = await depositor(t);
    const deposit = await start(who, '20.00');
    pastTheWindow();
    const list = await t.call({ method: 'GET', url: '/wps/cashier/deposit/records', token: who.token });
    expect(list.json().value.items[0]).toMatchObject({ id: deposit.id, state: 'expired' });
    expect((await pressOnGateway(t, deposit.redirectUrl)).statusCode).toBe(409);
    const page = await t.app.inject({ method: 'GET', url: new URL(deposit.redirectUrl).pathname });
    expect(page.body).toContain('tamat tempoh');
    expect((await messagesOf(t, who.id)).map((m) => m.kind)).toEqual(['deposit_failed']);
    expect(await balanceOf(t, who.token)).toBe('0.00');
    await expectReconciled(t);
  });

  it('is settled by the background pass when nobody looks: credited if the gateway says paid, else expired', async () => {
    const paid = await depositor(t);
    const { id: paidId } = await payWithLostCallback(paid, '33.00');
    const unpaid = await depositor(t);
    captureSandbox(t);
    const { id: unpaidId } = await start(unpaid, '44.00');
    pastTheWindow();
    await settleAllStaleDeposits(t.deps);
    expect((await depositRow(t, paidId)).state).toBe('credited');
    expect((await depositRow(t, unpaidId)).state).toBe('expired');
    expect(await balanceOf(t, paid.token)).toBe('33.00');
    expect(await balanceOf(t, unpaid.token)).toBe('0.00');
    await settleAllStaleDeposits(t.deps);
    expect(await depositEntries(t, paidId)).toHaveLength(1);
    await expectReconciled(t);
  });

  it('answers payment_gateway_unavailable when the gateway cannot be reached, and records the deposit failed', async () => {
    // The registry is module state shared by every test file of the run: take the gateway out again,
    // even when this test fails.
    onTestFinished(() => unregisterPaymentGateway('broken'));
    registerPaymentGateway({
      code: 'broken',
      createPayment: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      parseCallback: async () => {
        throw new AppError('payment_signature_invalid');
      },
      queryOrder: async () => null,
    });
    const merchantId = await merchantIdOf(t);
    const method = await t.deps.db
      .insertInto('deposit_methods')
      .values({
        merchant_id: merchantId,
        kind: 'online',
        provider: 'broken',
        name: JSON.stringify({ ms: 'Rosak', en: 'Broken', zh: '坏' }),
        min_amount: 100n,
        max_amount: 100_000n,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const who = await depositor(t);
    const res = await onlineDeposit(t, who.token, { methodId: `${method.id}`, amount: '10', idempotencyKey: key() });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, code: 'payment_gateway_unavailable' });
    const list = await t.call({ method: 'GET', url: '/wps/cashier/deposit/records', token: who.token });
    expect(list.json().value.items[0]).toMatchObject({ state: 'failed', amount: '10.00' });
    await t.deps.db.updateTable('deposit_methods').set({ enabled: false }).where('id', '=', method.id).execute();
  });
});

describe('starting an online payment', () => {
  it('refuses amounts outside the method limits and bad amounts, making nothing', async () => {
    const who = await depositor(t);
    const cases: [string, number, string][] = [
      ['9.99', 422, 'amount_below_minimum'],
      ['10000.01', 422, 'amount_above_maximum'],
      ['0', 400, 'amount_not_positive'],
      ['-10', 400, 'amount_not_positive'],
      ['10.005', 400, 'amount_too_many_decimals'],
      ['1e3', 400, 'amount_not_a_number'],
    ];
    for (const [amount, status, code] of cases) {
      const res = await onlineDeposit(t, who.token, { methodId: online, amount, idempotencyKey: key() });
      expect([amount, res.statusCode, res.json().code]).toEqual([amount, status, code]);
    }
    const below = await t.call({
      method: 'POST',
      url: '/wps/cashier/deposit/online',
      token: who.token,
      language: 'en',
      payload: { methodId: online, amount: '5', idempotencyKey: key() },
    });
    expect(below.json().message).toBe('The minimum amount is MYR 10.00.');
    const list = await t.call({ method: 'GET', url: '/wps/cashier/deposit/records', token: who.token });
    expect(list.json().value.items).toEqual([]);
  });

  it('answers the first payment again for a repeated idempotency key', async () => {
    const who = await depositor(t);
    const idempotencyKey = key();
    const first = await onlineDeposit(t, who.token, { methodId: online, amount: '25', idempotencyKey });
    const second = await onlineDeposit(t, who.token, { methodId: online, amount: '25', idempotencyKey });
    expect(second.json().value).toEqual(first.json().value);
    const conflicting = await onlineDeposit(t, who.token, { methodId: online, amount: '26', idempotencyKey });
    expect(conflicting.statusCode).toBe(409);
    const count = await t.deps.db
      .selectFrom('deposits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
