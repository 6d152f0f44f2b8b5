import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { tokenFor } from '../member/member-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { makeMember } from '../session/session-test-kit';
import { createMerchant } from '../system/create-merchant';
import { memberBalances, memberWalletAccount, postEntry, systemAccount } from './ledger';
import { recordOpeningCredit } from './opening-credit';
import { reconcileLedger } from './reconcile-ledger';
import { balanceOf, expectLedgerSumsHold, fundMember } from './wallet-test-kit';

/**
 * The ledger's own rules, at postEntry. Checked to fail: with the frozen-owner condition left out of the guarded
 * UPDATE, or applied to credits instead of debits, the frozen member's spending went through (red); with the
 * live balance events or the answered balances emptied, the live-channel test went red. With memberBalances
 * starting from an empty map, the member who never moved money read nothing instead of 0 (red); with the
 * opening credit's replay no longer answering 0, the second recording of its key failed (red); with the
 * reconciliation's findings emptied (unbalanced entries, negative accounts), a house difference given the
 * member id "null", or ok computed as (total zero OR no unbalanced entry), the findings tests went red. The
 * there-and-back test was red before postEntry locked and read an account whose net is zero: its postings
 * carried a balance_after of 0 instead of the wallet's 900.
 */
let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
});
afterAll(() => t.close());

