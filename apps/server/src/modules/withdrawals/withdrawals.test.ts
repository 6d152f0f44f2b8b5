import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { addOperator, auditRows, otherBrand, signIn } from '../admin/admin-test-kit';
import { tokenFor } from '../member/member-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { grantPlayMoney } from '../wallet/play-money';
import { autoConfirmWithdrawals } from './auto-confirm-withdrawals';
import {
  balanceMinor,
  heldMinor,
  myWithdrawals,
  operatorCall,
  pay,
  proofUpload,
  reject,
  requestedWithdrawal,
  setWithdrawalRules,
  withdraw,
  withdrawer,
} from './withdrawal-test-kit';

/*
 * How the hold release's proof was checked to fail: reject-withdrawal.ts was made to release the whole
 * amount instead of the unpaid remainder. On PGlite and on PostgreSQL five tests here then failed, "after a
 * part payment, a rejection releases only the remainder and leaves it paid for what was paid" first (the
 * member got paid money back, and the hold went short for the others' payouts). Restored, all pass.
 */

let t: TestApp;
let demoId: number;
let admin: string;
let other: Awaited<ReturnType<typeof otherBrand>>;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
  admin = await signIn(t);
  other = await otherBrand(t);
});
afterAll(() => t.close());

const MINUTE = 60_000;

const requested = (who: Awaited<ReturnType<typeof withdrawer>>, amount: string, extra?: Record<string, unknown>) =>
  requestedWithdrawal(t, who, amount, extra);

