import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeMember } from '../session/session-test-kit';
import { createMerchant } from '../system/create-merchant';
import { systemAccount } from './ledger';
import { type BulkEntry, memberWalletAccounts, postEntriesInBulk } from './post-entries-in-bulk';
import { expectLedgerSumsHold, fundMember } from './wallet-test-kit';

/**
 * The bulk posting settlement uses (ADR 028): each entry as `postEntry` records it, a replayed key moves
 * nothing, a guarded account cannot go below zero, and kept balances stay equal to their postings.
 * Proved able to fail: with the replay check in `postEntriesInBulk` removed (every input entry treated as
 * fresh), the replay test went red (balances moved twice, postings doubled); restored, green. With the
 * balance notices never sent, sent for the house instead, or emptied, or sent for an account whose net is zero
 * (the zero filter dropped), the notices test went red; with the accounts touched but not moved left unread
 * (no lock list, no read, the read's columns or rows dropped), the round-trip test went red (its postings
 * carried -40 and 0 instead of the wallet's balances); with a missing member written as the text 'undefined',
 * the no-member test went red.
 */
let t: TestApp;
let merchantId: number;
let members: bigint[];
let wallets: Map<bigint, bigint>;
let house: bigint;
beforeAll(async () => {
  t = await createTestApp();
  // Raw entries with no domain row behind them: on a brand of their own, so no other test's books see them.
  merchantId = await createMerchant(t.deps, { code: 'bulka', name: 'Bulk A', hosts: ['bulka.example'] });
  members = [];
  for (const name of ['bulkm1', 'bulkm2', 'bulkm3']) {
    members.push(await makeMember(t, { username: name, password: 'Secret123', merchantId }));
    await fundMember(t, name, 1000n, 'bulka');
  }
  ({ wallets, house } = await t.deps.db.transaction().execute(async (trx) => ({
    wallets: await memberWalletAccounts(trx, merchantId, members),
    house: await systemAccount(trx, merchantId, 'house'),
  })));
});
afterAll(() => t.close());
// Each test reads the balances it starts from: none depends on which ran before it.

/** Each member pays `amount` to the house under `<prefix>:<member>`. */
function payments(prefix: string, amount: bigint, who = members): BulkEntry[] {
  return who.map((memberId) => ({
    idempotencyKey: `${prefix}:${memberId}`,
    reference: `bulk:${prefix}`,
    memberId,
    postings: [
      { accountId: wallets.get(memberId) as bigint, amount: -amount },
      { accountId: house, amount },
    ],
  }));
}

/** The house paying one member `amount` back, in an entry of its own. */
function paidBack(prefix: string, amount: bigint, memberId: bigint): BulkEntry {
  return {
    idempotencyKey: `${prefix}-back:${memberId}`,
    memberId,
    postings: [
      { accountId: house, amount: -amount },
      { accountId: wallets.get(memberId) as bigint, amount },
    ],
  };
}

const post = (entries: BulkEntry[]) =>
  t.deps.db.transaction().execute((trx) => postEntriesInBulk(trx, { merchantId, kind: 'adjustment', entries }));

async function balances(): Promise<bigint[]> {
  const rows = await t.deps.db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'in', members)
    .execute();
  return members.map((id) => rows.find((r) => r.member_id === id)?.balance ?? -1n);
}

