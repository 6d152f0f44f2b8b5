import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { TRIAL_TYPE } from '../../platform/auth';
import { publishBalances } from '../../platform/realtime';
import { memberAccounts } from '../member';
import type { EntryResult, Posting } from './ledger';

/**
 * Many entries of one kind in a handful of statements, for callers that move money for thousands of members at
 * once (a lottery draw's settlement, ADR 028). Each entry is still one balanced journal entry with its own
 * idempotency key, exactly as `postEntry` would record it; only the round trips are shared:
 * 1. One INSERT of every entry (with the ids the caller reserved, if it did), `ON CONFLICT DO NOTHING` on
 *    (merchant, kind, key): a concurrent duplicate waits on the unique index and a key seen before inserts
 *    nothing. Replayed entries move nothing and are answered with their first entry's id (`replayed: true`).
 * 2. Every account the new entries touch is locked in id order (one SELECT … ORDER BY id FOR UPDATE), as
 *    `postEntry` locks its accounts, so bulk and single postings never deadlock each other.
 * 3. One guarded UPDATE moves each account by its net over all the entries; a guarded account (member
 *    wallet, hold, bets in play) that would go below zero matches no row and the whole call throws
 *    `insufficient_balance` (the caller's transaction rolls back everything).
 * 4. One INSERT of every posting, each with the balance its account had once its own entry was applied (the
 *    running balance in the order of `entries`), as the account record shows it.
 * 5. One statement publishes each member wallet's new balance (sent just after the commit, never on rollback).
 */
export interface BulkEntry {
  /** An id from `reserveEntryIds`, when the caller linked its own rows to the entry before posting it. */
  entryId?: bigint;
  idempotencyKey: string;
  /** What it is about, e.g. `draw:42`. */
  reference?: string;
  memberId?: bigint;
  memo?: string;
  postings: Posting[];
}

export interface BulkEntriesInput {
  merchantId: number;
  kind: string;
  entries: BulkEntry[];
}