async function messagesOf(memberId: bigint) {
  return t.deps.db
    .selectFrom('member_messages')
    .select(['kind', 'params'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

describe('limits', () => {
  it("shows the balance, the brand's default limits, requests left and the member's bank accounts", async () => {
    const m = await withdrawer(t, { balance: 123_456n });
    const res = await t.call({ method: 'GET', url: '/wps/cashier/withdraw/limits', token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      currency: 'MYR',
      exponent: 2,
      available: '1234.56',
      minAmount: '50.00',
      maxAmount: '50000.00',
      maxNow: '1234.56',
      dailyCount: 10,
      usedToday: 0,
      autoConfirmMinutes: 30,
      paymentPasswordSet: true,
      bankAccounts: [{ id: m.bankAccountId, bankName: 'Maybank', accountName: 'Ali Bin Abu' }],
    });
    expect(res.json().value.bankAccounts[0].accountNumber).toMatch(/^\*\*\*\* \d{4}$/);
  });

  it('follows the settings the operator saves, and refuses an upside-down pair', async () => {
    const m = await withdrawer(t, { balance: 10_000n });
    const res = await operatorCall(t, admin, 'PUT', '/admin/api/cashier/withdrawal-settings', {
      minAmount: '20',
      maxAmount: '80.50',
      dailyCount: 3,
      autoConfirmMinutes: 15,
      transferMinAmount: '1',
      transferMaxAmount: '500',
    });
    expect(res.json()).toMatchObject({ success: true, value: { minAmount: '20.00', maxAmount: '80.50' } });
    const limits = (await t.call({ method: 'GET', url: '/wps/cashier/withdraw/limits', token: m.token })).json().value;
    expect(limits).toMatchObject({ minAmount: '20.00', maxAmount: '80.50', maxNow: '80.50', dailyCount: 3 });
    expect(limits.autoConfirmMinutes).toBe(15);
    expect(await auditRows(t, demoId, 'withdrawal_settings.update')).toHaveLength(1);

    const upside = await operatorCall(t, admin, 'PUT', '/admin/api/cashier/withdrawal-settings', {
      minAmount: '90',
      maxAmount: '80',
      dailyCount: 3,
      autoConfirmMinutes: 15,
      transferMinAmount: '1',
      transferMaxAmount: '500',
    });
    expect(upside.json()).toMatchObject({ success: false, code: 'invalid_input' });

    // Finance reads the rules but only an admin changes them (ADR 069).
    await addOperator(t, demoId, 'cashier1', 'finance');
    const finance = await signIn(t, 'cashier1', DEMO_PASSWORD);
    expect((await operatorCall(t, finance, 'GET', '/admin/api/cashier/withdrawal-settings')).statusCode).toBe(200);
    const refused = await operatorCall(t, finance, 'PUT', '/admin/api/cashier/withdrawal-settings', {
      minAmount: '1',
      maxAmount: '2',
      dailyCount: 3,
      autoConfirmMinutes: 15,
      transferMinAmount: '1',
      transferMaxAmount: '500',
    });
    expect(refused.statusCode).toBe(403);
    await setWithdrawalRules(t, {
      minAmount: '5000',
      maxAmount: '5000000',
      dailyCount: 10,
      autoConfirmMinutes: 30,
    });
  });
});

describe('request', () => {
  it('holds the amount: the wallet drops, the hold rises, the record shows it requested', async () => {
    const m = await withdrawer(t, { balance: 100_000n });
    const heldBefore = await heldMinor(t, demoId);
    const res = await withdraw(t, m, '250.50');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      balance: '749.50',
      withdrawal: {
        state: 'requested',
        amount: '250.50',
        paidAmount: '0.00',
        remainingAmount: '250.50',
        bankName: 'Maybank',
        accountName: 'Ali Bin Abu',
        actions: [],
        payments: [],
      },
    });
    expect(await balanceMinor(t, m)).toBe(74_950n);
    expect(await heldMinor(t, demoId)).toBe(heldBefore + 25_050n);
    const funds = await t.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', token: m.token });
    expect(funds.json().value).toMatchObject({ sumBalance: '749.50', withdrawalsInFlight: '250.50' });
    const list = await myWithdrawals(t, m);
    expect(list.map((w) => [w.amount, w.state])).toEqual([['250.50', 'requested']]);
    const entry = await t.deps.db
      .selectFrom('ledger_entries')
      .select(['kind', 'reference'])
      .where('member_id', '=', m.id)
      .where('kind', '=', 'withdrawal_hold')
      .executeTakeFirstOrThrow();
    expect(entry.reference).toBe(`withdrawal:${list[0]?.id}`);
    await expectReconciled(t);
  });

  it.each([
    ['abc', 'amount_not_a_number'],
    ['0', 'amount_not_positive'],
    ['-60', 'amount_not_positive'],
    ['60.001', 'amount_too_many_decimals'],
    ['99999999999999999999', 'amount_too_large'],
    ['49.99', 'amount_below_minimum'],
    ['50000.01', 'amount_above_maximum'],
  ])('refuses the amount %s with %s and changes nothing', async (amount, code) => {
    const m = await withdrawer(t, { balance: 10_000_000n });
    const res = await withdraw(t, m, amount);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, code });
    if (code === 'amount_below_minimum') expect(res.json().message).toBe('The minimum amount is MYR 50.00.');
    if (code === 'amount_above_maximum') expect(res.json().message).toBe('The maximum amount is MYR 50000.00.');
    expect(await balanceMinor(t, m)).toBe(10_000_000n);
    expect(await myWithdrawals(t, m)).toEqual([]);
    const row = await t.deps.db
      .selectFrom('members')
      .select('payment_password_failures')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.payment_password_failures).toBe(0);
  });

  it('refuses more than the balance with insufficient_balance and records no withdrawal', async () => {
    const m = await withdrawer(t, { balance: 9_999n });
    const res = await withdraw(t, m, '100');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'insufficient_balance' });
    expect(await balanceMinor(t, m)).toBe(9_999n);
    expect(await myWithdrawals(t, m)).toEqual([]);
    await expectReconciled(t);
  });

  it('counts wrong payment passwords, then locks withdrawals for 30 minutes; nothing is held meanwhile', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    for (const remaining of [4, 3, 2, 1]) {
      const res = await withdraw(t, m, '60', { paymentPassword: '000000' });
      expect(res.json()).toMatchObject({ code: 'payment_password_wrong' });
      expect(res.json().message).toBe(`The payment password is wrong. ${remaining} tries left.`);
    }
    const locked = await withdraw(t, m, '60', { paymentPassword: '000000' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'payment_password_locked' });
    const stillLocked = await withdraw(t, m, '60');
    expect(stillLocked.json()).toMatchObject({ code: 'payment_password_locked' });
    expect(await balanceMinor(t, m)).toBe(50_000n);
    t.clock.advance(31 * MINUTE);
    expect((await withdraw(t, m, '60')).json()).toMatchObject({ success: true, value: { balance: '440.00' } });
  });

  it('asks for a payment password first when none is set', async () => {
    const m = await withdrawer(t, { balance: 50_000n, paymentPassword: false });
    expect((await withdraw(t, m, '60')).json()).toMatchObject({ code: 'payment_password_not_set' });
    const limits = await t.call({ method: 'GET', url: '/wps/cashier/withdraw/limits', token: m.token });
    expect(limits.json().value.paymentPasswordSet).toBe(false);
  });

  it("refuses another member's bank account, and a removed one", async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const someoneElse = await withdrawer(t);
    expect((await withdraw(t, m, '60', { bankAccountId: someoneElse.bankAccountId })).statusCode).toBe(404);
    await t.deps.db
      .updateTable('member_bank_accounts')
      .set({ removed_at: new Date() })
      .where('id', '=', BigInt(m.bankAccountId))
      .execute();
    expect((await withdraw(t, m, '60')).json()).toMatchObject({ code: 'not_found' });
    expect(await balanceMinor(t, m)).toBe(50_000n);
  });

  it('answers a replayed submission with the first withdrawal and holds once', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const key = randomUUID();
    const first = await withdraw(t, m, '100', { idempotencyKey: key });
    const again = await withdraw(t, m, '100', { idempotencyKey: key });
    expect(again.json().value.withdrawal.id).toBe(first.json().value.withdrawal.id);
    expect(await balanceMinor(t, m)).toBe(40_000n);
    const changed = await withdraw(t, m, '200', { idempotencyKey: key });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'idempotency_conflict' });
    expect(await myWithdrawals(t, m)).toHaveLength(1);
    await expectReconciled(t);
  });

  it('allows the daily count of requests per day in the brand time zone; rejected ones do not count', async () => {
    await setWithdrawalRules(t, { dailyCount: 2 });
    try {
      const m = await withdrawer(t, { balance: 100_000n });
      const first = await requested(m, '60');
      await requested(m, '60');
      const third = await withdraw(t, m, '60');
      expect(third.json()).toMatchObject({ code: 'withdrawal_daily_limit' });
      expect(third.json().message).toBe("You have reached today's limit of 2 withdrawals. Try again tomorrow.");
      expect((await reject(t, admin, first)).statusCode).toBe(200);
      await requested(m, '60');
      expect((await withdraw(t, m, '60')).json().code).toBe('withdrawal_daily_limit');
      t.clock.advance(24 * 60 * MINUTE);
      // Sessions ended meanwhile: sign in again, as the member and the cashier would the next day.
      m.token = await tokenFor(t, m.username);
      admin = await signIn(t);
      await requested(m, '60');
      await expectReconciled(t);
    } finally {
      await setWithdrawalRules(t, { dailyCount: 10 });
    }
  });

  it('refuses trial accounts and has no route to cancel or reverse a withdrawal', async () => {
    // A trial account holds play money only (ADR 052): granted, never funded from the house.
    const trial = await withdrawer(t, { type: 4 });
    await t.deps.db
      .transaction()
      .execute((trx) => grantPlayMoney(trx, { merchantId: trial.merchantId, memberId: trial.id, amount: 50_000n }));
    for (const [method, url] of [
      ['GET', '/wps/cashier/withdraw/limits'],
      ['GET', '/wps/cashier/withdraw/requests'],
    ] as const) {
      const res = await t.call({ method, url, token: trial.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('in_need_true_account');
    }
    expect((await withdraw(t, trial, '60')).json().code).toBe('in_need_true_account');
    expect(await balanceMinor(t, trial)).toBe(50_000n);

    const m = await withdrawer(t, { balance: 50_000n });
    const id = await requested(m, '100');
    for (const [method, url] of [
      ['DELETE', `/wps/cashier/withdraw/requests/${id}`],
      ['POST', `/wps/cashier/withdraw/requests/${id}/cancel`],
      ['POST', `/wps/cashier/withdraw/requests/${id}/reverse`],
      ['PUT', `/wps/cashier/withdraw/requests/${id}`],
    ] as const) {
      const res = await t.call({ method, url, token: m.token, payload: {} });
      expect(res.statusCode).toBe(404);
    }
    expect((await myWithdrawals(t, m))[0]?.state).toBe('requested');
    expect(await balanceMinor(t, m)).toBe(40_000n);
  });
});

