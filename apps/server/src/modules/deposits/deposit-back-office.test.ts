import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditRows, signIn } from '../admin/admin-test-kit';
import {
  bankTransfer,
  type Depositor,
  demoMethods,
  depositor,
  depositRecord,
  key,
  onlineDeposit,
  receipt,
} from './deposit-test-kit';

/*
 * What the cashier's queue, the member's records and the back office's method form promise: paging and
 * filters, what a record shows in each state, and the method form's checks and audit.
 *
 * Checked to fail by breaking the code on purpose (restored from a copy after each):
 * - deposit-queue.ts:67 offset `*` → `/`: "pages the queue" went red.
 * - deposit-view.ts:49 reason shown for every state: "shows the cashier's reason only for a rejection" went red.
 * - deposit-method-settings.ts:161 audit detail emptied, :106 creation audit skipped, :55 `<` → `<=`, :139
 *   guard removed: "audits a method's creation and change ..." went red.
 * - deposit-queue.ts:48 `from` ignored, :45 escaping inverted: "filters from a day on ..." went red.
 * - deposit-view.ts:48 and :50, deposit-records.ts:28 (no method ids): "shows the method's name ..." went red.
 * - deposit-view.ts:14 without the Malay fallback: "is shown in the member's language ..." went red.
 */

let t: TestApp;
let merchantId: number;
let bank: string;
let online: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  admin = await signIn(t);
  ({ bank, online } = await demoMethods(t, (await depositor(t)).token));
});
afterAll(() => t.close());

