import type { Db } from '../../db/connection';

/** One posting of an account with its entry: what moved, why, and the balance it left. */
export interface AccountPosting {
  id: bigint;
  entryId: bigint;
  at: Date;
  kind: string;
  /** Signed: positive raised the account. */
  amount: bigint;
  balanceAfter: bigint;
  reference: string;
  memo: string;
}

/**
 * The postings of one account of the brand, the latest first, a page at a time, optionally of some entry kinds
 * only: for a module that shows the movements of an account of its own (a member's points, ADR 064) while the
 * ledger's tables stay the wallet's. An account of another brand has no postings here.
 */
export async function accountPostings(
  db: Db,
  merchantId: number,
  accountId: bigint,
  query: { page: number; pageSize: number; kinds?: readonly string[] },
): Promise<{ items: AccountPosting[]; total: number }> {
  if (query.kinds && query.kinds.length === 0) return { items: [], total: 0 };
  let rows = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .where('p.merchant_id', '=', merchantId)
    .where('e.merchant_id', '=', merchantId)
    .where('p.account_id', '=', accountId);
  if (query.kinds) rows = rows.where('e.kind', 'in', [...query.kinds]);
  const [items, count] = await Promise.all([
    rows
      .select(['p.id', 'p.entry_id', 'p.created_at', 'p.amount', 'p.balance_after', 'e.kind', 'e.reference', 'e.memo'])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    items: items.map((r) => ({
      id: r.id,
      entryId: r.entry_id,
      at: r.created_at,
      kind: r.kind,
      amount: r.amount,
      balanceAfter: r.balance_after,
      reference: r.reference,
      memo: r.memo,
    })),
  };
}