describe('paying and rejecting', () => {
  it('pays in full: the hold goes to payment clearing, the member is told and has 30 minutes to confirm', async () => {
    const m = await withdrawer(t, { balance: 100_000n });
    const id = await requested(m, '300');
    const heldBefore = await heldMinor(t, demoId);
    const res = await pay(t, admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      state: 'paid',
      paidAmount: '300.00',
      remainingAmount: '0.00',
      awaitingAmount: '300.00',
      payments: [{ amount: '300.00', note: 'paid by bank transfer', operator: 'admin' }],
    });
    expect(await heldMinor(t, demoId)).toBe(heldBefore - 30_000n);
    expect(await balanceMinor(t, m)).toBe(70_000n);
    expect(await messagesOf(m.id)).toEqual([
      { kind: 'withdrawal_approved', params: { amount: '300.00', currency: 'MYR', withdrawalId: id } },
    ]);
    const [mine] = await myWithdrawals(t, m);
    expect(mine).toMatchObject({ state: 'paid', actions: ['all_received', 'not_received'] });
    expect(Date.parse(mine?.confirmDueAt as string) - t.clock.now().getTime()).toBeGreaterThan(29 * MINUTE);
    const audits = await auditRows(t, demoId, 'withdrawal.pay');
    expect(audits.at(-1)).toMatchObject({ actor_name: 'admin', target_id: id });
    const funds = await t.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', token: m.token });
    expect(funds.json().value).toMatchObject({ withdrawalsInFlight: '0.00', totalWithdrawn: '300.00' });
    await expectReconciled(t);
  });

  it('pays in parts, refuses more than remains, and is paid when the parts add up', async () => {
    const m = await withdrawer(t, { balance: 100_000n });
    const id = await requested(m, '100');
    expect((await pay(t, admin, id, '30')).json().value).toMatchObject({
      state: 'partially_paid',
      paidAmount: '30.00',
      remainingAmount: '70.00',
    });
    const over = await pay(t, admin, id, '70.01');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'withdrawal_over_remaining' });
    expect(over.json().message).toBe('That is more than what remains to be paid (MYR 70.00).');
    for (const [amount, code] of [
      ['0', 'amount_not_positive'],
      ['x', 'amount_not_a_number'],
      ['1.001', 'amount_too_many_decimals'],
    ]) {
      expect((await pay(t, admin, id, amount)).json().code).toBe(code);
    }
    const [mine] = await myWithdrawals(t, m);
    expect(mine).toMatchObject({
      state: 'partially_paid',
      remainingAmount: '70.00',
      awaitingAmount: '30.00',
      actions: ['received', 'not_received'],
    });
    expect((await pay(t, admin, id, '70')).json().value).toMatchObject({ state: 'paid', paidAmount: '100.00' });
    expect((await pay(t, admin, id, '1')).json().code).toBe('withdrawal_state');
    expect((await messagesOf(m.id)).map((x) => x.params.amount)).toEqual(['30.00', '70.00']);
    expect(await balanceMinor(t, m)).toBe(90_000n);
    await expectReconciled(t);
  });

  it('rejects a withdrawal nothing was paid on: all of it goes back to the wallet', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const id = await requested(m, '120');
    expect(await balanceMinor(t, m)).toBe(38_000n);
    const noNote = await operatorCall(t, admin, 'POST', `/admin/api/cashier/withdrawals/${id}/reject`, { note: ' ' });
    expect(noNote.json().code).toBe('invalid_input');
    const res = await reject(t, admin, id, 'bank details do not match');
    expect(res.json().value).toMatchObject({
      state: 'rejected',
      releasedAmount: '120.00',
      rejectNote: 'bank details do not match',
    });
    expect(await balanceMinor(t, m)).toBe(50_000n);
    expect(await messagesOf(m.id)).toEqual([
      {
        kind: 'withdrawal_rejected',
        params: { amount: '120.00', currency: 'MYR', withdrawalId: id, reason: 'bank details do not match' },
      },
    ]);
    // Rejecting again (a double click, a retried call) answers the same withdrawal and releases nothing more.
    const again = await reject(t, admin, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(res.json().value);
    expect(await balanceMinor(t, m)).toBe(50_000n);
    expect(await messagesOf(m.id)).toHaveLength(1);
    expect((await pay(t, admin, id)).json().code).toBe('withdrawal_state');
    expect((await myWithdrawals(t, m))[0]).toMatchObject({
      state: 'rejected',
      rejectNote: 'bank details do not match',
    });
    expect(await auditRows(t, demoId, 'withdrawal.reject')).not.toHaveLength(0);
    await expectReconciled(t);
  });

  it('after a part payment, a rejection releases only the remainder and leaves it paid for what was paid', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const id = await requested(m, '200');
    await pay(t, admin, id, '80');
    const res = await reject(t, admin, id, 'rest refused');
    expect(res.json().value).toMatchObject({
      state: 'paid',
      paidAmount: '80.00',
      releasedAmount: '120.00',
      remainingAmount: '0.00',
      awaitingAmount: '80.00',
    });
    expect(await balanceMinor(t, m)).toBe(42_000n);
    const [mine] = await myWithdrawals(t, m);
    expect(mine).toMatchObject({ state: 'paid', actions: ['all_received', 'not_received'] });
    await t.call({ method: 'POST', url: `/wps/cashier/withdraw/requests/${id}/all-received`, token: m.token });
    expect((await myWithdrawals(t, m))[0]).toMatchObject({ state: 'confirmed', receivedAmount: '80.00' });
    await expectReconciled(t);
  });

  it('pays once for a repeated pay call, and serves two operators paying at once one after the other', async () => {
    const m = await withdrawer(t, { balance: 100_000n });
    const id = await requested(m, '500');
    const key = randomUUID();
    const [a, b] = await Promise.all([
      pay(t, admin, id, '100', { idempotencyKey: key }),
      pay(t, admin, id, '100', { idempotencyKey: key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const after = (await operatorCall(t, admin, 'GET', `/admin/api/cashier/withdrawals/${id}`)).json().value;
    expect(after).toMatchObject({ paidAmount: '100.00', payments: [{ amount: '100.00' }] });
    expect((await pay(t, admin, id, '150', { idempotencyKey: key })).json().code).toBe('idempotency_conflict');

    await addOperator(t, demoId, 'cashier2', 'finance');
    const finance = await signIn(t, 'cashier2', DEMO_PASSWORD);
    const both = await Promise.all([pay(t, admin, id), pay(t, finance, id)]);
    const codes = both.map((r) => (r.json().success ? 'ok' : r.json().code)).sort();
    expect(codes).toEqual(['ok', 'withdrawal_state']);
    const final = (await operatorCall(t, admin, 'GET', `/admin/api/cashier/withdrawals/${id}`)).json().value;
    expect(final).toMatchObject({ state: 'paid', paidAmount: '500.00' });
    expect(final.payments).toHaveLength(2);
    expect(await balanceMinor(t, m)).toBe(50_000n);
    await expectReconciled(t);
  });
});

describe('confirmation', () => {
  const act = (who: { token: string }, id: string, what: 'received' | 'all-received' | 'not-received', body = {}) =>
    t.call({
      method: 'POST',
      url: `/wps/cashier/withdraw/requests/${id}/${what}`,
      token: who.token,
      payload: body,
      language: 'en',
    });

  it('takes received for the parts paid so far, and all received once fully paid', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const id = await requested(m, '100');
    expect((await act(m, id, 'received')).json().code).toBe('withdrawal_state');
    await pay(t, admin, id, '40');
    expect((await act(m, id, 'all-received')).json().code).toBe('withdrawal_state');
    const partly = await act(m, id, 'received');
    expect(partly.json().value).toMatchObject({
      state: 'partially_paid',
      receivedAmount: '40.00',
      awaitingAmount: '0.00',
      confirmation: 'received',
      confirmDueAt: null,
      actions: [],
    });
    await pay(t, admin, id, '60');
    const done = await act(m, id, 'all-received');
    expect(done.json().value).toMatchObject({ state: 'confirmed', receivedAmount: '100.00', actions: [] });
    expect(done.json().value.confirmedAt).not.toBeNull();
    expect((await act(m, id, 'not-received', { proofUploadId: await proofUpload(t, m) })).json().code).toBe(
      'withdrawal_state',
    );
    expect(await auditRows(t, demoId, 'withdrawal.all_received')).not.toHaveLength(0);
  });

  it('takes a not-received report with a proof image; the cashier sees it and resolves it', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const id = await requested(m, '100');
    await pay(t, admin, id);
    const missing = await act(m, id, 'not-received', {});
    expect(missing.json().code).toBe('invalid_input');
    const avatar = await proofUpload(t, m, 'avatar');
    expect((await act(m, id, 'not-received', { proofUploadId: avatar })).statusCode).toBe(404);
    const stranger = await withdrawer(t);
    const theirs = await proofUpload(t, stranger);
    expect((await act(m, id, 'not-received', { proofUploadId: theirs })).statusCode).toBe(404);

    const proof = await proofUpload(t, m);
    const reported = await act(m, id, 'not-received', { proofUploadId: proof });
    expect(reported.json().value).toMatchObject({
      state: 'paid',
      disputed: true,
      confirmation: 'not_received',
      actions: [],
      confirmDueAt: null,
    });
    // The N-minute rule waits for the cashier while a report is open.
    t.clock.advance(45 * MINUTE);
    expect(await autoConfirmWithdrawals(t.deps, { merchantId: demoId, memberId: m.id })).toBe(0);
    const queue = await operatorCall(t, admin, 'GET', '/admin/api/cashier/withdrawals?view=disputed');
    const row = queue.json().value.items.find((w: { id: string }) => w.id === id);
    expect(row).toMatchObject({ disputed: true, proofUploadId: proof, state: 'paid' });
    expect(queue.json().value.counts.disputed).toBeGreaterThanOrEqual(1);
    const image = await t.call({ method: 'GET', url: `/admin/api/uploads/${proof}`, token: admin });
    expect(image.headers['content-type']).toBe('image/png');

    const replyMissing = await operatorCall(t, admin, 'POST', `/admin/api/cashier/withdrawals/${id}/resolve`, {
      outcome: 'resent',
      note: 'only an internal note',
    });
    expect(replyMissing.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'reply' }] });
    const resent = await operatorCall(t, admin, 'POST', `/admin/api/cashier/withdrawals/${id}/resolve`, {
      outcome: 'resent',
      reply: 'We sent the money again; please check your account.',
      note: 'INTERNAL first transfer bounced, Maybank ops ticket 4471',
    });
    expect(resent.json().value).toMatchObject({
      disputed: false,
      resolution: 'resent',
      state: 'paid',
      resolutionReply: 'We sent the money again; please check your account.',
      resolutionNote: 'INTERNAL first transfer bounced, Maybank ops ticket 4471',
    });
    // The member's withdrawal view holds the reply and never the internal note.
    const mine = await t.call({ method: 'GET', url: '/wps/cashier/withdraw/requests', token: m.token });
    const [again] = mine.json().value.items;
    expect(again).toMatchObject({
      actions: ['all_received', 'not_received'],
      resolution: 'resent',
      resolutionReply: 'We sent the money again; please check your account.',
    });
    expect(again).not.toHaveProperty('resolutionNote');
    expect(mine.body).not.toContain('INTERNAL');
    // The member is told with the reply (its live event refreshes an open withdrawal page), never the note.
    const told = (await messagesOf(m.id)).filter((message) => message.kind === 'withdrawal_resolved');
    expect(told).toEqual([
      {
        kind: 'withdrawal_resolved',
        params: { withdrawalId: id, outcome: 'resent', reason: 'We sent the money again; please check your account.' },
      },
    ]);
    await act(m, id, 'not-received', { proofUploadId: await proofUpload(t, m) });
    const delivered = await operatorCall(t, admin, 'POST', `/admin/api/cashier/withdrawals/${id}/resolve`, {
      outcome: 'delivered',
      reply: 'Your bank shows the money credited.',
      note: 'bank statement shows it credited',
    });
    expect(delivered.json().value).toMatchObject({ state: 'confirmed', receivedAmount: '100.00', disputed: false });
    const notOpen = await operatorCall(t, admin, 'POST', `/admin/api/cashier/withdrawals/${id}/resolve`, {
      outcome: 'delivered',
      reply: 'again',
    });
    expect(notOpen.json().code).toBe('withdrawal_state');
    const detail = (await operatorCall(t, admin, 'GET', `/admin/api/cashier/withdrawals/${id}`)).json().value;
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'withdrawal.request',
      'withdrawal.pay',
      'withdrawal.not_received',
      'withdrawal.resolve',
      'withdrawal.not_received',
      'withdrawal.resolve',
    ]);
    expect(await balanceMinor(t, m)).toBe(40_000n);
    await expectReconciled(t);
  });

  it("counts paid money as received after the brand's N minutes, finally; a due one reads confirmed at once", async () => {
    await setWithdrawalRules(t, { autoConfirmMinutes: 5 });
    try {
      const m = await withdrawer(t, { balance: 50_000n });
      const id = await requested(m, '100');
      await pay(t, admin, id);
      t.clock.advance(4 * MINUTE);
      await autoConfirmWithdrawals(t.deps, { merchantId: demoId, memberId: m.id });
      expect(
        (
          await t.deps.db
            .selectFrom('withdrawals')
            .select('state')
            .where('id', '=', BigInt(id))
            .executeTakeFirstOrThrow()
        ).state,
      ).toBe('paid');
      t.clock.advance(2 * MINUTE);
      expect(await autoConfirmWithdrawals(t.deps, { merchantId: demoId, memberId: m.id })).toBe(1);
      const [mine] = await myWithdrawals(t, m);
      expect(mine).toMatchObject({ state: 'confirmed', confirmation: 'auto', receivedAmount: '100.00', actions: [] });
      const late = await act(m, id, 'not-received', { proofUploadId: await proofUpload(t, m) });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'withdrawal_confirm_closed' });

      // Without the job: reading the list applies the rule.
      const id2 = await requested(m, '50');
      await pay(t, admin, id2, '20');
      t.clock.advance(6 * MINUTE);
      const [second] = await myWithdrawals(t, m);
      expect(second).toMatchObject({ id: id2, state: 'partially_paid', receivedAmount: '20.00', confirmation: 'auto' });
      expect(second?.actions).toEqual([]);
      await pay(t, admin, id2);
      const [third] = await myWithdrawals(t, m);
      expect(third).toMatchObject({
        state: 'paid',
        awaitingAmount: '30.00',
        actions: ['all_received', 'not_received'],
      });
      await expectReconciled(t);
    } finally {
      await setWithdrawalRules(t, { autoConfirmMinutes: 30 });
    }
  });
});