describe('ledger', () => {
  it('answers the balance the ledger keeps for the member, in the brand currency, with the consolidated funds', async () => {
    await makeMember(t, { username: 'ledgera', password: 'Secret123' });
    const token = await tokenFor(t, 'ledgera');
    expect(await balanceOf(t, token)).toBe('0.00');
    await fundMember(t, 'ledgera', 12345n);
    expect(await balanceOf(t, token)).toBe('123.45');
    const merchantWallet = await t.call({ method: 'POST', url: '/wps/relay/GCS_merchantWallet', token });
    expect(merchantWallet.json().value).toEqual({ isSingle: true, currency: 'MYR', exponent: 2 });
    const funds = await t.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', token });
    expect(funds.json().value).toMatchObject({
      currency: 'MYR',
      exponent: 2,
      sumBalance: '123.45',
      withdrawalsInFlight: '0.00',
      depositsPending: '0.00',
      totalDeposited: '0.00',
      totalWithdrawn: '0.00',
    });
    await expectReconciled(t);
  });

  it('answers a visitor without a session with token_required', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'token_required' });
  });

  it('moves nothing on a replayed idempotency key and refuses to take a wallet below zero', async () => {
    // Raw entries with no adjustment behind them: on a brand of their own, so no other test sees them.
    const merchantId = await createMerchant(t.deps, { code: 'rawa', name: 'Raw A', hosts: ['rawa.example'] });
    const memberId = await makeMember(t, { username: 'ledgerb', password: 'Secret123', merchantId });
    const token = await tokenFor(t, 'ledgerb', 'rawa');
    await fundMember(t, 'ledgerb', 1000n, 'rawa');
    const post = (amount: bigint, key: string) =>
      t.deps.db.transaction().execute(async (trx) => {
        const wallet = await memberWalletAccount(trx, merchantId, memberId);
        const house = await systemAccount(trx, merchantId, 'house');
        return postEntry(trx, {
          merchantId,
          kind: 'adjustment',
          idempotencyKey: key,
          memberId,
          postings: [
            { accountId: wallet, amount: -amount },
            { accountId: house, amount },
          ],
        });
      });
    expect((await post(400n, 'take-400-once')).replayed).toBe(false);
    expect((await post(400n, 'take-400-once')).replayed).toBe(true);
    expect(await balanceOf(t, token, 'rawa.example')).toBe('6.00');
    await expect(post(601n, 'take-too-much')).rejects.toMatchObject({ code: 'insufficient_balance' });
    // The refused entry left nothing behind, not even its key.
    const keys = await t.deps.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('idempotency_key', '=', 'take-too-much')
      .execute();
    expect(keys).toEqual([]);
    expect(await balanceOf(t, token, 'rawa.example')).toBe('6.00');
    await expectLedgerSumsHold(t, 'rawa');
  });

  it('refuses an entry whose postings do not sum to zero', async () => {
    const merchantId = await createMerchant(t.deps, { code: 'rawb', name: 'Raw B', hosts: ['rawb.example'] });
    const memberId = await makeMember(t, { username: 'ledgerc', password: 'Secret123', merchantId });
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        const wallet = await memberWalletAccount(trx, merchantId, memberId);
        const house = await systemAccount(trx, merchantId, 'house');
        return postEntry(trx, {
          merchantId,
          kind: 'adjustment',
          idempotencyKey: 'unbalanced',
          postings: [
            { accountId: wallet, amount: 100n },
            { accountId: house, amount: -99n },
          ],
        });
      }),
    ).rejects.toThrow(/does not balance/);
    await expectLedgerSumsHold(t, 'rawb');
  });

  it('finds a wallet whose kept balance drifted from its postings', async () => {
    await makeMember(t, { username: 'ledgerd', password: 'Secret123' });
    const memberId = await fundMember(t, 'ledgerd', 1n);
    await t.deps.db
      .updateTable('ledger_accounts')
      .set({ balance: 999_999n })
      .where('member_id', '=', memberId)
      .execute();
    const res = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: await tokenFor(t, 'ledgerd') });
    expect(res.json().value.sumBalance).toBe('9999.99');
    const found = await reconcileLedger(t.deps.db, merchantId);
    expect(found.ok).toBe(false);
    expect(found.accountDifferences).toEqual([
      expect.objectContaining({ memberId: `${memberId}`, balance: 999_999n, postingsSum: 1n }),
    ]);
    // Put it back, so no later test finds the brand's ledger broken.
    await sql`UPDATE ledger_accounts a SET balance = (SELECT sum(amount) FROM ledger_postings p WHERE p.account_id = a.id)
              WHERE a.member_id = ${memberId}`.execute(t.deps.db);
    await expectReconciled(t);
  });

  it('keeps a brand in Vietnamese dong in whole units: no minor unit, no decimals accepted', async () => {
    const vndId = await createMerchant(t.deps, {
      code: 'vnd',
      name: 'Dong brand',
      hosts: ['vnd.example'],
      currency: 'VND',
      currencyExponent: 0,
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    await makeMember(t, { username: 'dongplayer', password: 'Secret123', merchantId: vndId });
    const token = await tokenFor(t, 'dongplayer', 'vnd');
    await fundMember(t, 'dongplayer', 250_000n, 'vnd');
    const res = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token, host: 'vnd.example' });
    expect(res.json().value).toEqual({ sumBalance: '250000', currency: 'VND' });
    const transfer = await t.call({
      method: 'POST',
      url: '/wps/cashier/transfer-upline',
      token,
      host: 'vnd.example',
      payload: { amount: '1000.5', paymentPassword: '135790', idempotencyKey: 'vnd-decimals-1' },
    });
    expect(transfer.statusCode).toBe(400);
    expect(transfer.json()).toMatchObject({ success: false, code: 'amount_too_many_decimals' });
    await expectReconciled(t, 'vnd');
  });

  it("refuses a frozen member's own spending with account_frozen and no trace, while money the system moves still takes from the wallet and credits still arrive", async () => {
    const merchantId = await createMerchant(t.deps, { code: 'rawf', name: 'Raw F', hosts: ['rawf.example'] });
    const frozen = await makeMember(t, { username: 'ledgerf', password: 'Secret123', merchantId });
    const other = await makeMember(t, { username: 'ledgerg', password: 'Secret123', merchantId });
    await fundMember(t, 'ledgerf', 1_000n, 'rawf');
    await fundMember(t, 'ledgerg', 1_000n, 'rawf');
    await t.deps.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', frozen).execute();
    const post = (kind: string, from: bigint | 'house', to: bigint | 'house', amount: bigint, key: string) =>
      t.deps.db.transaction().execute(async (trx) => {
        const account = (who: bigint | 'house') =>
          who === 'house' ? systemAccount(trx, merchantId, 'house') : memberWalletAccount(trx, merchantId, who);
        return postEntry(trx, {
          merchantId,
          kind,
          idempotencyKey: key,
          postings: [
            { accountId: await account(from), amount: -amount },
            { accountId: await account(to), amount },
          ],
        });
      });
    const balance = async (memberId: bigint) =>
      (
        await t.deps.db
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).balance;

    // The member's own spending (a transfer to another member, a bet): refused, even well within the balance.
    await expect(post('transfer_upline', frozen, other, 100n, 'frozen-spends')).rejects.toMatchObject({
      code: 'account_frozen',
    });
    await expect(post('bet_stake', frozen, 'house', 1n, 'frozen-bets')).rejects.toMatchObject({
      code: 'account_frozen',
    });
    const refusedKeys = await t.deps.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', 'in', ['frozen-spends', 'frozen-bets'])
      .execute();
    expect(refusedKeys).toEqual([]);
    expect(await balance(frozen)).toBe(1_000n);
    // Money the system would take beyond the frozen wallet's balance is short, not frozen; so is a member who is
    // not frozen and short of money.
    await expect(post('adjustment', frozen, 'house', 5_000n, 'system-takes-too-much')).rejects.toMatchObject({
      code: 'insufficient_balance',
    });
    await expect(post('transfer_upline', other, frozen, 5_000n, 'other-short')).rejects.toMatchObject({
      code: 'insufficient_balance',
    });

    // Money reaching the frozen member by another's spending, and money the system moves, still moves.
    const credited = await post('transfer_upline', other, frozen, 300n, 'frozen-receives');
    expect(credited.balances?.get(await walletOf(merchantId, frozen))).toBe(1_300n);
    const taken = await post('adjustment', frozen, 'house', 200n, 'system-takes');
    expect(taken.balances?.get(await walletOf(merchantId, frozen))).toBe(1_100n);
    expect(await balance(frozen)).toBe(1_100n);
    expect(await balance(other)).toBe(700n);
    await expectLedgerSumsHold(t, 'rawf');
  });

  it("answers each moved account's new balance and tells the member's live channel, never for a house account", async () => {
    const merchantId = await createMerchant(t.deps, { code: 'rawe', name: 'Raw E', hosts: ['rawe.example'] });
    const memberId = await makeMember(t, { username: 'ledgere', password: 'Secret123', merchantId });
    await fundMember(t, 'ledgere', 500n, 'rawe');
    const seen: { memberId: bigint; balance?: string; merchantId: number }[] = [];
    const stop = t.deps.events.subscribe((event) => {
      if (event.type === 'balance' && event.merchantId === merchantId) seen.push(event);
    });
    try {
      const result = await t.deps.db.transaction().execute(async (trx) => {
        const wallet = await memberWalletAccount(trx, merchantId, memberId);
        const house = await systemAccount(trx, merchantId, 'house');
        const posted = await postEntry(trx, {
          merchantId,
          kind: 'adjustment',
          idempotencyKey: 'told-live',
          memberId,
          postings: [
            { accountId: house, amount: -250n },
            { accountId: wallet, amount: 250n },
          ],
        });
        return { posted, wallet, house };
      });
      expect(result.posted.balances).toEqual(
        new Map([
          [result.wallet, 750n],
          [result.house, expect.any(BigInt)],
        ]),
      );
      const told = () => seen.filter((e) => e.balance === '750');
      for (let i = 0; i < 100 && told().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(told()).toEqual([expect.objectContaining({ memberId })]);
      // The funding's own event may arrive after the subscription; none is ever about the house (no member).
      expect(seen.every((e) => e.memberId === memberId)).toBe(true);
    } finally {
      stop();
    }
  });
});

