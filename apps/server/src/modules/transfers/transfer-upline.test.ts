import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditRows } from '../admin/admin-test-kit';
import { memberRow } from '../member/member-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { memberBalance } from '../wallet/ledger';
import { grantPlayMoney } from '../wallet/play-money';
import { balanceMinor, PAY_PASSWORD, type Withdrawer, withdrawer } from '../withdrawals/withdrawal-test-kit';

/**
 * Transfers to the upline. Checked to fail (the mutation run's survivors, each applied by hand and restored):
 * the ledger-key guard after the row check (`if (entry.replayed)` made false) turns "refuses a replay whose
 * transfer row is gone…" red; the audit row's detail emptied turns "moves the money between exactly those two
 * wallets…" red.
 */
let t: TestApp;
let demoId: number;
let agent: { id: bigint; username: string };
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
  const row = await memberRow(t, 'demoagent');
  agent = { id: row.id, username: row.username };
});
afterAll(() => t.close());

const info = (who: Withdrawer) =>
  t.call({ method: 'GET', url: '/wps/cashier/transfer-upline', token: who.token, language: 'en' });
const send = (who: Withdrawer, amount: string, extra: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: '/wps/cashier/transfer-upline',
    token: who.token,
    language: 'en',
    payload: { amount, paymentPassword: PAY_PASSWORD, idempotencyKey: randomUUID(), ...extra },
  });

/** Every account's balance of the brand, by account id. */
async function balances(): Promise<Map<string, bigint>> {
  const rows = await t.deps.db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('merchant_id', '=', demoId)
    .execute();
  return new Map(rows.map((r) => [`${r.id}`, r.balance]));
}

