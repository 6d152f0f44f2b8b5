import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { addOperator, signIn } from '../admin/admin-test-kit';
import { bankTransfer, demoMethods, key, receipt } from '../deposits/deposit-test-kit';
import { createMerchant } from '../system/create-merchant';
import { memberWalletAccount, systemAccount, transfer } from '../wallet/ledger';
import { operatorCall, pay, reject, withdraw, withdrawer } from '../withdrawals/withdrawal-test-kit';
import { type BooksReconciliation, reconcileBooks } from './reconcile-books';
import { expectReconciled } from './reconciliation-test-kit';

/**
 * The full reconciliation sees balanced mistakes: each case below keeps every entry balanced and every kept
 * balance equal to its postings (the ledger's own sums pass), yet a domain row and its entries disagree.
 * Each mistake is made inside a transaction, reconciled there, and rolled back, so no case depends on
 * another.
 */
let t: TestApp;
let merchantId: number;
let admin: string;
const made = {} as {
  deposit: bigint;
  depositMember: bigint;
  depositAmount: bigint;
  paid: bigint;
  rejected: bigint;
  withdrawerId: bigint;
  otherMember: bigint;
  transfer: bigint;
  downlineTransfer: bigint;
  adjustment: bigint;
};

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  admin = await signIn(t);

  // A bank transfer approved.
  const payer = await withdrawer(t, { balance: 100_000n });
  const { bank } = await demoMethods(t, payer.token);
  const deposit = await bankTransfer(t, payer.token, {
    methodId: bank,
    amount: '150.00',
    reference: 'BOOKS',
    receiptUploadId: await receipt(t, payer.token),
    idempotencyKey: key(),
  });
  made.deposit = BigInt(deposit.json().value.id);
  made.depositMember = payer.id;
  made.depositAmount = 15_000n;
  expect(
    (await operatorCall(t, admin, 'POST', `/admin/api/cashier/deposits/${made.deposit}/approve`, { note: 'ok' }))
      .statusCode,
  ).toBe(200);

  // One withdrawal paid in part and the rest rejected, one left open.
  const first = (await withdraw(t, payer, '300')).json().value.withdrawal.id;
  expect((await pay(t, admin, first, '100')).statusCode).toBe(200);
  expect((await reject(t, admin, first)).statusCode).toBe(200);
  made.rejected = BigInt(first);
  made.paid = BigInt((await withdraw(t, payer, '200')).json().value.withdrawal.id);
  expect((await pay(t, admin, `${made.paid}`, '50')).statusCode).toBe(200);
  made.withdrawerId = payer.id;

  // A transfer to the upline, and an adjustment.
  const upline = await withdrawer(t);
  made.otherMember = upline.id;
  const member = await withdrawer(t, { balance: 10_000n, uplineId: upline.id });
  const sent = await t.call({
    method: 'POST',
    url: '/wps/cashier/transfer-upline',
    token: member.token,
    payload: { amount: '25', paymentPassword: '135790', idempotencyKey: key() },
  });
  made.transfer = BigInt(sent.json().value.id);
  // An agent's transfer to their downline.
  const agent = await withdrawer(t, { type: 1, balance: 5_000n });
  const downline = await withdrawer(t, { uplineId: agent.id });
  const down = await t.call({
    method: 'POST',
    url: '/wps/agent/team/transfer',
    token: agent.token,
    payload: { account: downline.username, amount: '15', paymentPassword: '135790', idempotencyKey: key() },
  });
  made.downlineTransfer = BigInt(down.json().value.id);
  const adjusted = await operatorCall(t, admin, 'POST', '/admin/api/adjustments', {
    username: member.username,
    amount: '-10',
    reason: 'Fee',
    idempotencyKey: key(),
  });
  made.adjustment = BigInt(adjusted.json().value.id);
}, 120_000);
afterAll(() => t.close());

class Undo extends Error {}

/** Makes the mistake, reconciles inside the same transaction, and rolls everything back. */
async function reconcileWith(mistake: (trx: Transaction<Database>) => Promise<void>): Promise<BooksReconciliation> {
  let books: BooksReconciliation | null = null;
  await t.deps.db
    .transaction()
    .execute(async (trx) => {
      await mistake(trx);
      books = await reconcileBooks(trx, merchantId);
      throw new Undo();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Undo)) throw error;
    });
  if (!books) throw new Error('no reconciliation');
  return books;
}

