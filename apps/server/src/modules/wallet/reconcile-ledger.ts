import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export interface LedgerDifference {
  accountId: string;
  kind: string;
  memberId: string | null;
  balance: bigint;
  postingsSum: bigint;
}

export interface Reconciliation {
  /** Sum of every posting of the brand: zero when every entry balances. */
  postingsTotal: bigint;
  /** Entries whose own postings do not sum to zero. */
  unbalancedEntries: { entryId: string; kind: string; sum: bigint }[];
  /** Accounts whose kept balance differs from the sum of their postings. */
  accountDifferences: LedgerDifference[];
  /** Accounts that must never be negative but are. */
  negativeAccounts: { accountId: string; kind: string; balance: bigint }[];
  accountsChecked: number;
  entriesChecked: number;
  /** How many entries of each kind the brand has: the domain checks must account for every kind. */
  entryKinds: { kind: string; entries: number }[];
  ok: boolean;
}

/**
 * The ledger's own checks (docs/architecture.md, Money) as queries: a reconciliation is a query, not a hope. Each is one
 * statement, so money moving meanwhile cannot show as a difference. The domain rows behind the entries are
 * checked by their modules (reconcileDeposits, reconcileAdjustments…), composed in modules/reconciliation.
 */
export async function reconcileLedger(db: Db, merchantId: number): Promise<Reconciliation> {
  const [total, unbalanced, differences, negative, counts, kinds] = await Promise.all([
    db
      .selectFrom('ledger_postings')
      .select(sql<bigint>`coalesce(sum(amount), 0)::bigint`.as('sum'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_entries as e')
      .leftJoin('ledger_postings as p', 'p.entry_id', 'e.id')
      .select(['e.id', 'e.kind', sql<bigint>`coalesce(sum(p.amount), 0)::bigint`.as('sum')])
      .where('e.merchant_id', '=', merchantId)
      .groupBy(['e.id', 'e.kind'])
      .having(sql<boolean>`coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2`)
      .limit(100)
      .execute(),
    db
      .selectFrom('ledger_accounts as a')
      .leftJoin('ledger_postings as p', 'p.account_id', 'a.id')
      .select(['a.id', 'a.kind', 'a.member_id', 'a.balance', sql<bigint>`coalesce(sum(p.amount), 0)::bigint`.as('sum')])
      .where('a.merchant_id', '=', merchantId)
      .groupBy(['a.id', 'a.kind', 'a.member_id', 'a.balance'])
      .having(sql<boolean>`a.balance <> coalesce(sum(p.amount), 0)`)
      .limit(100)
      .execute(),
    db
      .selectFrom('ledger_accounts')
      .select(['id', 'kind', 'balance'])
      .where('merchant_id', '=', merchantId)
      .where('may_go_negative', '=', false)
      .where('balance', '<', 0n)
      .limit(100)
      .execute(),
    db
      .selectFrom('ledger_accounts')
      .select([
        sql<number>`count(*)::int`.as('accounts'),
        sql<number>`(select count(*)::int from ledger_entries where merchant_id = ${merchantId})`.as('entries'),
      ])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_entries')
      .select(['kind', sql<number>`count(*)::int`.as('entries')])
      .where('merchant_id', '=', merchantId)
      .groupBy('kind')
      .orderBy('kind')
      .execute(),
  ]);
  const result: Reconciliation = {
    postingsTotal: total.sum,
    unbalancedEntries: unbalanced.map((r) => ({ entryId: `${r.id}`, kind: r.kind, sum: r.sum })),
    accountDifferences: differences.map((r) => ({
      accountId: `${r.id}`,
      kind: r.kind,
      memberId: r.member_id === null ? null : `${r.member_id}`,
      balance: r.balance,
      postingsSum: r.sum,
    })),
    negativeAccounts: negative.map((r) => ({ accountId: `${r.id}`, kind: r.kind, balance: r.balance })),
    accountsChecked: counts.accounts,
    entriesChecked: counts.entries,
    entryKinds: kinds,
    ok: false,
  };
  result.ok =
    result.postingsTotal === 0n &&
    result.unbalancedEntries.length === 0 &&
    result.accountDifferences.length === 0 &&
    result.negativeAccounts.length === 0;
  return result;
}

/** The brand's house-side accounts (no member's) with their balances, for the reconciliation page. */
export function houseAccountBalances(db: Db, merchantId: number) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'code', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'is', null)
    .orderBy('kind')
    .orderBy('code')
    .execute();
}

/** The sum of the brand's member wallets and how many there are. */
export function memberWalletsTotal(db: Db, merchantId: number) {
  return db
    .selectFrom('ledger_accounts')
    .select([sql<bigint>`coalesce(sum(balance), 0)::bigint`.as('total'), sql<number>`count(*)::int`.as('n')])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'member_wallet')
    .executeTakeFirstOrThrow();
}