describe('the queue and other brands', () => {
  it('filters by view and member, oldest open first, with counts', async () => {
    const m = await withdrawer(t, { balance: 100_000n });
    const a = await requested(m, '60');
    const b = await requested(m, '70');
    await pay(t, admin, b, '10');
    const open = (
      await operatorCall(t, admin, 'GET', `/admin/api/cashier/withdrawals?view=open&member=${m.username.toUpperCase()}`)
    ).json().value;
    expect(open.items.map((w: { id: string }) => w.id)).toEqual([a, b]);
    expect(open.items[0]).toMatchObject({ username: m.username, accountName: 'Ali Bin Abu', bankName: 'Maybank' });
    // Masked for every operator, the administrator too: the whole number only through the reveal below.
    expect(open.items[0].accountNumber).toMatch(/^\*\*\*\* \d{4}$/);
    const awaiting = (
      await operatorCall(t, admin, 'GET', `/admin/api/cashier/withdrawals?view=awaiting&member=${m.username}`)
    ).json().value;
    expect(awaiting.items.map((w: { id: string }) => w.id)).toEqual([b]);
    const none = (
      await operatorCall(t, admin, 'GET', '/admin/api/cashier/withdrawals?view=open&member=zzzznobody')
    ).json().value;
    expect(none).toMatchObject({ items: [], total: 0 });
    expect(none.counts.open).toBeGreaterThanOrEqual(2);
    const badView = await operatorCall(t, admin, 'GET', '/admin/api/cashier/withdrawals?view=everything');
    expect(badView.json().code).toBe('invalid_input');
    const dated = (
      await operatorCall(
        t,
        admin,
        'GET',
        `/admin/api/cashier/withdrawals?view=all&member=${m.username}&from=2000-01-01&to=2000-01-02`,
      )
    ).json().value;
    expect(dated.total).toBe(0);
    // A member cannot call the back office.
    expect((await t.call({ method: 'GET', url: '/admin/api/cashier/withdrawals', token: m.token })).statusCode).toBe(
      401,
    );
  });

  it('masks the account for risk staff in the queue and the detail; only those who pay reveal it, audited', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const id = await requested(m, '100');
    const whole = (
      await t.deps.db
        .selectFrom('withdrawals')
        .select('account_number')
        .where('id', '=', BigInt(id))
        .executeTakeFirstOrThrow()
    ).account_number;
    // Risk staff review the queue but pay nothing, so they see the account masked (ADR 069).
    await addOperator(t, demoId, 'cashdesk', 'risk');
    const reviewer = await signIn(t, 'cashdesk');
    const queue = await operatorCall(
      t,
      reviewer,
      'GET',
      `/admin/api/cashier/withdrawals?view=all&member=${m.username}`,
    );
    const detail = await operatorCall(t, reviewer, 'GET', `/admin/api/cashier/withdrawals/${id}`);
    for (const res of [queue, detail]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(whole);
      expect(res.body).toContain(`**** ${whole.slice(-4)}`);
    }
    const reveals = async () =>
      (await auditRows(t, demoId, 'withdrawal.account_revealed')).filter((r) => r.target_id === id);
    const refused = await operatorCall(t, reviewer, 'POST', `/admin/api/cashier/withdrawals/${id}/reveal-account`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(whole);
    expect(await reveals()).toEqual([]);

    const shown = await operatorCall(t, admin, 'POST', `/admin/api/cashier/withdrawals/${id}/reveal-account`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().value).toEqual({ accountNumber: whole });
    const rows = await reveals();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_type: 'operator',
      actor_name: 'admin',
      target_type: 'withdrawal',
      detail: { memberId: `${m.id}`, accountEnding: whole.slice(-4) },
    });
    const otherAdmin = await signIn(t, 'otheradmin', DEMO_PASSWORD, other.host);
    const foreign = await operatorCall(
      t,
      otherAdmin,
      'POST',
      `/admin/api/cashier/withdrawals/${id}/reveal-account`,
      undefined,
      other.host,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await reveals()).toHaveLength(1);
  });

  it("keeps each brand to its own: another brand's operator cannot see or pay, a member cannot touch another's", async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const id = await requested(m, '100');
    const otherAdmin = await signIn(t, 'otheradmin', DEMO_PASSWORD, other.host);
    const theirQueue = await operatorCall(
      t,
      otherAdmin,
      'GET',
      '/admin/api/cashier/withdrawals?view=all',
      undefined,
      other.host,
    );
    expect(theirQueue.json().value.items.map((w: { id: string }) => w.id)).not.toContain(id);
    for (const [method, url] of [
      ['GET', `/admin/api/cashier/withdrawals/${id}`],
      ['POST', `/admin/api/cashier/withdrawals/${id}/pay`],
      ['POST', `/admin/api/cashier/withdrawals/${id}/reject`],
    ] as const) {
      const res = await operatorCall(
        t,
        otherAdmin,
        method,
        url,
        { note: 'x', idempotencyKey: randomUUID() },
        other.host,
      );
      expect(res.statusCode).toBe(404);
    }
    // The demo member's token means nothing on the other brand's host.
    const foreign = await t.call({
      method: 'GET',
      url: '/wps/cashier/withdraw/requests',
      token: m.token,
      host: other.host,
    });
    expect(foreign.statusCode).toBe(401);
    // Another member of the same brand cannot confirm this one.
    await pay(t, admin, id);
    const stranger = await withdrawer(t);
    const res = await t.call({
      method: 'POST',
      url: `/wps/cashier/withdraw/requests/${id}/all-received`,
      token: stranger.token,
    });
    expect(res.statusCode).toBe(404);
    // A member of the other brand withdraws from their own wallet only.
    const theirs = await withdrawer(t, { balance: 10_000n, code: 'other' });
    const held = await withdraw(t, theirs, '60', {}, other.host);
    expect(held.json()).toMatchObject({ success: true, value: { balance: '40.00' } });
    await expectReconciled(t);
    await expectReconciled(t, 'other');
  });
});