describe('postEntriesInBulk', () => {
  it('posts one balanced entry per member with running balances, as single postings would', async () => {
    const houseBefore = (
      await t.deps.db.selectFrom('ledger_accounts').select('balance').where('id', '=', house).executeTakeFirstOrThrow()
    ).balance;
    const before = await balances();
    const results = await post(payments('first', 100n));
    expect(results.map((r) => r.replayed)).toEqual([false, false, false]);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(3);
    expect(await balances()).toEqual(before.map((b) => b - 100n));
    // The house's postings carry its balance after each entry in turn; each wallet's its own new balance.
    const postings = await t.deps.db
      .selectFrom('ledger_postings')
      .select(['entry_id', 'account_id', 'amount', 'balance_after'])
      .where(
        'entry_id',
        'in',
        results.map((r) => r.entryId),
      )
      .orderBy('entry_id')
      .execute();
    expect(postings.filter((p) => p.account_id === house).map((p) => p.balance_after)).toEqual([
      houseBefore + 100n,
      houseBefore + 200n,
      houseBefore + 300n,
    ]);
    expect(postings.filter((p) => p.account_id !== house).map((p) => p.balance_after)).toEqual(
      before.map((b) => b - 100n),
    );
    await expectLedgerSumsHold(t, 'bulka');
  });

  it('moves nothing on replayed keys, and only the new entries of a mixed call', async () => {
    const [b1, b2, b3] = (await balances()) as [bigint, bigint, bigint];
    const first = await post(payments('replay', 50n, members.slice(0, 2)));
    expect(await balances()).toEqual([b1 - 50n, b2 - 50n, b3]);
    const again = await post(payments('replay', 50n));
    expect(again.map((r) => r.replayed)).toEqual([true, true, false]);
    expect(again.slice(0, 2).map((r) => r.entryId)).toEqual(first.map((r) => r.entryId));
    expect(await balances()).toEqual([b1 - 50n, b2 - 50n, b3 - 50n]);
    const everything = await post(payments('replay', 50n));
    expect(everything.every((r) => r.replayed)).toBe(true);
    expect(await balances()).toEqual([b1 - 50n, b2 - 50n, b3 - 50n]);
    const entries = await t.deps.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', 'like', 'replay:%')
      .execute();
    expect(entries).toHaveLength(3);
    await expectLedgerSumsHold(t, 'bulka');
  });

  it('refuses the whole call when one wallet would go below zero, leaving nothing behind', async () => {
    const before = await balances();
    const entries = payments('toomuch', 10n);
    // One more than the second member has.
    entries[1] = payments('toomuch', (before[1] as bigint) + 1n, [members[1] as bigint])[0] as BulkEntry;
    await expect(post(entries)).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await balances()).toEqual(before);
    const keys = await t.deps.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', 'like', 'toomuch:%')
      .execute();
    expect(keys).toEqual([]);
    await expectLedgerSumsHold(t, 'bulka');
  });

  it('refuses an entry that does not balance or a key given twice, before writing anything', async () => {
    const before = await balances();
    const unbalanced = payments('odd', 10n);
    unbalanced[2] = {
      ...(unbalanced[2] as BulkEntry),
      postings: [
        { accountId: house, amount: 10n },
        { accountId: wallets.get(members[2] as bigint) as bigint, amount: -9n },
      ],
    };
    await expect(post(unbalanced)).rejects.toThrow(/does not balance/);
    await expect(post([...payments('twice', 1n), ...payments('twice', 1n)])).rejects.toThrow(/given twice/);
    expect(await balances()).toEqual(before);
    await expectLedgerSumsHold(t, 'bulka');
  });

  it('records each entry as given: its reserved id, member, reference and memo; no zero posting; nothing for nothing', async () => {
    // Found by mutation testing (npm run mutate on this file): these fields and rules were written but unchecked.
    expect(await post([])).toEqual([]);
    const [reserved] = (
      await sql<{ id: string }>`select nextval('ledger_entries_id_seq')::text as id`.execute(t.deps.db)
    ).rows;
    const member = members[0] as bigint;
    const entry: BulkEntry = {
      entryId: BigInt(reserved?.id ?? '0'),
      idempotencyKey: `recorded:${member}`,
      reference: 'bulk:recorded',
      memberId: member,
      memo: 'draw 20261124-HN',
      postings: [
        { accountId: wallets.get(member) as bigint, amount: -5n },
        { accountId: house, amount: 5n },
        { accountId: wallets.get(members[1] as bigint) as bigint, amount: 0n },
      ],
    };
    const [result] = await post([entry]);
    expect(result).toEqual({ entryId: entry.entryId, replayed: false });
    const row = await t.deps.db
      .selectFrom('ledger_entries')
      .select(['id', 'member_id', 'reference', 'memo', 'kind'])
      .where('id', '=', entry.entryId as bigint)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      id: entry.entryId,
      member_id: member,
      reference: 'bulk:recorded',
      memo: 'draw 20261124-HN',
      kind: 'adjustment',
    });
    const postings = await t.deps.db
      .selectFrom('ledger_postings')
      .select(['account_id', 'amount'])
      .where('entry_id', '=', entry.entryId as bigint)
      .orderBy('amount')
      .execute();
    expect(postings).toEqual([
      { account_id: wallets.get(member), amount: -5n },
      { account_id: house, amount: 5n },
    ]);
    // One posting alone is no entry, even one that sums to nothing.
    const lone: BulkEntry = { idempotencyKey: 'lone', postings: [{ accountId: house, amount: 0n }] };
    await expect(post([lone])).rejects.toThrow(/does not balance/);
    await expectLedgerSumsHold(t, 'bulka');
  });

  it("tells each member whose balance changed their new balance, never the house's nor an unchanged one's", async () => {
    const [m1, m2] = members as [bigint, bigint];
    const [b1, b2] = (await balances()) as [bigint, bigint];
    const seen: { memberId: bigint; balance?: string }[] = [];
    const stop = t.deps.events.subscribe((event) => {
      if (event.type === 'balance' && event.merchantId === merchantId) seen.push(event);
    });
    try {
      // The first member pays 30 and is paid 30 back in the same call: their balance does not change.
      await post([...payments('told', 30n, [m1]), ...payments('told', 20n, [m2]), paidBack('told', 30n, m1)]);
      const told = () => seen.filter((e) => e.memberId === m2);
      for (let i = 0; i < 100 && told().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(told()).toEqual([expect.objectContaining({ memberId: m2, balance: `${b2 - 20n}` })]);
      expect(seen.filter((e) => e.memberId !== m2)).toEqual([]);
    } finally {
      stop();
    }
    expect(await balances()).toEqual([b1, b2 - 20n, expect.any(BigInt)]);
    await expectLedgerSumsHold(t, 'bulka');
  });

  it('gives an account moved there and back in one call the balances it really had, entry by entry', async () => {
    const m1 = members[0] as bigint;
    const [b1] = (await balances()) as [bigint];
    const [out, back] = await post([...payments('roundtrip', 40n, [m1]), paidBack('roundtrip', 40n, m1)]);
    const afterOf = async (entryId: bigint | undefined) =>
      (
        await t.deps.db
          .selectFrom('ledger_postings')
          .select('balance_after')
          .where('entry_id', '=', entryId as bigint)
          .where('account_id', '=', wallets.get(m1) as bigint)
          .executeTakeFirstOrThrow()
      ).balance_after;
    expect(await afterOf(out?.entryId)).toBe(b1 - 40n);
    expect(await afterOf(back?.entryId)).toBe(b1);
    expect((await balances())[0]).toBe(b1);
    await expectLedgerSumsHold(t, 'bulka');
  });

  it('records an entry with no member as about no member', async () => {
    const clearing = await t.deps.db.transaction().execute((trx) => systemAccount(trx, merchantId, 'payment_clearing'));
    const [result] = await post([
      {
        idempotencyKey: 'no-member',
        postings: [
          { accountId: house, amount: -7n },
          { accountId: clearing, amount: 7n },
        ],
      },
    ]);
    const row = await t.deps.db
      .selectFrom('ledger_entries')
      .select('member_id')
      .where('id', '=', result?.entryId as bigint)
      .executeTakeFirstOrThrow();
    expect(row.member_id).toBeNull();
    await expectLedgerSumsHold(t, 'bulka');
  });
});
