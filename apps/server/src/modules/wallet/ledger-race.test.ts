import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { lockMemberCashier } from '../cashier/cashier-member';
import { createMerchant } from '../system/create-merchant';
import { type EntryInput, memberWalletAccount, postEntry, systemAccount } from './ledger';
import { reconcileLedger } from './reconcile-ledger';

/**
 * Races at the ledger itself (postEntry), on PostgreSQL: PGlite has one connection, so nothing can race
 * there and these tests skip. Each wave starts its transactions together (a barrier inside the
 * transactions, so every one has its connection and has begun before any posts), from different members
 * and from operator debits that take no member lock, against the accounts the guard protects: the
 * brand-wide withdrawal hold and a member wallet. After each wave: exactly the postings that fit were
 * made, the refused ones left no entry and no key, no guarded account is negative, and every kept balance
 * equals the sum of its postings.
 *
 * How these were checked to fail: the guarded UPDATE in postEntry (`SET balance = balance + $amount WHERE
 * ... balance + $amount >= 0`) was replaced by read-check-write (SELECT balance; check `balance + amount
 * >= 0` in JavaScript; `UPDATE ... SET balance = <that sum>`). Every test below then failed on each of
 * five runs: lost updates leave the hold's kept balance short of its postings, and debits that read the
 * same balance all pass the check, so more payouts are made than the money allows. Restored, all pass.
 * A gentler read-check-write that keeps `balance + amount` and only moves the check into JavaScript fails
 * the drain-the-hold race on every run and the others only sometimes (ADR 019's table). The two-way transfer
 * test: with postEntry's id-order sort removed, PostgreSQL found a deadlock and it failed on each of two runs.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
/** Transactions per wave: below the harness's pool of 20, so the barrier can never wait for a connection. */
const WAVE = 16;

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(async () => {
  if (onPostgres) await t.close();
});
// Each test on a brand of its own: its totals are exact, and no test depends on what another left.
beforeEach(async () => {
  if (!onPostgres) return;
  const code = `race${randomBytes(4).toString('hex')}`;
  merchantId = await createMerchant(t.deps, { code, name: code, hosts: [`${code}.example`] });
});

/** Resolves once `n` callers are waiting (or after a second, so a stuck wave fails instead of hanging). */
function barrier(n: number): () => Promise<void> {
  let waiting = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const timer = setTimeout(() => open(), 1_000);
  return () => {
    waiting += 1;
    if (waiting === n) {
      clearTimeout(timer);
      open();
    }
    return opened;
  };
}

async function newMember(): Promise<{ id: bigint; wallet: bigint }> {
  const row = await t.deps.db
    .insertInto('members')
    .values({ merchant_id: merchantId, username: `r${randomBytes(5).toString('hex')}`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const wallet = await memberWalletAccount(t.deps.db, merchantId, row.id);
  return { id: row.id, wallet };
}

const accounts = {
  house: () => systemAccount(t.deps.db, merchantId, 'house'),
  hold: () => systemAccount(t.deps.db, merchantId, 'withdrawal_hold'),
  clearing: () => systemAccount(t.deps.db, merchantId, 'payment_clearing', 'race'),
};

function entry(kind: string, from: bigint, to: bigint, amount: bigint, memberId?: bigint): EntryInput {
  return {
    merchantId,
    kind,
    idempotencyKey: `${kind}-${randomBytes(8).toString('hex')}`,
    memberId,
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  };
}

async function fund(wallet: bigint, amount: bigint): Promise<void> {
  const house = await accounts.house();
  await t.deps.db.transaction().execute((trx) => postEntry(trx, entry('adjustment', house, wallet, amount)));
}

interface Attempt {
  input: EntryInput;
  /** Take the member's cashier lock first, as a withdrawal request does (an operator's adjustment does not). */
  lockMember?: bigint;
}

/** Runs the attempts at once and says which were posted and which were refused (insufficient_balance). */
async function race(attempts: Attempt[]): Promise<{ posted: Attempt[]; refused: Attempt[] }> {
  expect(attempts.length).toBeLessThanOrEqual(WAVE);
  const arrive = barrier(attempts.length);
  const outcomes = await Promise.all(
    attempts.map((attempt) =>
      t.deps.db
        .transaction()
        .execute(async (trx) => {
          await arrive();
          if (attempt.lockMember !== undefined) await lockMemberCashier(trx, attempt.lockMember);
          await postEntry(trx, attempt.input);
          return 'posted' as const;
        })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === 'insufficient_balance') return 'refused' as const;
          throw error;
        }),
    ),
  );
  return {
    posted: attempts.filter((_, i) => outcomes[i] === 'posted'),
    refused: attempts.filter((_, i) => outcomes[i] === 'refused'),
  };
}