/** The findings as `check code subject`, the ledger's own sums asserted clean (the mistakes are balanced). */
function findings(books: BooksReconciliation): string[] {
  expect(books.ledger.ok).toBe(true);
  expect(books.ok).toBe(false);
  return books.checks.flatMap((c) => c.findings.map((f) => `${c.name} ${f.code} ${f.subject}`));
}

const account = {
  wallet: (trx: Transaction<Database>, member: bigint) => memberWalletAccount(trx, merchantId, member),
  system: (trx: Transaction<Database>, kind: 'house' | 'withdrawal_hold' | 'payment_clearing', code = '') =>
    systemAccount(trx, merchantId, kind, code),
};

describe('full reconciliation', () => {
  it('is clean after deposits, withdrawals paid, part-paid and rejected, a transfer and an adjustment', async () => {
    const books = await reconcileBooks(t.deps.db, merchantId);
    expect(books.checks.map((c) => [c.name, c.problems])).toEqual([
      ['deposits', 0],
      ['withdrawals', 0],
      ['transfers', 0],
      ['downlineTransfers', 0],
      ['adjustments', 0],
      ['bets', 0],
      ['games', 0],
      ['contractPayouts', 0],
      ['dividendRecoveries', 0],
      ['casino', 0],
      ['vendorTransfers', 0],
      ['playMoney', 0],
      ['promotions', 0],
      ['points', 0],
      ['pointsMall', 0],
    ]);
    // No bets were placed, no game played, no contract paid, no bonus granted and no points earned here: their own tests reconcile those.
    expect(
      books.checks
        .filter(
          (c) =>
            ![
              'bets',
              'games',
              'casino',
              'contractPayouts',
              'dividendRecoveries',
              'vendorTransfers',
              'playMoney',
              'promotions',
              'points',
              'pointsMall',
            ].includes(c.name),
        )
        .every((c) => c.rowsChecked > 0 && c.entriesChecked > 0),
    ).toBe(true);
    await expectReconciled(t);
  });

  it('finds a deposit credited twice under two entries', async () => {
    const books = await reconcileWith(async (trx) => {
      await transfer(trx, {
        merchantId,
        kind: 'deposit',
        idempotencyKey: 'second-credit',
        reference: `deposit:${made.deposit}`,
        from: await account.system(trx, 'payment_clearing', 'bank_transfer'),
        to: await account.wallet(trx, made.depositMember),
        amount: made.depositAmount,
      });
    });
    expect(findings(books)).toContain(`deposits credit_duplicated deposit:${made.deposit}`);
  });

  it('finds a credited deposit whose entry went to another wallet, and a rejected one with a credit', async () => {
    const elsewhere = await reconcileWith(async (trx) => {
      await trx.updateTable('deposits').set({ member_id: made.otherMember }).where('id', '=', made.deposit).execute();
    });
    expect(findings(elsewhere)).toContain(`deposits credit_member deposit:${made.deposit}`);
    const rejected = await reconcileWith(async (trx) => {
      await trx
        .updateTable('deposits')
        .set({ state: 'rejected', ledger_entry_id: null })
        .where('id', '=', made.deposit)
        .execute();
    });
    expect(findings(rejected)).toContain(`deposits credit_unexpected deposit:${made.deposit}`);
  });

  it('finds a deposit entry that names no deposit', async () => {
    const books = await reconcileWith(async (trx) => {
      await transfer(trx, {
        merchantId,
        kind: 'deposit',
        idempotencyKey: 'ghost',
        reference: 'deposit:999999',
        from: await account.system(trx, 'payment_clearing', 'bank_transfer'),
        to: await account.wallet(trx, made.depositMember),
        amount: 100n,
      });
    });
    expect(findings(books)).toContain('deposits entry_orphan deposit:999999');
  });

  it('finds a withdrawal held twice, and the hold no longer equal to what open withdrawals have unpaid', async () => {
    const books = await reconcileWith(async (trx) => {
      await transfer(trx, {
        merchantId,
        kind: 'withdrawal_hold',
        idempotencyKey: 'second-hold',
        reference: `withdrawal:${made.paid}`,
        from: await account.wallet(trx, made.withdrawerId),
        to: await account.system(trx, 'withdrawal_hold'),
        amount: 20_000n,
      });
    });
    expect(findings(books)).toEqual(
      expect.arrayContaining([
        `withdrawals hold_duplicated withdrawal:${made.paid}`,
        'withdrawals hold_balance withdrawal_hold',
      ]),
    );
    const hold = books.checks.find((c) => c.name === 'withdrawals')?.findings.find((f) => f.code === 'hold_balance');
    // Open: 200.00 held, 50.00 paid; the hold has that 150.00 and the second 200.00.
    expect(hold).toMatchObject({ expected: 15_000n, actual: 35_000n });
  });

  it('finds a payout with no payment behind it, and a payment row for another amount than its entry', async () => {
    const payout = await reconcileWith(async (trx) => {
      await transfer(trx, {
        merchantId,
        kind: 'withdrawal_payout',
        idempotencyKey: 'unrecorded-payout',
        reference: `withdrawal:${made.paid}`,
        from: await account.system(trx, 'withdrawal_hold'),
        to: await account.system(trx, 'payment_clearing'),
        amount: 1_000n,
      });
    });
    expect(findings(payout)).toEqual(
      expect.arrayContaining([
        `withdrawals paid_amount withdrawal:${made.paid}`,
        `withdrawals payments_mismatch withdrawal:${made.paid}`,
        'withdrawals hold_balance withdrawal_hold',
      ]),
    );
    const payment = await reconcileWith(async (trx) => {
      await trx
        .updateTable('withdrawal_payments')
        .set({ amount: 4_000n })
        .where('withdrawal_id', '=', made.paid)
        .execute();
    });
    expect(findings(payment)).toEqual(
      expect.arrayContaining([
        `withdrawals payments_mismatch withdrawal:${made.paid}`,
        `withdrawals payment_entry_link withdrawal:${made.paid}`,
      ]),
    );
  });

  it("finds a release that went to another member's wallet, and a release the row does not record", async () => {
    const elsewhere = await reconcileWith(async (trx) => {
      const entry = await trx
        .selectFrom('withdrawals')
        .select('release_entry_id')
        .where('id', '=', made.rejected)
        .executeTakeFirstOrThrow();
      const other = await account.wallet(trx, made.otherMember);
      const own = await account.wallet(trx, made.withdrawerId);
      // Move the release's posting (and the money with it) to the other member's wallet; both kept
      // balances follow their postings, so the ledger's own sums still hold.
      await trx
        .updateTable('ledger_postings')
        .set({ account_id: other })
        .where('entry_id', '=', entry.release_entry_id)
        .where('account_id', '=', own)
        .execute();
      await sql`UPDATE ledger_accounts a SET balance = (SELECT coalesce(sum(amount), 0) FROM ledger_postings p
                WHERE p.account_id = a.id) WHERE a.id IN (${own}, ${other})`.execute(trx);
    });
    expect(findings(elsewhere)).toContain(`withdrawals entry_member withdrawal:${made.rejected}`);
    const unrecorded = await reconcileWith(async (trx) => {
      await trx
        .updateTable('withdrawals')
        .set({ released_amount: 0n, state: 'partially_paid' })
        .where('id', '=', made.rejected)
        .execute();
    });
    expect(findings(unrecorded)).toEqual(
      expect.arrayContaining([
        `withdrawals released_amount withdrawal:${made.rejected}`,
        'withdrawals hold_balance withdrawal_hold',
      ]),
    );
  });

  it('finds a transfer whose entry paid someone other than the upline', async () => {
    const books = await reconcileWith(async (trx) => {
      await trx
        .updateTable('upline_transfers')
        .set({ upline_id: made.depositMember })
        .where('id', '=', made.transfer)
        .execute();
    });
    expect(findings(books)).toContain(`transfers transfer_members transfer:${made.transfer}`);
  });

  it('finds a downline transfer whose entry paid someone other than the downline', async () => {
    const books = await reconcileWith(async (trx) => {
      await trx
        .updateTable('downline_transfers')
        .set({ downline_id: made.depositMember })
        .where('id', '=', made.downlineTransfer)
        .execute();
    });
    expect(findings(books)).toContain(`downlineTransfers transfer_members downline_transfer:${made.downlineTransfer}`);
  });

  it('finds an adjustment whose entry moved another amount, and an applied one with no entry', async () => {
    const amount = await reconcileWith(async (trx) => {
      await trx.updateTable('balance_adjustments').set({ amount: -2_000n }).where('id', '=', made.adjustment).execute();
    });
    expect(findings(amount)).toContain(`adjustments adjustment_amount adjustment:${made.adjustment}`);
    const missing = await reconcileWith(async (trx) => {
      const row = await trx
        .insertInto('balance_adjustments')
        .values({
          merchant_id: merchantId,
          member_id: made.otherMember,
          amount: 500n,
          reason: 'never posted',
          idempotency_key: 'never-posted',
          requested_by: (await trx.selectFrom('operators').select('id').executeTakeFirstOrThrow()).id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Marked applied, pointing at another adjustment's entry: nothing moved for it.
      const other = await trx
        .selectFrom('balance_adjustments')
        .select('ledger_entry_id')
        .where('id', '=', made.adjustment)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('balance_adjustments')
        .set({ state: 'applied', ledger_entry_id: other.ledger_entry_id, decided_at: new Date() })
        .where('id', '=', row.id)
        .execute();
    });
    expect(findings(missing)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^adjustments adjustment_missing/)]),
    );
  });

  it('finds entries of a kind no check accounts for', async () => {
    const books = await reconcileWith(async (trx) => {
      await transfer(trx, {
        merchantId,
        kind: 'vendor_transfer',
        idempotencyKey: 'unexplained',
        from: await account.wallet(trx, made.withdrawerId),
        to: await account.system(trx, 'house'),
        amount: 100n,
      });
    });
    expect(books.ledger.ok).toBe(true);
    expect(books.ok).toBe(false);
    expect(books.uncheckedKinds).toEqual([{ kind: 'vendor_transfer', entries: 1 }]);
  });

  it('shows the back office each finding with its member, and stays clean for a clean brand', async () => {
    const clean = (await operatorCall(t, admin, 'POST', '/admin/api/ledger/reconciliation')).json().value;
    expect(clean).toMatchObject({ ok: true, uncheckedKinds: [] });
    expect(clean.checks.map((c: { name: string; problems: number }) => [c.name, c.problems])).toEqual([
      ['deposits', 0],
      ['withdrawals', 0],
      ['transfers', 0],
      ['downlineTransfers', 0],
      ['adjustments', 0],
      ['bets', 0],
      ['games', 0],
      ['contractPayouts', 0],
      ['dividendRecoveries', 0],
      ['casino', 0],
      ['vendorTransfers', 0],
      ['playMoney', 0],
      ['promotions', 0],
      ['points', 0],
      ['pointsMall', 0],
    ]);

    // A second brand with a deposit credited twice, committed this time, read by that brand's admin.
    const other = await addOtherBrandWithDoubleCredit();
    const report = (
      await t.call({ method: 'POST', url: '/admin/api/ledger/reconciliation', token: other.admin, host: other.host })
    ).json().value;
    expect(report.ok).toBe(false);
    expect(report.postingsTotal).toBe('0.00');
    expect(report.differences).toEqual([]);
    const deposits = report.checks.find((c: { name: string }) => c.name === 'deposits');
    expect(deposits.problems).toBeGreaterThan(0);
    expect(deposits.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'entry_orphan', subject: 'deposit:424242', username: 'twiceplayer' }),
      ]),
    );
  });
});

async function addOtherBrandWithDoubleCredit() {
  const id = await createMerchant(t.deps, { code: 'books2', name: 'Books 2', hosts: ['books2.example'] });
  await addOperator(t, id, 'booksadmin', 'admin');
  const member = await t.deps.db
    .insertInto('members')
    .values({ merchant_id: id, username: 'twiceplayer', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.deps.db.transaction().execute(async (trx) => {
    await transfer(trx, {
      merchantId: id,
      kind: 'deposit',
      idempotencyKey: 'no-such-deposit',
      reference: 'deposit:424242',
      memberId: member.id,
      from: await systemAccount(trx, id, 'payment_clearing', 'bank_transfer'),
      to: await memberWalletAccount(trx, id, member.id),
      amount: 100n,
    });
  });
  return { admin: await signIn(t, 'booksadmin', undefined, 'books2.example'), host: 'books2.example' };
}