describe('ledger reads and findings', () => {
  it('gives an account posted there and back in one entry its real balance after each posting', async () => {
    const merchantId = await createMerchant(t.deps, { code: 'rawt', name: 'Raw T', hosts: ['rawt.example'] });
    const memberId = await makeMember(t, { username: 'ledgert', password: 'Secret123', merchantId });
    await fundMember(t, 'ledgert', 900n, 'rawt');
    const wallet = await walletOf(merchantId, memberId);
    const { entryId } = await t.deps.db.transaction().execute(async (trx) =>
      postEntry(trx, {
        merchantId,
        kind: 'adjustment',
        idempotencyKey: 'there-and-back',
        memberId,
        postings: [
          { accountId: wallet, amount: -300n },
          { accountId: await systemAccount(trx, merchantId, 'house'), amount: 1n },
          { accountId: wallet, amount: 300n },
          { accountId: await systemAccount(trx, merchantId, 'payment_clearing'), amount: -1n },
        ],
      }),
    );
    const postings = await t.deps.db
      .selectFrom('ledger_postings')
      .select(['amount', 'balance_after'])
      .where('entry_id', '=', entryId)
      .where('account_id', '=', wallet)
      .orderBy('amount')
      .execute();
    expect(postings).toEqual([
      { amount: -300n, balance_after: 900n },
      { amount: 300n, balance_after: 900n },
    ]);
    expect(await balanceOf(t, await tokenFor(t, 'ledgert', 'rawt'), 'rawt.example')).toBe('9.00');
    await expectLedgerSumsHold(t, 'rawt');
  });

  it("reads several members' balances at once, 0 for one whose wallet never moved", async () => {
    const merchantId = await createMerchant(t.deps, { code: 'rawm', name: 'Raw M', hosts: ['rawm.example'] });
    const funded = await makeMember(t, { username: 'ledgerm1', password: 'Secret123', merchantId });
    const never = await makeMember(t, { username: 'ledgerm2', password: 'Secret123', merchantId });
    await fundMember(t, 'ledgerm1', 1_234n, 'rawm');
    expect(await memberBalances(t.deps.db, merchantId, [funded, never])).toEqual(
      new Map([
        [funded, 1_234n],
        [never, 0n],
      ]),
    );
    expect(await memberBalances(t.deps.db, merchantId, [])).toEqual(new Map());
  });

  it('credits an opening balance once however often its key is recorded', async () => {
    const merchantId = await createMerchant(t.deps, { code: 'rawo', name: 'Raw O', hosts: ['rawo.example'] });
    const memberId = await makeMember(t, { username: 'ledgero', password: 'Secret123', merchantId });
    const operator = await t.deps.db
      .insertInto('operators')
      .values({ merchant_id: merchantId, username: 'opener', role: 'admin', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const credit = () =>
      t.deps.db.transaction().execute((trx) =>
        recordOpeningCredit(trx, {
          merchantId,
          memberId,
          amount: 5_000n,
          reason: 'Opening balance',
          operatorId: operator.id,
          idempotencyKey: 'opening',
          now: t.deps.now(),
        }),
      );
    expect(await credit()).toBe(5_000n);
    expect(await credit()).toBe(0n);
    expect(await memberBalances(t.deps.db, merchantId, [memberId])).toEqual(new Map([[memberId, 5_000n]]));
    await expectLedgerSumsHold(t, 'rawo');
  });

  it('names an unbalanced entry and a house difference', async () => {
    // Broken books on purpose, on a brand of their own: nothing else reads them.
    const merchantId = await createMerchant(t.deps, { code: 'rawu', name: 'Raw U', hosts: ['rawu.example'] });
    const memberId = await makeMember(t, { username: 'ledgerb', password: 'Secret123', merchantId });
    await fundMember(t, 'ledgerb', 100n, 'rawu');
    const db = t.deps.db;
    const wallet = await walletOf(merchantId, memberId);
    const house = await db.transaction().execute((trx) => systemAccount(trx, merchantId, 'house'));
    // An entry of +5 and -3 written straight to the tables, balances moved to match: it sums to +2.
    const entry = await db
      .insertInto('ledger_entries')
      .values({ merchant_id: merchantId, kind: 'adjustment', idempotency_key: 'plus' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [accountId, amount] of [
      [house, 5n],
      [wallet, -3n],
    ] as const) {
      const moved = await db
        .updateTable('ledger_accounts')
        .set({ balance: sql<bigint>`balance + ${amount}` })
        .where('id', '=', accountId)
        .returning('balance')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('ledger_postings')
        .values({
          entry_id: entry.id,
          merchant_id: merchantId,
          account_id: accountId,
          amount,
          balance_after: moved.balance,
        })
        .execute();
    }
    // And the house's kept balance one more than its postings.
    await db
      .updateTable('ledger_accounts')
      .set({ balance: sql<bigint>`balance + 1` })
      .where('id', '=', house)
      .execute();
    const result = await reconcileLedger(db, merchantId);
    expect(result.postingsTotal).toBe(2n);
    expect(result.unbalancedEntries).toEqual([{ entryId: `${entry.id}`, kind: 'adjustment', sum: 2n }]);
    expect(result.accountDifferences).toEqual([
      { accountId: `${house}`, kind: 'house', memberId: null, balance: -94n, postingsSum: -95n },
    ]);
    expect(result.negativeAccounts).toEqual([]);
    expect(result.ok).toBe(false);
  });

  it('names a guarded account below zero (the table refuses one: its check is set aside, then rolled back)', async () => {
    const merchantId = await createMerchant(t.deps, { code: 'rawn', name: 'Raw N', hosts: ['rawn.example'] });
    const memberId = await makeMember(t, { username: 'ledgern', password: 'Secret123', merchantId });
    const wallet = await walletOf(merchantId, memberId);
    const seen = await t.deps.db
      .transaction()
      .execute(async (trx) => {
        await sql`alter table ledger_accounts drop constraint ledger_accounts_check`.execute(trx);
        await trx.updateTable('ledger_accounts').set({ balance: -7n }).where('id', '=', wallet).execute();
        throw Object.assign(new Error('roll back'), { result: await reconcileLedger(trx, merchantId) });
      })
      .catch((error: { result?: Awaited<ReturnType<typeof reconcileLedger>> }) => error.result);
    expect(seen?.negativeAccounts).toEqual([{ accountId: `${wallet}`, kind: 'member_wallet', balance: -7n }]);
    expect(seen?.ok).toBe(false);
    await expectLedgerSumsHold(t, 'rawn');
  });

  it('is not ok with unbalanced entries whose sums cancel out', async () => {
    const merchantId = await createMerchant(t.deps, { code: 'rawz', name: 'Raw Z', hosts: ['rawz.example'] });
    const db = t.deps.db;
    const [house, clearing] = await db
      .transaction()
      .execute(async (trx) => [
        await systemAccount(trx, merchantId, 'house'),
        await systemAccount(trx, merchantId, 'payment_clearing'),
      ]);
    for (const [key, accountId, amount] of [
      ['up', house, 4n],
      ['down', clearing, -4n],
    ] as const) {
      const entry = await db
        .insertInto('ledger_entries')
        .values({ merchant_id: merchantId, kind: 'adjustment', idempotency_key: key })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('ledger_accounts')
        .set({ balance: sql<bigint>`balance + ${amount}` })
        .where('id', '=', accountId)
        .execute();
      await db
        .insertInto('ledger_postings')
        .values({ entry_id: entry.id, merchant_id: merchantId, account_id: accountId, amount, balance_after: amount })
        .execute();
    }
    const result = await reconcileLedger(db, merchantId);
    expect(result).toMatchObject({ postingsTotal: 0n, accountDifferences: [], negativeAccounts: [], ok: false });
    expect(result.unbalancedEntries.map((e) => e.sum).sort()).toEqual([-4n, 4n]);
  });
});

/** A member's wallet account id (made on first use, as the ledger does). */
const walletOf = (merchantId: number, memberId: bigint) => memberWalletAccount(t.deps.db, merchantId, memberId);