async function balance(accountId: bigint): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** The sum of an account's postings: what its kept balance must equal. */
async function postingsSum(accountId: bigint): Promise<bigint> {
  const rows = await t.deps.db
    .selectFrom('ledger_postings')
    .select('amount')
    .where('account_id', '=', accountId)
    .execute();
  return rows.reduce((sum, r) => sum + r.amount, 0n);
}

/** The refused attempts left nothing: no entry, so their keys are free to be tried again. */
async function expectNoTrace(refused: Attempt[]): Promise<void> {
  if (refused.length === 0) return;
  const left = await t.deps.db
    .selectFrom('ledger_entries')
    .select('idempotency_key')
    .where('merchant_id', '=', merchantId)
    .where(
      'idempotency_key',
      'in',
      refused.map((a) => a.input.idempotencyKey),
    )
    .execute();
  expect(left).toEqual([]);
}

async function expectReconciled(): Promise<void> {
  expect(await reconcileLedger(t.deps.db, merchantId)).toMatchObject({
    postingsTotal: 0n,
    unbalancedEntries: [],
    accountDifferences: [],
    negativeAccounts: [],
    ok: true,
  });
}

describe('the ledger under concurrent postings', () => {
  it.skipIf(!onPostgres)(
    'sixteen members holding into the brand-wide withdrawal hold at once: every hold lands, none is lost',
    async () => {
      expect(t.kind).toBe('postgres');
      const hold = await accounts.hold();
      const members = await Promise.all(Array.from({ length: WAVE }, newMember));
      for (const m of members) await fund(m.wallet, 10_000n);

      const { posted, refused } = await race(
        members.map((m) => ({ input: entry('withdrawal_hold', m.wallet, hold, 10_000n, m.id), lockMember: m.id })),
      );

      expect(refused).toEqual([]);
      expect(posted).toHaveLength(WAVE);
      expect(await balance(hold)).toBe(BigInt(WAVE) * 10_000n);
      expect(await balance(hold)).toBe(await postingsSum(hold));
      for (const m of members) expect(await balance(m.wallet)).toBe(0n);
      await expectReconciled();
    },
  );

  it.skipIf(!onPostgres)(
    'payouts racing to drain the hold: exactly those that fit are paid, the rest refused without a trace',
    async () => {
      const hold = await accounts.hold();
      const clearing = await accounts.clearing();
      const member = await newMember();
      await fund(member.wallet, 100_000n);
      await t.deps.db
        .transaction()
        .execute((trx) => postEntry(trx, entry('withdrawal_hold', member.wallet, hold, 100_000n, member.id)));

      // Sixteen payouts of 75.00 against a hold of 1,000.00: 13 fit (975.00), 3 do not.
      const payouts = Array.from({ length: WAVE }, () => ({
        input: entry('withdrawal_payout', hold, clearing, 7_500n),
      }));
      const { posted, refused } = await race(payouts);

      expect(posted).toHaveLength(13);
      expect(refused).toHaveLength(3);
      expect(await balance(hold)).toBe(2_500n);
      expect(await postingsSum(hold)).toBe(2_500n);
      expect(await balance(clearing)).toBe(97_500n);
      await expectNoTrace(refused);
      await expectReconciled();
    },
  );

  it.skipIf(!onPostgres)(
    "an operator's debits (no member lock) racing the member's own withdrawals for one wallet: never below zero",
    async () => {
      const hold = await accounts.hold();
      const house = await accounts.house();
      const member = await newMember();
      await fund(member.wallet, 100_000n);

      // Eight withdrawals (under the member's lock, as the cashier takes it) and eight adjustment debits (no
      // lock, as the back office posts them), 75.00 each, against 1,000.00: 13 of the 16 fit.
      const attempts: Attempt[] = Array.from({ length: WAVE }, (_, i) =>
        i % 2 === 0
          ? { input: entry('withdrawal_hold', member.wallet, hold, 7_500n, member.id), lockMember: member.id }
          : { input: entry('adjustment', member.wallet, house, 7_500n, member.id) },
      );
      const { posted, refused } = await race(attempts);

      expect(posted).toHaveLength(13);
      expect(refused).toHaveLength(3);
      const held = BigInt(posted.filter((a) => a.input.kind === 'withdrawal_hold').length) * 7_500n;
      expect(await balance(member.wallet)).toBe(2_500n);
      expect(await postingsSum(member.wallet)).toBe(2_500n);
      expect(await balance(hold)).toBe(held);
      expect(await postingsSum(hold)).toBe(held);
      await expectNoTrace(refused);
      await expectReconciled();
    },
  );

  it.skipIf(!onPostgres)(
    'holds from many members and payouts from the hold at once: the hold ends at exactly what the posted ones say',
    async () => {
      const hold = await accounts.hold();
      const clearing = await accounts.clearing();
      // 100.00 held before the wave, so a payout or two can fit even if they all come first.
      const first = await newMember();
      await fund(first.wallet, 10_000n);
      await t.deps.db
        .transaction()
        .execute((trx) => postEntry(trx, entry('withdrawal_hold', first.wallet, hold, 10_000n, first.id)));
      const start = 10_000n;
      const members = await Promise.all(Array.from({ length: WAVE / 2 }, newMember));
      for (const m of members) await fund(m.wallet, 5_000n);

      // Half add 50.00 each from their own wallets, half take 120.00 each: whether a payout fits depends on
      // the order, so the counts vary, but the books must agree with whatever was posted.
      const attempts: Attempt[] = [
        ...members.map((m) => ({ input: entry('withdrawal_hold', m.wallet, hold, 5_000n, m.id), lockMember: m.id })),
        ...Array.from({ length: WAVE / 2 }, () => ({ input: entry('withdrawal_payout', hold, clearing, 12_000n) })),
      ];
      const { posted, refused } = await race(attempts);

      const holds = posted.filter((a) => a.input.kind === 'withdrawal_hold').length;
      const payouts = posted.filter((a) => a.input.kind === 'withdrawal_payout').length;
      expect(holds).toBe(WAVE / 2);
      expect(refused.every((a) => a.input.kind === 'withdrawal_payout')).toBe(true);
      const expected = start + BigInt(holds) * 5_000n - BigInt(payouts) * 12_000n;
      expect(expected).toBeGreaterThanOrEqual(0n);
      expect(await balance(hold)).toBe(expected);
      expect(await postingsSum(hold)).toBe(expected);
      await expectNoTrace(refused);
      await expectReconciled();
    },
  );

  it.skipIf(!onPostgres)(
    'transfers both ways between two wallets at once never deadlock: each entry locks its accounts in one order',
    async () => {
      const a = await newMember();
      const b = await newMember();
      await fund(a.wallet, 100_000n);
      await fund(b.wallet, 100_000n);
      // Half from a to b, half from b to a, each listing its paying account first: locked in the order the
      // postings came, the two halves would take the same two rows in opposite orders and deadlock.
      const attempts: Attempt[] = Array.from({ length: WAVE }, (_, i) => ({
        input:
          i % 2 === 0
            ? entry('transfer_upline', a.wallet, b.wallet, 100n)
            : entry('transfer_upline', b.wallet, a.wallet, 100n),
      }));
      const { posted, refused } = await race(attempts);
      expect(refused).toEqual([]);
      expect(posted).toHaveLength(WAVE);
      expect(await balance(a.wallet)).toBe(100_000n);
      expect(await balance(b.wallet)).toBe(100_000n);
      await expectReconciled();
    },
  );
});
