import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { addOperator, auditRows, signIn } from '../admin/admin-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { createMerchant } from '../system/create-merchant';
import { balanceOf } from '../wallet/wallet-test-kit';
import {
  bankTransfer,
  type Depositor,
  demoMethods,
  depositEntries,
  depositor,
  depositRecord,
  key,
  messagesOf,
  PNG,
  receipt,
  upload,
} from './deposit-test-kit';

let t: TestApp;
let merchantId: number;
let bank: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  admin = await signIn(t);
  bank = (await demoMethods(t, (await depositor(t)).token)).bank;
});
afterAll(() => t.close());

async function submit(who: Depositor, amount = '500.00', reference = 'MBB 88231') {
  const res = await bankTransfer(t, who.token, {
    methodId: bank,
    amount,
    reference,
    receiptUploadId: await receipt(t, who.token),
    idempotencyKey: key(),
  });
  expect(res.json()).toMatchObject({ success: true });
  return res.json().value as { id: string; state: string };
}

function approve(id: string, note = '', token = admin, host?: string) {
  return t.call({ method: 'POST', url: `/admin/api/cashier/deposits/${id}/approve`, token, payload: { note }, host });
}

function reject(id: string, note: string, token = admin) {
  return t.call({ method: 'POST', url: `/admin/api/cashier/deposits/${id}/reject`, token, payload: { note } });
}

function queue(query = '', token = admin, host?: string) {
  return t.call({ method: 'GET', url: `/admin/api/cashier/deposits${query}`, token, host });
}

describe('the methods a member sees', () => {
  it("lists the brand's receiving account, limits and instructions in the member's language", async () => {
    const who = await depositor(t);
    const res = await t.call({ method: 'GET', url: '/wps/cashier/deposit/methods', token: who.token, language: 'en' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ currency: 'MYR', exponent: 2 });
    expect(value.methods).toEqual([
      expect.objectContaining({
        kind: 'bank_transfer',
        name: 'Bank transfer (Maybank)',
        min: '30.00',
        max: '50000.00',
        receivingAccount: {
          bankName: 'Maybank',
          accountName: 'Gemilang Demo Sdn Bhd',
          accountNumber: '5140 1234 5678',
        },
      }),
      expect.objectContaining({
        kind: 'online',
        provider: 'sandbox',
        min: '10.00',
        max: '10000.00',
        receivingAccount: null,
      }),
    ]);
    expect(value.methods[0].instructions).toContain('Transfer the exact amount');
  });
});