/** One result per input entry, in the same order. */
export async function postEntriesInBulk(trx: Transaction<Database>, input: BulkEntriesInput): Promise<EntryResult[]> {
  const { merchantId, kind, entries } = input;
  if (entries.length === 0) return [];
  const postingsOf = entries.map((entry) => {
    const postings = entry.postings.filter((p) => p.amount !== 0n);
    const total = postings.reduce((sum, p) => sum + p.amount, 0n);
    if (postings.length < 2 || total !== 0n)
      throw new Error(`ledger entry ${kind} ${entry.idempotencyKey} does not balance`);
    return postings;
  });
  const indexOf = new Map<string, number>();
  entries.forEach((entry, i) => {
    if (indexOf.has(entry.idempotencyKey)) throw new Error(`ledger entry key ${entry.idempotencyKey} given twice`);
    indexOf.set(entry.idempotencyKey, i);
  });

  const inserted = await sql<{ id: bigint; idempotency_key: string }>`
    insert into ledger_entries (id, merchant_id, kind, idempotency_key, reference, member_id, memo)
    select coalesce(e.id, nextval('ledger_entries_id_seq')), ${merchantId}, ${kind}, e.key, e.reference, e.member_id, e.memo
      from unnest(${entries.map((e) => (e.entryId === undefined ? null : `${e.entryId}`))}::bigint[],
                  ${entries.map((e) => e.idempotencyKey)}::text[], ${entries.map((e) => e.reference ?? '')}::text[],
                  ${entries.map((e) => (e.memberId === undefined ? null : `${e.memberId}`))}::bigint[],
                  ${entries.map((e) => e.memo ?? '')}::text[]) with ordinality as e(id, key, reference, member_id, memo, ord)
     order by e.ord
    on conflict (merchant_id, kind, idempotency_key) do nothing
    returning id, idempotency_key`.execute(trx);
  const results: (EntryResult | undefined)[] = new Array(entries.length);
  for (const row of inserted.rows)
    results[indexOf.get(row.idempotency_key) as number] = { entryId: row.id, replayed: false };
  const replayedKeys = entries.filter((_, i) => !results[i]).map((e) => e.idempotencyKey);
  if (replayedKeys.length > 0) {
    const first = await trx
      .selectFrom('ledger_entries')
      .select(['id', 'idempotency_key'])
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where('idempotency_key', 'in', replayedKeys)
      .execute();
    for (const row of first) results[indexOf.get(row.idempotency_key) as number] = { entryId: row.id, replayed: true };
  }
  const done = results as EntryResult[];
  const fresh = entries.flatMap((_, i) => (done[i]?.replayed === false ? [i] : []));
  if (fresh.length === 0) return done;

  // Each account's net over the new entries; zero nets lock and move nothing.
  const net = new Map<bigint, bigint>();
  for (const i of fresh)
    for (const p of postingsOf[i] ?? []) net.set(p.accountId, (net.get(p.accountId) ?? 0n) + p.amount);
  const moved = [...net.entries()]
    .filter(([, amount]) => amount !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const touched = [...net.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await sql`select id from ledger_accounts where id = any(${touched.map(String)}::bigint[]) order by id for update`.execute(
    trx,
  );
  const after = new Map<bigint, { balance: bigint; memberId: bigint | null }>();
  if (moved.length > 0) {
    const updated = await sql<{ id: bigint; balance: bigint; member_id: bigint | null }>`
      update ledger_accounts a
         set balance = a.balance + d.amount
        from unnest(${moved.map(([id]) => `${id}`)}::bigint[], ${moved.map(([, amount]) => `${amount}`)}::bigint[])
             as d(id, amount)
       where a.id = d.id and a.merchant_id = ${merchantId}
         and (a.may_go_negative or a.balance + d.amount >= 0)
      returning a.id, a.balance, a.member_id`.execute(trx);
    if (updated.rows.length !== moved.length) throw new AppError('insufficient_balance');
    for (const row of updated.rows) after.set(row.id, { balance: row.balance, memberId: row.member_id });
  }
  // Accounts whose net is zero (touched but not moved) keep their balance: read it for balance_after.
  const unmoved = touched.filter((id) => !after.has(id));
  if (unmoved.length > 0) {
    const rows = await trx
      .selectFrom('ledger_accounts')
      .select(['id', 'balance', 'member_id'])
      .where('id', 'in', unmoved)
      .where('merchant_id', '=', merchantId)
      .execute();
    for (const row of rows) after.set(row.id, { balance: row.balance, memberId: row.member_id });
  }

  // Walk the entries in order from each account's balance before them, so each posting carries the balance
  // its account had once its own entry was applied (the same figure a run of single postings records).
  const running = new Map<bigint, bigint>();
  for (const [id, { balance }] of after) running.set(id, balance - (net.get(id) ?? 0n));
  const entryIds: string[] = [];
  const accountIds: string[] = [];
  const amounts: string[] = [];
  const balancesAfter: string[] = [];
  for (const i of fresh) {
    const postings = postingsOf[i] ?? [];
    for (const p of postings) running.set(p.accountId, (running.get(p.accountId) ?? 0n) + p.amount);
    for (const p of postings) {
      entryIds.push(`${done[i]?.entryId}`);
      accountIds.push(`${p.accountId}`);
      amounts.push(`${p.amount}`);
      balancesAfter.push(`${running.get(p.accountId)}`);
    }
  }
  await sql`
    insert into ledger_postings (entry_id, merchant_id, account_id, amount, balance_after)
    select p.entry_id, ${merchantId}, p.account_id, p.amount, p.balance_after
      from unnest(${entryIds}::bigint[], ${accountIds}::bigint[], ${amounts}::bigint[], ${balancesAfter}::bigint[])
           as p(entry_id, account_id, amount, balance_after)`.execute(trx);

  await publishBalances(
    trx,
    moved.flatMap(([id]) => {
      const account = after.get(id);
      return account?.memberId == null ? [] : [{ merchantId, memberId: account.memberId, balance: account.balance }];
    }),
  );
  return done;
}

/**
 * Ids for entries not posted yet, from the entries' own sequence: a caller that links thousands of its rows to
 * their entries does it in the same statement that computes the amounts, then posts the entries with these
 * ids. An id whose entry is never posted (a replay, a rollback) is a gap in the sequence, as any rollback is.
 */
export async function reserveEntryIds(trx: Transaction<Database>, count: number): Promise<bigint[]> {
  if (count <= 0) return [];
  const rows = await sql<{ id: bigint }>`
    select nextval('ledger_entries_id_seq') as id from generate_series(1, ${count})`.execute(trx);
  return rows.rows.map((r) => r.id);
}

/** Many members' wallet account ids at once (made on first use, as `memberWalletAccount` does: play wallets for trial accounts). */
export async function memberWalletAccounts(
  trx: Transaction<Database>,
  merchantId: number,
  memberIds: bigint[],
): Promise<Map<bigint, bigint>> {
  const wanted = memberIds.map(String);
  if (wanted.length === 0) return new Map();
  await sql`
    insert into ledger_accounts (merchant_id, kind, member_id, may_go_negative)
    select ${merchantId}, case when mm.type = ${TRIAL_TYPE} then 'play_wallet' else 'member_wallet' end, m.id, false
      from unnest(${wanted}::bigint[]) as m(id)
      join ${memberAccounts(trx, merchantId)} mm on mm.id = m.id
     where not exists (select 1 from ledger_accounts a where a.merchant_id = ${merchantId} and a.member_id = m.id)
    on conflict (merchant_id, member_id) where member_id is not null do nothing`.execute(trx);
  const rows = await sql<{ id: bigint; member_id: bigint }>`
    select id, member_id from ledger_accounts
     where merchant_id = ${merchantId} and member_id = any(${wanted}::bigint[])`.execute(trx);
  return new Map(rows.rows.map((r) => [r.member_id, r.id]));
}
