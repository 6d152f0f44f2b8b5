import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../platform/context';
import type { GatewayNotice } from '../../platform/payments/gateway';
import { registerPaymentGateway, unregisterPaymentGateway } from '../../platform/payments/registry';
import { sandboxNoticesSettled } from '../../platform/payments/sandbox/sandbox-delivery';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditRows, signIn } from '../admin/admin-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { balanceOf } from '../wallet/wallet-test-kit';
import {
  bankTransfer,
  type Depositor,
  demoMethods,
  depositEntries,
  depositor,
  depositRow,
  key,
  messagesOf,
  onlineDeposit,
  receipt,
} from './deposit-test-kit';
import {
  ONLINE_DEPOSIT_EXPIRY_MINUTES,
  settleStaleDeposits,
  syncDepositWithGateway,
} from './sync-deposit-with-gateway';

/*
 * What the site does with a gateway's answer about an online deposit, whether the gateway calls back or
 * is asked (the return page, the cashier's check, the background pass). A scripted gateway ("scripted")
 * says exactly what each test needs, including answers the sandbox never gives (pending, a wrong amount).
 *
 * Checked to fail by breaking the code on purpose (restored from a copy after each):
 * - deposit-gateway-callback.ts:46 `deposit.state === 'created'` → `!==`: "a failed notice closes ... still
 *   being created" went red; the condition forced to true: "a pending notice changes nothing" went red.
 * - deposit-gateway-callback.ts:24 guard removed: "an unknown provider" went red (500).
 * - routes.ts:89 guard removed: "answers unknown_domain ..." went red (500).
 * - sync-deposit-with-gateway.ts:36 `matches` forced to true: "credits only a paid answer ..." went red.
 * - sync-deposit-with-gateway.ts:47 `>` → `>=`: "expires one millisecond past the window" went red.
 * - sync-deposit-with-gateway.ts:42 guard removed: "leaves a deposit already expired or failed" went red.
 * - sync-deposit-with-gateway.ts:24 guard removed: "asks no gateway about ..." went red.
 * - sync-deposit-with-gateway.ts:73 member filter removed: "settles only the member's own" went red.
 * - sync-deposit-with-gateway.ts:33 gateway error swallowed: "answers payment_gateway_unavailable ..." went red.
 * - sync-deposit-with-gateway.ts:46 `-` → `+`: five tests went red.
 * - decide-deposit.ts:71 audit detail emptied, and :18 `request.ip || null` → `&&`: "the cashier's question
 *   ... is audited" went red.
 * - credit-deposit.ts:93 operator branch forced: "credits only a paid answer ..." went red (no gateway reference).
 * - deposit-gateway-callback.ts:49 `if (true) throw error`: "a paid and a failed notice race" went red on
 *   PostgreSQL only; PGlite runs one request at a time, so the race never happens there.
 */

let t: TestApp;
let merchantId: number;
let scriptedMethod: string;
let sandboxMethod: string;
let admin: string;
const merchant = () => ({ id: merchantId, currencyExponent: 2 });

/** What the scripted gateway answers per order: a notice, null (never heard of it) or 'down'. */
const answers = new Map<string, GatewayNotice | null | 'down'>();
const asked: string[] = [];