async function submit(who: Depositor, amount: string) {
  const res = await bankTransfer(t, who.token, {
    methodId: bank,
    amount,
    reference: 'MBB 7',
    receiptUploadId: await receipt(t, who.token),
    idempotencyKey: key(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.id as string;
}

function queue(query: string) {
  return t.call({ method: 'GET', url: `/admin/api/cashier/deposits${query}`, token: admin });
}

const ids = (res: Awaited<ReturnType<typeof queue>>) => res.json().value.items.map((d: { id: string }) => d.id);

describe("the cashier's queue", () => {
  it('pages the queue newest first and counts every match', async () => {
    const who = await depositor(t);
    const a = await submit(who, '31.00');
    const b = await submit(who, '32.00');
    const c = await submit(who, '33.00');
    const first = await queue(`?member=${who.username}&page=1&pageSize=2`);
    expect(ids(first)).toEqual([c, b]);
    expect(first.json().value).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(ids(await queue(`?member=${who.username}&page=2&pageSize=2`))).toEqual([a]);
  });

  it('filters from a day on, and takes a member filter literally (an underscore is not a wildcard)', async () => {
    const who = await depositor(t);
    await submit(who, '34.00');
    const now = t.clock.now();
    const day = (offsetDays: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(
        new Date(now.getTime() + offsetDays * 86_400_000),
      );
    expect((await queue(`?member=${who.username}&from=${day(0)}`)).json().value.total).toBe(1);
    expect((await queue(`?member=${who.username}&from=${day(1)}`)).json().value.total).toBe(0);
    const wildcard = `${who.username.slice(0, 2)}_${who.username.slice(3)}`;
    expect((await queue(`?member=${wildcard}`)).json().value.total).toBe(0);
    expect((await queue(`?member=${who.username.slice(0, 4).toUpperCase()}`)).json().value.total).toBeGreaterThan(0);
  });
});

describe("the member's records", () => {
  it("shows the method's name, the receipt and the payment page only where they apply", async () => {
    const who = await depositor(t);
    const transferId = await submit(who, '35.00');
    const started = await onlineDeposit(t, who.token, { methodId: online, amount: '36', idempotencyKey: key() });
    const onlineId = started.json().value.deposit.id as string;

    const list = await t.call({ method: 'GET', url: '/wps/cashier/deposit/records', token: who.token, language: 'en' });
    const items = list.json().value.items as { id: string; methodName: string; hasReceipt: boolean }[];
    expect(items.map((i) => i.id)).toEqual([onlineId, transferId]);
    expect(items.every((i) => i.methodName !== '')).toBe(true);
    const transfer = (await depositRecord(t, who.token, transferId)).json().value;
    expect(transfer).toMatchObject({ hasReceipt: true, paymentUrl: null, reason: '' });
    expect(transfer.methodName).not.toBe('');
    const waiting = (await depositRecord(t, who.token, onlineId)).json().value;
    expect(waiting).toMatchObject({ state: 'pending_payment', hasReceipt: false, reason: '' });
    expect(waiting.paymentUrl).toBe(started.json().value.redirectUrl);
  });

  it("shows the cashier's reason only for a rejection, not an approval's note", async () => {
    const who = await depositor(t);
    const approved = await submit(who, '37.00');
    const rejected = await submit(who, '38.00');
    const decide = (id: string, action: string, note: string) =>
      t.call({ method: 'POST', url: `/admin/api/cashier/deposits/${id}/${action}`, token: admin, payload: { note } });
    expect((await decide(approved, 'approve', 'internal: matched')).statusCode).toBe(200);
    expect((await decide(rejected, 'reject', 'not on statement')).statusCode).toBe(200);
    expect((await depositRecord(t, who.token, approved)).json().value).toMatchObject({ state: 'credited', reason: '' });
    expect((await depositRecord(t, who.token, rejected)).json().value).toMatchObject({
      state: 'rejected',
      reason: 'not on statement',
    });
  });
});

describe("a method's name", () => {
  it("is shown in the member's language, falling back to Malay where that language is blank", async () => {
    const row = await t.deps.db
      .insertInto('deposit_methods')
      .values({
        merchant_id: merchantId,
        kind: 'online',
        provider: 'sandbox',
        name: JSON.stringify({ ms: 'Bayaran Pantas', en: 'Fast Pay', zh: '' }),
        min_amount: 1000n,
        max_amount: 100_000n,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const who = await depositor(t);
    const names = async (language: 'ms' | 'en' | 'zh') => {
      const res = await t.call({ method: 'GET', url: '/wps/cashier/deposit/methods', token: who.token, language });
      return (res.json().value.methods as { id: string; name: string }[]).find((m) => m.id === row.id.toString())?.name;
    };
    expect(await names('en')).toBe('Fast Pay');
    expect(await names('ms')).toBe('Bayaran Pantas');
    expect(await names('zh')).toBe('Bayaran Pantas');
    await t.deps.db.updateTable('deposit_methods').set({ enabled: false }).where('id', '=', row.id).execute();
  });
});

describe('deposit methods in the back office', () => {
  async function onlineMethodForm() {
    const list = await t.call({ method: 'GET', url: '/admin/api/cashier/deposit-methods', token: admin });
    return list.json().value.methods.find((m: { kind: string }) => m.kind === 'online') as Record<string, unknown>;
  }

  it("audits a method's creation and change, allows equal limits, refuses a change of kind or an unknown one", async () => {
    const form = await onlineMethodForm();
    const created = await t.call({
      method: 'POST',
      url: '/admin/api/cashier/deposit-methods',
      token: admin,
      payload: { ...form, name: { ms: 'Kedua', en: 'Second', zh: '第二' }, min: '20', max: '900' },
    });
    expect(created.statusCode).toBe(200);
    const method = created.json().value as { id: string };
    const createAudit = (await auditRows(t, merchantId, 'deposit_method.create')).find(
      (a) => a.target_id === method.id,
    );
    expect(createAudit?.ip).toBeTruthy();
    expect(createAudit?.detail).toMatchObject({
      kind: 'online',
      provider: 'sandbox',
      name: { ms: 'Kedua', en: 'Second', zh: '第二' },
      min: '20.00',
      max: '900.00',
    });

    const put = (body: Record<string, unknown>, id = method.id) =>
      t.call({
        method: 'PUT',
        url: `/admin/api/cashier/deposit-methods/${id}`,
        token: admin,
        payload: { ...form, ...created.json().value, ...body },
      });
    const equal = await put({ min: '50', max: '50' });
    expect(equal.statusCode).toBe(200);
    expect(equal.json().value).toMatchObject({ min: '50.00', max: '50.00' });
    const updateAudit = (await auditRows(t, merchantId, 'deposit_method.update')).find(
      (a) => a.target_id === method.id,
    );
    expect(updateAudit?.ip).toBeTruthy();
    expect(updateAudit?.detail).toMatchObject({
      before: { min: '20.00', max: '900.00', name: { en: 'Second' } },
      after: { min: '50.00', max: '50.00', name: { en: 'Second' } },
    });

    const kind = await put({ kind: 'bank_transfer', bankName: 'B', accountName: 'A', accountNumber: '1' });
    expect(kind.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'kind', reason: 'invalid' }] });
    const unknown = await put({}, '999999999');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
    await put({ enabled: false });
  });
});
