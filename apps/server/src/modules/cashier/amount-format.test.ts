import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { demoMethods, key, receipt } from '../deposits/deposit-test-kit';
import { memberRow } from '../member/member-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { PAY_PASSWORD, pay, type Withdrawer, withdraw, withdrawer } from '../withdrawals/withdrawal-test-kit';

// Every money field of the API, member and back office, refuses an amount that is not written as digits
// with at most one decimal point, with the same translated code, and nothing moves or changes.
// Checked by putting back the old trim and comma removal in parseAmount (packages/contract/src/money.ts):
// "50,5" and "5,0,0" are then accepted by every call below and these tests go red.

const BAD = ['50,5', '5,0,0', ' 5', '1e3', '5.', '+5'];
const MESSAGE =
  'Enter the amount in digits with at most one decimal point, such as 100 or 100.50 (no commas or spaces).';

let t: TestApp;
let demoId: number;
let admin: string;
let member: Withdrawer;
let methods: { bank: string; online: string };
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
  admin = await signIn(t);
  const agent = await memberRow(t, 'demoagent');
  member = await withdrawer(t, { balance: 100_000n, uplineId: agent.id });
  methods = await demoMethods(t, member.token);
});
afterAll(() => t.close());

function expectAmountRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    code: 'amount_not_a_number',
    message: MESSAGE,
    details: [{ field, reason: 'not_a_number' }],
  });
}

/** Every account of the brand with its balance, and the count of money requests of every kind. */
async function moneyState() {
  const db = t.deps.db;
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('merchant_id', '=', demoId)
    .execute();
  const count = async (table: 'deposits' | 'withdrawals' | 'balance_adjustments' | 'ledger_entries') =>
    (await db.selectFrom(table).select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
  return {
    balances: Object.fromEntries(accounts.map((a) => [`${a.id}`, a.balance])),
    deposits: await count('deposits'),
    withdrawals: await count('withdrawals'),
    adjustments: await count('balance_adjustments'),
    entries: await count('ledger_entries'),
  };
}

const operator = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.call({ method, url, token: admin, language: 'en', payload });
const getValue = async (url: string) => (await t.call({ method: 'GET', url, token: admin })).json().value;

describe('an amount that is not digits with at most one decimal point', () => {
  it.each(BAD)('%j moves no money from any member call', async (amount) => {
    const before = await moneyState();
    const upload = await receipt(t, member.token);
    const member_ = (url: string, payload: object) =>
      t.call({ method: 'POST', url, token: member.token, language: 'en', payload });
    expectAmountRefused(
      await member_('/wps/cashier/deposit/online', { methodId: methods.online, amount, idempotencyKey: key() }),
      'amount',
    );
    expectAmountRefused(
      await member_('/wps/cashier/deposit/bank-transfer', {
        methodId: methods.bank,
        amount,
        reference: 'REF123',
        receiptUploadId: upload,
        idempotencyKey: key(),
      }),
      'amount',
    );
    expectAmountRefused(await withdraw(t, member, amount), 'amount');
    expectAmountRefused(
      await member_('/wps/cashier/transfer-upline', {
        amount,
        paymentPassword: PAY_PASSWORD,
        idempotencyKey: randomUUID(),
      }),
      'amount',
    );
    expect(await moneyState()).toEqual(before);
  });

  it.each(BAD)('%j moves no money from any back-office call', async (amount) => {
    const other = await withdrawer(t, { balance: 50_000n });
    const asked = await withdraw(t, other, '100.00');
    expect(asked.statusCode).toBe(200);
    const before = await moneyState();
    expectAmountRefused(await pay(t, admin, asked.json().value.withdrawal.id, amount), 'amount');
    // An adjustment's amount may carry a sign written against its digits ("+5" credits), nothing more.
    for (const signed of [`-${amount}`, `+${amount}`, ...(amount === '+5' ? [] : [amount])]) {
      expectAmountRefused(
        await operator('POST', '/admin/api/adjustments', {
          username: other.username,
          amount: signed,
          reason: 'goodwill',
          idempotencyKey: key(),
        }),
        'amount',
      );
    }
    expect(await moneyState()).toEqual(before);
    await expectReconciled(t);
  });

  it.each(BAD)('%j changes no money setting of the back office', async (amount) => {
    const settings = {
      threshold: await getValue('/admin/api/adjustments/settings'),
      withdrawal: await getValue('/admin/api/cashier/withdrawal-settings'),
      methods: await getValue('/admin/api/cashier/deposit-methods'),
    };
    expectAmountRefused(
      await operator('PUT', '/admin/api/adjustments/settings', { approvalThreshold: amount }),
      'approvalThreshold',
    );
    const rules = {
      minAmount: '10.00',
      maxAmount: '5000.00',
      dailyCount: 5,
      autoConfirmMinutes: 60,
      transferMinAmount: '1.00',
      transferMaxAmount: '1000.00',
    };
    for (const field of ['minAmount', 'maxAmount', 'transferMinAmount', 'transferMaxAmount']) {
      expectAmountRefused(
        await operator('PUT', '/admin/api/cashier/withdrawal-settings', { ...rules, [field]: amount }),
        field,
      );
    }
    const method = {
      kind: 'bank_transfer',
      name: { ms: 'Bank', en: 'Bank', zh: '银行' },
      min: '10.00',
      max: '1000.00',
      enabled: true,
      sort: 5,
      bankName: 'Maybank',
      accountName: 'Gemilang Sdn Bhd',
      accountNumber: '514000111222',
      instructions: { ms: '', en: '', zh: '' },
    };
    for (const field of ['min', 'max']) {
      const bad = { ...method, [field]: amount };
      expectAmountRefused(await operator('POST', '/admin/api/cashier/deposit-methods', bad), field);
      expectAmountRefused(await operator('PUT', `/admin/api/cashier/deposit-methods/${methods.bank}`, bad), field);
    }
    expect({
      threshold: await getValue('/admin/api/adjustments/settings'),
      withdrawal: await getValue('/admin/api/cashier/withdrawal-settings'),
      methods: await getValue('/admin/api/cashier/deposit-methods'),
    }).toEqual(settings);
  });

  it('is still refused in the caller language', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/admin/api/adjustments/settings',
      token: admin,
      language: 'zh',
      payload: { approvalThreshold: '50,5' },
    });
    expect(res.json()).toMatchObject({ code: 'amount_not_a_number', message: expect.stringContaining('小数点') });
  });
});