beforeAll(async () => {
  registerPaymentGateway({
    code: 'scripted',
    createPayment: async (_ctx, input) => ({
      redirectUrl: `https://pay.scripted.test/${input.orderId}`,
      gatewayReference: `created-${input.orderId}`,
    }),
    parseCallback: async (_ctx, raw) => {
      const body = JSON.parse(raw.rawBody) as Omit<GatewayNotice, 'amount'> & { amount: string };
      return { ...body, amount: BigInt(body.amount) };
    },
    queryOrder: async (_ctx, orderId) => {
      asked.push(orderId);
      const answer = answers.get(orderId);
      if (answer === 'down') throw new Error('connect ETIMEDOUT');
      return answer ?? null;
    },
  });
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  admin = await signIn(t);
  const method = await t.deps.db
    .insertInto('deposit_methods')
    .values({
      merchant_id: merchantId,
      kind: 'online',
      provider: 'scripted',
      name: JSON.stringify({ ms: 'Skrip', en: 'Scripted', zh: '脚本' }),
      min_amount: 100n,
      max_amount: 10_000_000n,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  scriptedMethod = method.id.toString();
  sandboxMethod = (await demoMethods(t, (await depositor(t)).token)).online;
});
afterAll(async () => {
  unregisterPaymentGateway('scripted');
  await sandboxNoticesSettled();
  await t.close();
});

async function start(who: Depositor, amount = '100.00', methodId = scriptedMethod) {
  const res = await onlineDeposit(t, who.token, { methodId, amount, idempotencyKey: key() });
  expect(res.statusCode).toBe(200);
  return depositRow(t, res.json().value.deposit.id);
}

type Row = Awaited<ReturnType<typeof depositRow>>;

/** The gateway's notice about this deposit's order, as it matches by default. */
function noticeFor(row: Row, change: Partial<GatewayNotice> = {}): GatewayNotice {
  return {
    orderId: row.gateway_order_id as string,
    gatewayReference: `paid-${row.gateway_order_id}`,
    status: 'pending',
    amount: row.amount,
    currency: row.currency,
    ...change,
  };
}

/** The app's dependencies with the clock stopped at this instant (the window's edge is exact). */
function at(ms: number): Deps {
  return { ...t.deps, now: () => new Date(ms) };
}

function callback(provider: string, notice: GatewayNotice) {
  return t.app.inject({
    method: 'POST',
    url: `/payments/callback/${provider}`,
    headers: { host: 'localhost', 'content-type': 'application/json' },
    payload: JSON.stringify({ ...notice, amount: notice.amount.toString() }),
  });
}

/** Moves a deposit's birth back (the app never rewrites created_at, so its type forbids it: a test's licence). */
async function backdate(row: Row, minutes: number) {
  await t.deps.db
    .updateTable('deposits')
    .set({ created_at: new Date(Date.now() - minutes * 60_000) } as never)
    .where('id', '=', row.id)
    .execute();
  return depositRow(t, row.id.toString());
}

describe("a gateway's callback", () => {
  it('closes a waiting deposit failed on a failed notice and tells the member', async () => {
    const who = await depositor(t);
    const row = await start(who, '21.00');
    const res = await callback('scripted', noticeFor(row, { status: 'failed' }));
    expect(res.statusCode).toBe(200);
    expect((await depositRow(t, row.id.toString())).state).toBe('failed');
    expect(await messagesOf(t, who.id)).toEqual([
      { kind: 'deposit_failed', params: { amount: '21.00', currency: 'MYR', depositId: row.id.toString() } },
    ]);
    // Said again, it changes nothing and is still acknowledged.
    expect((await callback('scripted', noticeFor(row, { status: 'failed' }))).statusCode).toBe(200);
    expect(await messagesOf(t, who.id)).toHaveLength(1);
  });

  it('closes failed a deposit still being created (the member was never sent to pay: no message)', async () => {
    const who = await depositor(t);
    const row = await start(who, '22.00');
    await t.deps.db.updateTable('deposits').set({ state: 'created' }).where('id', '=', row.id).execute();
    expect((await callback('scripted', noticeFor(row, { status: 'failed' }))).statusCode).toBe(200);
    expect((await depositRow(t, row.id.toString())).state).toBe('failed');
    expect(await messagesOf(t, who.id)).toEqual([]);
  });

  it('changes nothing on a pending notice', async () => {
    const who = await depositor(t);
    const row = await start(who, '23.00');
    expect((await callback('scripted', noticeFor(row, { status: 'pending' }))).statusCode).toBe(200);
    expect((await depositRow(t, row.id.toString())).state).toBe('pending_payment');
    expect(await messagesOf(t, who.id)).toEqual([]);
  });

  it('answers not_found for a provider this server does not have', async () => {
    const who = await depositor(t);
    const row = await start(who, '24.00');
    const res = await callback('nosuchgateway', noticeFor(row, { status: 'paid' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    expect((await depositRow(t, row.id.toString())).state).toBe('pending_payment');
  });

  it("answers unknown_domain for a notice sent to a host that is no brand's", async () => {
    const who = await depositor(t);
    const row = await start(who, '26.00');
    const res = await t.app.inject({
      method: 'POST',
      url: '/payments/callback/scripted',
      headers: { host: 'nobrand.test', 'content-type': 'application/json' },
      payload: JSON.stringify({ ...noticeFor(row, { status: 'paid' }), amount: row.amount.toString() }),
    });
    expect(res.json()).toMatchObject({ success: false, code: 'unknown_domain' });
    expect((await depositRow(t, row.id.toString())).state).toBe('pending_payment');
  });

  it('credits once and acknowledges both when a paid and a failed notice race', async () => {
    for (let round = 0; round < 4; round++) {
      const who = await depositor(t);
      const row = await start(who, '25.00');
      const replies = await Promise.all([
        callback('scripted', noticeFor(row, { status: 'paid' })),
        callback('scripted', noticeFor(row, { status: 'failed' })),
        callback('scripted', noticeFor(row, { status: 'paid' })),
      ]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      // Paid wins over failed whichever came first (ADR 019): the money arrived.
      expect((await depositRow(t, row.id.toString())).state).toBe('credited');
      expect(await depositEntries(t, row.id.toString())).toHaveLength(1);
    }
    await expectReconciled(t);
  });
});

describe('asking the gateway about a deposit', () => {
  it("credits only a paid answer for exactly the deposit's amount and currency, with the gateway's reference", async () => {
    const who = await depositor(t);
    const row = await start(who, '31.00');
    for (const wrong of [{ amount: row.amount + 1n }, { amount: row.amount * 100n }, { currency: 'USD' }]) {
      answers.set(row.gateway_order_id as string, noticeFor(row, { status: 'paid', ...wrong }));
      const after = await syncDepositWithGateway(t.deps, merchant(), row);
      expect(after.state).toBe('pending_payment');
    }
    expect(await balanceOf(t, who.token)).toBe('0.00');
    expect(await depositEntries(t, row.id.toString())).toEqual([]);

    answers.set(row.gateway_order_id as string, noticeFor(row, { status: 'paid' }));
    const credited = await syncDepositWithGateway(t.deps, merchant(), row);
    expect(credited.state).toBe('credited');
    expect(credited.gateway_reference).toBe(`paid-${row.gateway_order_id}`);
    expect(credited.decided_by).toBeNull();
    expect(await balanceOf(t, who.token)).toBe('31.00');
    const entries = await depositEntries(t, row.id.toString());
    expect(entries.map((e) => e.memo)).toEqual(['online scripted']);
    await expectReconciled(t);
  });

  it('closes a matching failed answer as failed and tells the member; a mismatched one closes nothing', async () => {
    const who = await depositor(t);
    const row = await start(who, '32.00');
    answers.set(row.gateway_order_id as string, noticeFor(row, { status: 'failed', amount: 1n }));
    expect((await syncDepositWithGateway(t.deps, merchant(), row)).state).toBe('pending_payment');
    answers.set(row.gateway_order_id as string, noticeFor(row, { status: 'failed' }));
    const after = await syncDepositWithGateway(t.deps, merchant(), row);
    expect(after.state).toBe('failed');
    expect((await depositRow(t, row.id.toString())).state).toBe('failed');
    expect((await messagesOf(t, who.id)).map((m) => m.kind)).toEqual(['deposit_failed']);
  });

  it('leaves an order the gateway has not heard of waiting while the window is open', async () => {
    const who = await depositor(t);
    const row = await start(who, '33.00');
    answers.set(row.gateway_order_id as string, null);
    expect((await syncDepositWithGateway(t.deps, merchant(), row)).state).toBe('pending_payment');
    expect((await depositRow(t, row.id.toString())).state).toBe('pending_payment');
  });

  it('expires one millisecond past the window, not at the window', async () => {
    const who = await depositor(t);
    const row = await start(who, '34.00');
    answers.set(row.gateway_order_id as string, noticeFor(row, { status: 'pending' }));
    const edge = row.created_at.getTime() + ONLINE_DEPOSIT_EXPIRY_MINUTES * 60_000;
    expect((await syncDepositWithGateway(at(edge - 1), merchant(), row)).state).toBe('pending_payment');
    expect((await syncDepositWithGateway(at(edge), merchant(), row)).state).toBe('pending_payment');
    expect((await depositRow(t, row.id.toString())).state).toBe('pending_payment');
    const expired = await syncDepositWithGateway(at(edge + 1), merchant(), row);
    expect(expired.state).toBe('expired');
    expect((await messagesOf(t, who.id)).map((m) => m.kind)).toEqual(['deposit_failed']);
  });

  it('leaves a deposit already expired or failed as it is unless the gateway says paid', async () => {
    const who = await depositor(t);
    const expiredRow = await start(who, '35.00');
    answers.set(expiredRow.gateway_order_id as string, noticeFor(expiredRow, { status: 'pending' }));
    const edge = expiredRow.created_at.getTime() + ONLINE_DEPOSIT_EXPIRY_MINUTES * 60_000;
    const expired = await syncDepositWithGateway(at(edge + 1), merchant(), expiredRow);
    expect(expired.state).toBe('expired');
    // The gateway now calls it failed: it stays expired, nothing is thrown, nothing more is said.
    answers.set(expiredRow.gateway_order_id as string, noticeFor(expiredRow, { status: 'failed' }));
    expect((await syncDepositWithGateway(t.deps, merchant(), expired)).state).toBe('expired');

    const failedRow = await start(who, '36.00');
    answers.set(failedRow.gateway_order_id as string, noticeFor(failedRow, { status: 'failed' }));
    const failed = await syncDepositWithGateway(t.deps, merchant(), failedRow);
    expect(failed.state).toBe('failed');
    // Long past the window with the gateway still undecided: failed stays failed (not expired, no error).
    answers.set(failedRow.gateway_order_id as string, noticeFor(failedRow, { status: 'pending' }));
    const later = failedRow.created_at.getTime() + 2 * ONLINE_DEPOSIT_EXPIRY_MINUTES * 60_000;
    expect((await syncDepositWithGateway(at(later), merchant(), failed)).state).toBe('failed');
    expect((await depositRow(t, failedRow.id.toString())).state).toBe('failed');
    expect((await messagesOf(t, who.id)).map((m) => m.kind)).toEqual(['deposit_failed', 'deposit_failed']);
  });

  it('asks no gateway about a bank transfer, an order never sent, or a deposit already credited', async () => {
    const who = await depositor(t);
    const bank = (await demoMethods(t, who.token)).bank;
    const transfer = await bankTransfer(t, who.token, {
      methodId: bank,
      amount: '100',
      reference: 'r',
      receiptUploadId: await receipt(t, who.token),
      idempotencyKey: key(),
    });
    const transferRow = await depositRow(t, transfer.json().value.id);
    const online = await start(who, '37.00');
    answers.set(online.gateway_order_id as string, noticeFor(online, { status: 'paid' }));
    const credited = await syncDepositWithGateway(t.deps, merchant(), online);
    expect(credited.state).toBe('credited');
    answers.set(online.gateway_order_id as string, noticeFor(online, { status: 'failed' }));
    asked.length = 0;

    expect(await syncDepositWithGateway(t.deps, merchant(), transferRow)).toBe(transferRow);
    const unsent = { ...online, gateway_order_id: null };
    expect(await syncDepositWithGateway(t.deps, merchant(), unsent)).toBe(unsent);
    expect(await syncDepositWithGateway(t.deps, merchant(), credited)).toBe(credited);
    expect(asked).toEqual([]);
    expect((await depositRow(t, transferRow.id.toString())).state).toBe('pending');
    expect((await depositRow(t, online.id.toString())).state).toBe('credited');
  });

  it('answers payment_gateway_unavailable when the gateway cannot answer or this server lacks it', async () => {
    const who = await depositor(t);
    const row = await start(who, '38.00');
    answers.set(row.gateway_order_id as string, 'down');
    await expect(syncDepositWithGateway(t.deps, merchant(), row)).rejects.toMatchObject({
      code: 'payment_gateway_unavailable',
    });
    await expect(syncDepositWithGateway(t.deps, merchant(), { ...row, provider: 'gone' })).rejects.toMatchObject({
      code: 'payment_gateway_unavailable',
    });
    expect((await depositRow(t, row.id.toString())).state).toBe('pending_payment');
  });
});

describe('the pass over deposits left waiting', () => {
  it("settles only the member's own when asked for one member, and only those past the window", async () => {
    const mine = await depositor(t);
    const theirs = await depositor(t);
    const mineStale = await backdate(await start(mine, '41.00'), ONLINE_DEPOSIT_EXPIRY_MINUTES + 1);
    const mineFresh = await start(mine, '42.00');
    const theirsStale = await backdate(await start(theirs, '43.00'), ONLINE_DEPOSIT_EXPIRY_MINUTES + 1);
    for (const row of [mineStale, mineFresh, theirsStale]) {
      answers.set(row.gateway_order_id as string, noticeFor(row, { status: 'pending' }));
    }

    await settleStaleDeposits(t.deps, merchant(), mine.id);
    expect((await depositRow(t, mineStale.id.toString())).state).toBe('expired');
    expect((await depositRow(t, mineFresh.id.toString())).state).toBe('pending_payment');
    expect((await depositRow(t, theirsStale.id.toString())).state).toBe('pending_payment');

    await settleStaleDeposits(t.deps, merchant(), theirs.id);
    expect((await depositRow(t, theirsStale.id.toString())).state).toBe('expired');
  });
});

describe("the cashier's question to the gateway", () => {
  it('is audited with the state before and after and the order, from the operator address', async () => {
    const who = await depositor(t);
    const row = await start(who, '51.00');
    answers.set(row.gateway_order_id as string, noticeFor(row, { status: 'paid' }));
    const res = await t.call({ method: 'POST', url: `/admin/api/cashier/deposits/${row.id}/check`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.state).toBe('credited');
    const audit = (await auditRows(t, merchantId, 'deposit.check')).find((a) => a.target_id === row.id.toString());
    expect(audit?.detail).toEqual({
      before: 'pending_payment',
      after: 'credited',
      gatewayOrderId: row.gateway_order_id,
    });
    expect(audit?.ip).toBeTruthy();

    const unknown = await t.call({ method: 'POST', url: '/admin/api/cashier/deposits/999999999/check', token: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  });

  it('leaves a sandbox deposit waiting when nobody has paid', async () => {
    const who = await depositor(t);
    const row = await start(who, '52.00', sandboxMethod);
    const res = await t.call({ method: 'POST', url: `/admin/api/cashier/deposits/${row.id}/check`, token: admin });
    expect(res.json().value.state).toBe('pending_payment');
  });
});