describe('transfer to upline', () => {
  it('names the upline and the limits', async () => {
    const m = await withdrawer(t, { balance: 20_000n, uplineId: agent.id });
    expect((await info(m)).json().value).toMatchObject({
      upline: 'demoagent',
      currency: 'MYR',
      available: '200.00',
      minAmount: '1.00',
      maxAmount: '100000.00',
      maxNow: '200.00',
      paymentPasswordSet: true,
    });
  });

  it('moves the money between exactly those two wallets, and the upline can see who sent it', async () => {
    const m = await withdrawer(t, { balance: 20_000n, uplineId: agent.id });
    const before = await balances();
    const res = await send(m, '75.25');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      amount: '75.25',
      currency: 'MYR',
      upline: 'demoagent',
      balance: '124.75',
    });
    const after = await balances();
    const changed = [...after].filter(([id, balance]) => before.get(id) !== balance);
    const senderWallet = await t.deps.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    const agentWallet = await t.deps.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', '=', agent.id)
      .executeTakeFirstOrThrow();
    expect(new Map(changed)).toEqual(
      new Map([
        [`${senderWallet.id}`, 12_475n],
        [`${agentWallet.id}`, (before.get(`${agentWallet.id}`) ?? 0n) + 7_525n],
      ]),
    );
    const entry = await t.deps.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('merchant_id', '=', demoId)
      .where('kind', '=', 'transfer_upline')
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(entry.reference).toBe(`transfer:${res.json().value.id}`);
    expect(entry.memo).toBe(`${m.username} → demoagent`);
    // The upline's postings: the entry the upline's account record lists.
    const postings = await t.deps.db
      .selectFrom('ledger_postings')
      .select(['account_id', 'amount'])
      .where('entry_id', '=', entry.id)
      .orderBy('amount')
      .execute();
    expect(postings).toEqual([
      { account_id: senderWallet.id, amount: -7_525n },
      { account_id: agentWallet.id, amount: 7_525n },
    ]);
    const audited = (await auditRows(t, demoId, 'transfer_upline')).filter((row) => row.actor_id === m.id);
    expect(audited.map((row) => ({ actor: row.actor_type, target: row.target_id, detail: row.detail }))).toEqual([
      { actor: 'member', target: `${agent.id}`, detail: { amount: '75.25', to: 'demoagent' } },
    ]);
    await expectReconciled(t);
  });

  it('refuses a replay whose transfer row is gone but whose ledger entry stands, moving nothing', async () => {
    // The ledger's own key is the last line behind the transfer row's: if the row were lost (a restore, a
    // hand edit), a replay must not pay the upline again.
    const m = await withdrawer(t, { balance: 20_000n, uplineId: agent.id });
    const key = randomUUID();
    expect((await send(m, '10', { idempotencyKey: key })).statusCode).toBe(200);
    const lost = await t.deps.db.selectFrom('upline_transfers').selectAll().where('member_id', '=', m.id).execute();
    await t.deps.db.deleteFrom('upline_transfers').where('member_id', '=', m.id).execute();
    try {
      const before = await balances();
      const replay = await send(m, '10', { idempotencyKey: key });
      expect(replay.json()).toMatchObject({ success: false, code: 'idempotency_conflict' });
      expect(await balances()).toEqual(before);
      expect(await t.deps.db.selectFrom('upline_transfers').where('member_id', '=', m.id).execute()).toEqual([]);
    } finally {
      // Put the row back: the books reconcile again for the tests after this one.
      await t.deps.db.insertInto('upline_transfers').values(lost).execute();
    }
    await expectReconciled(t);
  });

  it('answers a replay with the first transfer and moves once', async () => {
    const m = await withdrawer(t, { balance: 20_000n, uplineId: agent.id });
    const agentBefore = await memberBalance(t.deps.db, demoId, agent.id);
    const key = randomUUID();
    const [a, b] = await Promise.all([send(m, '10', { idempotencyKey: key }), send(m, '10', { idempotencyKey: key })]);
    expect(a.json().value.id).toBe(b.json().value.id);
    expect(await balanceMinor(t, m)).toBe(19_000n);
    expect(await memberBalance(t.deps.db, demoId, agent.id)).toBe(agentBefore + 1_000n);
    expect((await send(m, '11', { idempotencyKey: key })).json().code).toBe('idempotency_conflict');
    await expectReconciled(t);
  });

  it('refuses a member without an upline, clearly, and asks nothing else', async () => {
    const m = await withdrawer(t, { balance: 20_000n });
    expect((await info(m)).json().value.upline).toBeNull();
    const res = await send(m, '10', { paymentPassword: 'wrong' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'no_upline', message: 'Your account has no upline to transfer to.' });
    expect(await balanceMinor(t, m)).toBe(20_000n);
  });

  it('refuses bad amounts, more than the balance, a wrong payment password and a trial account', async () => {
    const m = await withdrawer(t, { balance: 5_000n, uplineId: agent.id });
    for (const [amount, code] of [
      ['', 'invalid_input'],
      ['ten', 'amount_not_a_number'],
      ['0', 'amount_not_positive'],
      ['0.5', 'amount_below_minimum'],
      ['1.234', 'amount_too_many_decimals'],
      ['100000.01', 'amount_above_maximum'],
    ] as const) {
      expect((await send(m, amount)).json().code).toBe(code);
    }
    expect((await send(m, '50.01')).json().code).toBe('insufficient_balance');
    const wrong = await send(m, '10', { paymentPassword: '111111' });
    expect(wrong.json()).toMatchObject({ code: 'payment_password_wrong' });
    expect(await balanceMinor(t, m)).toBe(5_000n);

    // A trial account holds play money only (ADR 052): granted, never funded from the house.
    const trial = await withdrawer(t, { uplineId: agent.id, type: 4 });
    await t.deps.db
      .transaction()
      .execute((trx) => grantPlayMoney(trx, { merchantId: trial.merchantId, memberId: trial.id, amount: 5_000n }));
    const refused = await send(trial, '10');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('in_need_true_account');
    expect(await balanceMinor(t, trial)).toBe(5_000n);
    await expectReconciled(t);
  });
});
