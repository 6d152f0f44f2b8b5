import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords';
import { storeUpload } from '../../platform/uploads';
import { merchantIdOf, updateMerchant } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { memberRow, tokenFor } from '../member/member-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { makeMember } from '../session/session-test-kit';
import { MAX_PENDING_BANK_TRANSFERS } from './deposit-bank-transfer';

/**
 * DESIGN §5 as a property: whatever sequence of deposits, approvals, rejections, withdrawals, payments
 * (in full or in part) and transfers to the upline members and operators make — replays included — every
 * balance the API answers equals a simple model of the money, no wallet goes negative, and the ledger
 * reconciles. Everything goes through the HTTP API, as the site and the back office call it.
 */
const PAY_PASSWORD = 'Pay123456';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let t: TestApp;
let admin: string;
let merchantId: number;
let bankMethodId: string;
const players = ['demo', 'propb'] as const;
type Player = (typeof players)[number];
const tokens = {} as Record<Player | 'demoagent', string>;
const bankAccounts = {} as Record<Player, string>;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  admin = await signIn(t);
  const agent = await memberRow(t, 'demoagent');
  await makeMember(t, { username: 'propb', password: 'Secret123' });
  await t.deps.db
    .updateTable('members')
    .set({ upline_id: agent.id, payee_name: 'Demo Player' })
    .where('username', '=', 'propb')
    .execute();
  const payHash = await hashPassword(PAY_PASSWORD);
  await t.deps.db
    .updateTable('members')
    .set({ payment_password_hash: payHash })
    .where('merchant_id', '=', merchantId)
    .execute();
  // Wide limits, so the sequences exercise balances rather than the brand's rules.
  const merchant = await t.deps.db
    .selectFrom('merchants')
    .select('settings')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  await updateMerchant(t, merchantId, {
    settings: JSON.stringify({
      ...merchant.settings,
      withdrawal: {
        minAmount: '100',
        maxAmount: '10000000',
        dailyCount: 1000,
        transferMinAmount: '1',
        transferMaxAmount: '10000000',
      },
    }),
  });
  for (const who of [...players, 'demoagent'] as const) tokens[who] = await tokenFor(t, who);
  for (const who of players) {
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/bank-accounts',
      token: tokens[who],
      payload: { bankName: 'Maybank', accountNumber: `11223344${who === 'demo' ? 1 : 2}`, accountName: 'Demo Player' },
    });
    expect(res.json()).toMatchObject({ success: true });
    bankAccounts[who] = res.json().value.id;
  }
  const methods = await t.call({ method: 'GET', url: '/wps/cashier/deposit/methods', token: tokens.demo });
  bankMethodId = methods.json().value.methods.find((m: { kind: string }) => m.kind === 'bank_transfer').id;
}, 60_000);
afterAll(() => t.close());

// Open deposits and withdrawals outlive one run: the next run may approve, pay or reject them.
const deposits: { id: string; who: Player; amount: bigint }[] = [];
const withdrawals: { id: string; who: Player; remaining: bigint }[] = [];

const minor = (text: string) => BigInt(text.replace('.', ''));
const major = (amount: bigint) => `${amount / 100n}.${(amount % 100n).toString().padStart(2, '0')}`;

type Action =
  | { t: 'deposit'; who: Player; amount: bigint }
  | { t: 'approveDeposit' | 'rejectDeposit'; pick: number }
  | { t: 'withdraw'; who: Player; amount: bigint }
  | { t: 'pay'; pick: number; part: number }
  | { t: 'rejectWithdrawal'; pick: number }
  | { t: 'transfer'; who: Player; amount: bigint }
  | { t: 'replay' };

const who = fc.constantFrom(...players);
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ t: fc.constant('deposit' as const), who, amount: fc.bigInt(3_000n, 80_000n) }),
  fc.record({ t: fc.constant('approveDeposit' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('rejectDeposit' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('withdraw' as const), who, amount: fc.bigInt(100n, 90_000n) }),
  fc.record({ t: fc.constant('pay' as const), pick: fc.nat(), part: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ t: fc.constant('rejectWithdrawal' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('transfer' as const), who, amount: fc.bigInt(1n, 60_000n) }),
  fc.record({ t: fc.constant('replay' as const) }),
);

async function balances(): Promise<Record<Player | 'demoagent', bigint>> {
  const out = {} as Record<Player | 'demoagent', bigint>;
  for (const name of [...players, 'demoagent'] as const) {
    const res = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: tokens[name] });
    out[name] = minor(res.json().value.sumBalance);
  }
  return out;
}