describe('a bank transfer', () => {
  it('waits for the cashier, who sees the receipt and approves it: credited once however often approved', async () => {
    const who = await depositor(t);
    const deposit = await submit(who, '500.00');
    expect(deposit).toMatchObject({ state: 'pending', amount: '500.00', reference: 'MBB 88231', hasReceipt: true });
    const funds = await t.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', token: who.token });
    expect(funds.json().value.depositsPending).toBe('500.00');

    const waiting = await queue(`?state=pending&member=${who.username}`);
    expect(waiting.statusCode).toBe(200);
    const row = waiting.json().value.items[0];
    expect(row).toMatchObject({ id: deposit.id, username: who.username, state: 'pending', amount: '500.00' });
    expect(waiting.json().value.waitingCount).toBeGreaterThanOrEqual(1);
    const image = await t.call({ method: 'GET', url: `/admin/api/uploads/${row.receiptUploadId}`, token: admin });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const first = await approve(deposit.id, 'matched statement');
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ state: 'credited', decidedBy: 'admin', note: 'matched statement' });
    const again = await approve(deposit.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.state).toBe('credited');

    expect(await balanceOf(t, who.token)).toBe('500.00');
    expect(await depositEntries(t, deposit.id)).toHaveLength(1);
    expect((await depositRecord(t, who.token, deposit.id)).json().value).toMatchObject({ state: 'credited' });
    expect(await messagesOf(t, who.id)).toEqual([
      { kind: 'deposit_credited', params: { amount: '500.00', currency: 'MYR', depositId: deposit.id } },
    ]);
    const audits = await auditRows(t, merchantId, 'deposit.approve');
    expect(audits.filter((a) => a.target_id === deposit.id)).toHaveLength(1);

    const late = await reject(deposit.id, 'too late');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('deposit_already_decided');
    await expectReconciled(t);
  });

  it('credits once when two operators approve at the same moment', async () => {
    await addOperator(t, merchantId, 'cashier1', 'finance');
    const cs = await signIn(t, 'cashier1');
    const who = await depositor(t);
    const deposit = await submit(who, '75.00');
    const results = await Promise.all([
      approve(deposit.id, '', admin),
      approve(deposit.id, '', cs),
      approve(deposit.id),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await balanceOf(t, who.token)).toBe('75.00');
    expect(await depositEntries(t, deposit.id)).toHaveLength(1);
    await expectReconciled(t);
  });

  it('is rejected with a reason the member reads, and then cannot be approved', async () => {
    const who = await depositor(t);
    const deposit = await submit(who, '40.00');
    const empty = await reject(deposit.id, '  ');
    expect(empty.statusCode).toBe(400);
    const res = await reject(deposit.id, 'No transfer found on the statement');
    expect(res.json().value).toMatchObject({ state: 'rejected', note: 'No transfer found on the statement' });
    expect((await reject(deposit.id, 'again')).statusCode).toBe(200);
    const approveAfter = await approve(deposit.id);
    expect(approveAfter.statusCode).toBe(409);
    expect(approveAfter.json().code).toBe('deposit_already_decided');

    const record = await depositRecord(t, who.token, deposit.id);
    expect(record.json().value).toMatchObject({ state: 'rejected', reason: 'No transfer found on the statement' });
    expect(await balanceOf(t, who.token)).toBe('0.00');
    expect(await messagesOf(t, who.id)).toEqual([
      {
        kind: 'deposit_failed',
        params: {
          amount: '40.00',
          currency: 'MYR',
          depositId: deposit.id,
          reason: 'No transfer found on the statement',
        },
      },
    ]);
    expect((await auditRows(t, merchantId, 'deposit.reject')).some((a) => a.target_id === deposit.id)).toBe(true);
    await expectReconciled(t);
  });

  it('refuses bad amounts with a clear message and stores nothing', async () => {
    const who = await depositor(t);
    const receiptId = await receipt(t, who.token);
    const cases: [string, number, string][] = [
      ['-50', 400, 'amount_not_positive'],
      ['0', 400, 'amount_not_positive'],
      ['0.00', 400, 'amount_not_positive'],
      ['100.001', 400, 'amount_too_many_decimals'],
      ['99999999999999999999', 400, 'amount_too_large'],
      ['abc', 400, 'amount_not_a_number'],
      ['12,34.5.6', 400, 'amount_not_a_number'],
      ['29.99', 422, 'amount_below_minimum'],
      ['50000.01', 422, 'amount_above_maximum'],
    ];
    for (const [amount, status, code] of cases) {
      const res = await bankTransfer(t, who.token, {
        methodId: bank,
        amount,
        reference: 'ref',
        receiptUploadId: receiptId,
        idempotencyKey: key(),
      });
      expect([amount, res.statusCode, res.json().code]).toEqual([amount, status, code]);
    }
    const empty = await bankTransfer(t, who.token, {
      methodId: bank,
      amount: '',
      reference: 'ref',
      receiptUploadId: receiptId,
      idempotencyKey: key(),
    });
    expect(empty.statusCode).toBe(400);
    const numeric = await bankTransfer(t, who.token, {
      methodId: bank,
      amount: 100,
      reference: 'ref',
      receiptUploadId: receiptId,
      idempotencyKey: key(),
    });
    expect(numeric.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'amount' }] });

    const message = await t.call({
      method: 'POST',
      url: '/wps/cashier/deposit/bank-transfer',
      token: who.token,
      language: 'en',
      payload: {
        methodId: bank,
        amount: '50000.01',
        reference: 'r',
        receiptUploadId: receiptId,
        idempotencyKey: key(),
      },
    });
    expect(message.json().message).toBe('The maximum amount is MYR 50,000.00.');
    const zh = await t.call({
      method: 'POST',
      url: '/wps/cashier/deposit/bank-transfer',
      token: who.token,
      language: 'zh',
      payload: { methodId: bank, amount: '1', reference: 'r', receiptUploadId: receiptId, idempotencyKey: key() },
    });
    expect(zh.json().message).toContain('MYR 30.00');
    const list = await t.call({ method: 'GET', url: '/wps/cashier/deposit/records', token: who.token });
    expect(list.json().value.items).toEqual([]);
  });

  it('needs a receipt image of its own: not another file, not another member’s, not reused', async () => {
    const who = await depositor(t);
    const text = await upload(t, who.token, Buffer.from('%PDF-1.4 not an image at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('upload_not_image');
    const gif = await upload(t, who.token, Buffer.from('GIF89a\x01\x00\x01\x00'));
    expect(gif.json().code).toBe('upload_not_image');

    const someoneElse = await depositor(t);
    const theirs = await receipt(t, someoneElse.token);
    const borrowed = await bankTransfer(t, who.token, {
      methodId: bank,
      amount: '100',
      reference: 'r',
      receiptUploadId: theirs,
      idempotencyKey: key(),
    });
    expect(borrowed.statusCode).toBe(404);
    const avatar = await upload(t, who.token, PNG, 'avatar');
    const wrongPurpose = await bankTransfer(t, who.token, {
      methodId: bank,
      amount: '100',
      reference: 'r',
      receiptUploadId: avatar.json().value.id,
      idempotencyKey: key(),
    });
    expect(wrongPurpose.statusCode).toBe(404);
    const missing = await bankTransfer(t, who.token, {
      methodId: bank,
      amount: '100',
      reference: 'r',
      idempotencyKey: key(),
    });
    expect(missing.json()).toMatchObject({
      code: 'invalid_input',
      details: [{ field: 'receiptUploadId', reason: 'required' }],
    });

    const mine = await receipt(t, who.token);
    const ok = await bankTransfer(t, who.token, {
      methodId: bank,
      amount: '100',
      reference: 'r',
      receiptUploadId: mine,
      idempotencyKey: key(),
    });
    expect(ok.statusCode).toBe(200);
    const reused = await bankTransfer(t, who.token, {
      methodId: bank,
      amount: '100',
      reference: 'r',
      receiptUploadId: mine,
      idempotencyKey: key(),
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('deposit_receipt_used');
  });

  it('answers the first request for a repeated key, and limits how many wait at once', async () => {
    const who = await depositor(t);
    const body = {
      methodId: bank,
      amount: '100',
      reference: 'r',
      receiptUploadId: await receipt(t, who.token),
      idempotencyKey: key(),
    };
    const first = await bankTransfer(t, who.token, body);
    const second = await bankTransfer(t, who.token, body);
    expect(second.json().value).toEqual(first.json().value);
    expect((await bankTransfer(t, who.token, { ...body, amount: '101' })).statusCode).toBe(409);
    await submit(who, '100');
    await submit(who, '100');
    const fourth = await bankTransfer(t, who.token, {
      methodId: bank,
      amount: '100',
      reference: 'r',
      receiptUploadId: await receipt(t, who.token),
      idempotencyKey: key(),
    });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().code).toBe('deposit_too_many_pending');
  });

  it('refuses a trial account and a disabled or unknown method', async () => {
    const trial = await depositor(t, { type: 4 });
    for (const res of [
      await t.call({ method: 'GET', url: '/wps/cashier/deposit/methods', token: trial.token }),
      await bankTransfer(t, trial.token, {
        methodId: bank,
        amount: '100',
        reference: 'r',
        receiptUploadId: '1',
        idempotencyKey: key(),
      }),
      await t.call({ method: 'GET', url: '/wps/cashier/deposit/records', token: trial.token }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('in_need_true_account');
    }
    expect((await t.call({ method: 'GET', url: '/wps/cashier/deposit/methods' })).statusCode).toBe(401);

    const who = await depositor(t);
    const receiptId = await receipt(t, who.token);
    const unknown = await bankTransfer(t, who.token, {
      methodId: '999999',
      amount: '100',
      reference: 'r',
      receiptUploadId: receiptId,
      idempotencyKey: key(),
    });
    expect(unknown.json().code).toBe('deposit_method_unavailable');
  });
});

describe('another brand', () => {
  it('cannot see or decide this brand’s deposits, and its members cannot read them', async () => {
    const who = await depositor(t);
    const deposit = await submit(who, '60.00');
    const otherId = await createMerchant(t.deps, { code: 'otherdep', name: 'Other', hosts: ['otherdep.test'] });
    await addOperator(t, otherId, 'otheradmin', 'admin');
    const otherAdmin = await signIn(t, 'otheradmin', undefined, 'otherdep.test');
    const outsider = await depositor(t, { merchantId: otherId, code: 'otherdep' });

    const theirQueue = await queue('', otherAdmin, 'otherdep.test');
    expect(theirQueue.json().value).toMatchObject({ items: [], total: 0, waitingCount: 0 });
    expect((await approve(deposit.id, '', otherAdmin, 'otherdep.test')).statusCode).toBe(404);
    expect((await depositRecord(t, outsider.token, deposit.id, 'otherdep.test')).statusCode).toBe(404);
    // A member of this brand cannot read another member's deposit either.
    const neighbour = await depositor(t);
    expect((await depositRecord(t, neighbour.token, deposit.id)).statusCode).toBe(404);
    // The operator token of one brand is useless on the other's host.
    expect((await queue('', otherAdmin)).statusCode).toBe(401);
    expect(await balanceOf(t, who.token)).toBe('0.00');
  });
});

describe('the cashier queue', () => {
  it('filters by state, kind, member and days in the brand zone', async () => {
    const who = await depositor(t);
    const a = await submit(who, '31.00');
    const b = await submit(who, '32.00');
    await reject(b.id, 'duplicate');
    const mine = await queue(`?member=${who.username}`);
    expect(mine.json().value.items.map((d: { id: string }) => d.id)).toEqual([b.id, a.id]);
    const pending = await queue(`?member=${who.username}&state=pending`);
    expect(pending.json().value.items.map((d: { id: string }) => d.id)).toEqual([a.id]);
    expect((await queue(`?member=${who.username}&kind=online`)).json().value.total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(t.clock.now());
    expect((await queue(`?member=${who.username}&from=${today}&to=${today}`)).json().value.total).toBe(2);
    expect((await queue(`?member=${who.username}&to=2020-01-01`)).json().value.total).toBe(0);
    expect((await queue('?state=bogus')).statusCode).toBe(400);
    expect((await queue('?from=2026-13-01')).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/admin/api/cashier/deposits' })).statusCode).toBe(401);
  });
});

describe('deposit methods in the back office', () => {
  it('lets an admin change limits and accounts (audited), refusing what cannot work; staff cannot', async () => {
    await addOperator(t, merchantId, 'cashier2', 'cs');
    const cs = await signIn(t, 'cashier2');
    expect((await t.call({ method: 'GET', url: '/admin/api/cashier/deposit-methods', token: cs })).statusCode).toBe(
      403,
    );

    const list = await t.call({ method: 'GET', url: '/admin/api/cashier/deposit-methods', token: admin });
    expect(list.json().value.providers).toContain('sandbox');
    const method = list.json().value.methods.find((m: { kind: string }) => m.kind === 'bank_transfer');
    const put = (body: Record<string, unknown>) =>
      t.call({
        method: 'PUT',
        url: `/admin/api/cashier/deposit-methods/${method.id}`,
        token: admin,
        payload: { ...method, ...body },
      });

    const changed = await put({ min: '50', max: '20000', accountNumber: '5140 9999 0000' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().value).toMatchObject({ min: '50.00', max: '20000.00', accountNumber: '5140 9999 0000' });
    expect((await auditRows(t, merchantId, 'deposit_method.update')).length).toBe(1);

    expect((await put({ min: '500', max: '100' })).json()).toMatchObject({
      code: 'invalid_input',
      details: [{ field: 'max' }],
    });
    expect((await put({ min: '1.001' })).json().code).toBe('amount_too_many_decimals');
    expect((await put({ accountNumber: '' })).statusCode).toBe(400);
    expect((await put({ kind: 'online', provider: 'sandbox' })).statusCode).toBe(400);
    const unknownProvider = await t.call({
      method: 'POST',
      url: '/admin/api/cashier/deposit-methods',
      token: admin,
      payload: { ...method, kind: 'online', provider: 'nosuchpay' },
    });
    expect(unknownProvider.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'provider' }] });

    const who = await depositor(t);
    const seen = await t.call({ method: 'GET', url: '/wps/cashier/deposit/methods', token: who.token });
    expect(seen.json().value.methods[0]).toMatchObject({ min: '50.00', max: '20000.00' });
    expect(seen.json().value.methods[0].receivingAccount.accountNumber).toBe('5140 9999 0000');
    const below = await bankTransfer(t, who.token, {
      methodId: bank,
      amount: '49.99',
      reference: 'r',
      receiptUploadId: await receipt(t, who.token),
      idempotencyKey: key(),
    });
    expect(below.json().code).toBe('amount_below_minimum');

    expect((await put({ enabled: false })).json().value.enabled).toBe(false);
    const hidden = await t.call({ method: 'GET', url: '/wps/cashier/deposit/methods', token: who.token });
    expect(hidden.json().value.methods.map((m: { kind: string }) => m.kind)).toEqual(['online']);
    const refused = await bankTransfer(t, who.token, {
      methodId: bank,
      amount: '100',
      reference: 'r',
      receiptUploadId: await receipt(t, who.token),
      idempotencyKey: key(),
    });
    expect(refused.json().code).toBe('deposit_method_unavailable');
    await put({ enabled: true, min: '30', max: '50000', accountNumber: '5140 1234 5678' });
  });
});