describe('money properties', () => {
  it('keeps every balance equal to the model and the ledger reconciled, whatever happens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 18 }), async (actions) => {
        const model = await balances();
        let last: (() => Promise<unknown>) | null = null;

        for (const a of actions) {
          if (a.t === 'deposit') {
            const upload = await storeUpload(t.deps.db, {
              merchantId,
              memberId: (await memberRow(t, a.who)).id,
              purpose: 'deposit_receipt',
              bytes: PNG,
            });
            const payload = {
              methodId: bankMethodId,
              amount: major(a.amount),
              reference: 'prop',
              receiptUploadId: upload.id,
              idempotencyKey: randomUUID(),
            };
            const send = () =>
              t.call({ method: 'POST', url: '/wps/cashier/deposit/bank-transfer', token: tokens[a.who], payload });
            const res = await send();
            if (deposits.filter((d) => d.who === a.who).length >= MAX_PENDING_BANK_TRANSFERS) {
              expect(res.json()).toMatchObject({ success: false, code: 'deposit_too_many_pending' });
              continue;
            }
            expect(res.json()).toMatchObject({ success: true });
            deposits.push({ id: res.json().value.id, who: a.who, amount: a.amount });
            last = send;
          } else if (a.t === 'approveDeposit' || a.t === 'rejectDeposit') {
            if (deposits.length === 0) continue;
            const [d] = deposits.splice(a.pick % deposits.length, 1);
            if (!d) continue;
            const verb = a.t === 'approveDeposit' ? 'approve' : 'reject';
            const send = () =>
              t.call({
                method: 'POST',
                url: `/admin/api/cashier/deposits/${d.id}/${verb}`,
                token: admin,
                payload: { note: 'checked' },
              });
            expect((await send()).json()).toMatchObject({ success: true });
            if (verb === 'approve') model[d.who] += d.amount;
            last = send;
          } else if (a.t === 'withdraw') {
            const payload = {
              bankAccountId: bankAccounts[a.who],
              amount: major(a.amount),
              paymentPassword: PAY_PASSWORD,
              idempotencyKey: randomUUID(),
            };
            const send = () =>
              t.call({ method: 'POST', url: '/wps/cashier/withdraw/requests', token: tokens[a.who], payload });
            const res = await send();
            if (model[a.who] >= a.amount) {
              expect(res.json()).toMatchObject({ success: true });
              model[a.who] -= a.amount;
              withdrawals.push({
                id: res.json().value.withdrawal?.id ?? res.json().value.id,
                who: a.who,
                remaining: a.amount,
              });
              last = send;
            } else {
              expect(res.json()).toMatchObject({ success: false, code: 'insufficient_balance' });
            }
          } else if (a.t === 'pay') {
            const w = withdrawals[a.pick % Math.max(1, withdrawals.length)];
            if (!w) continue;
            const amount = a.part === 100 ? w.remaining : (w.remaining * BigInt(a.part)) / 100n;
            if (amount === 0n) continue;
            const key = randomUUID();
            const payload =
              a.part === 100
                ? { note: 'paid', idempotencyKey: key }
                : { amount: major(amount), note: 'part', idempotencyKey: key };
            const send = () =>
              t.call({ method: 'POST', url: `/admin/api/cashier/withdrawals/${w.id}/pay`, token: admin, payload });
            expect((await send()).json()).toMatchObject({ success: true });
            last = send;
            w.remaining -= amount;
            if (w.remaining === 0n) withdrawals.splice(withdrawals.indexOf(w), 1);
          } else if (a.t === 'rejectWithdrawal') {
            if (withdrawals.length === 0) continue;
            const [w] = withdrawals.splice(a.pick % withdrawals.length, 1);
            if (!w) continue;
            const send = () =>
              t.call({
                method: 'POST',
                url: `/admin/api/cashier/withdrawals/${w.id}/reject`,
                token: admin,
                payload: { note: 'no' },
              });
            expect((await send()).json()).toMatchObject({ success: true });
            model[w.who] += w.remaining;
          } else if (a.t === 'transfer') {
            const payload = { amount: major(a.amount), paymentPassword: PAY_PASSWORD, idempotencyKey: randomUUID() };
            const send = () =>
              t.call({ method: 'POST', url: '/wps/cashier/transfer-upline', token: tokens[a.who], payload });
            const res = await send();
            if (model[a.who] >= a.amount) {
              expect(res.json()).toMatchObject({ success: true });
              model[a.who] -= a.amount;
              model.demoagent += a.amount;
              last = send;
            } else {
              expect(res.json()).toMatchObject({ success: false, code: 'insufficient_balance' });
            }
          } else if (a.t === 'replay' && last) {
            // The same request again (a double tap, a retried network call): nothing more moves.
            await last();
          }
          expect(await balances()).toEqual(model);
        }
        await expectReconciled(t);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
