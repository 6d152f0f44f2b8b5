import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { LedgerAccountKind } from '../../db/schema';

/**
 * What entries of some kinds moved on the brand's accounts of one kind over a time range [from, to), net, by entry
 * kind (a kind that moved nothing is absent): a report's sums (the points mall's points earned, converted, paid;
 * ADR 064) read in one statement while the ledger's tables stay the wallet's.
 */
export async function postingSumsByKind(
  db: Db,
  merchantId: number,
  query: { kinds: readonly string[]; accountKind: LedgerAccountKind; from: Date; to: Date },
): Promise<Map<string, bigint>> {
  if (query.kinds.length === 0) return new Map();
  const { rows } = await sql<{ kind: string; total: bigint }>`
    select e.kind, coalesce(sum(p.amount), 0)::bigint as total
      from ledger_entries e
      join ledger_postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id
     where e.merchant_id = ${merchantId}
       and e.kind in (${sql.join([...query.kinds])})
       and a.kind = ${query.accountKind}
       and e.created_at >= ${query.from} and e.created_at < ${query.to}
     group by e.kind`.execute(db);
  return new Map(rows.map((r) => [r.kind, BigInt(r.total)]));
}

/** The brand's accounts of one kind now: the sum of their balances, and how many stand above zero. */
export async function accountKindTotals(
  db: Db,
  merchantId: number,
  kind: LedgerAccountKind,
): Promise<{ total: bigint; positive: number }> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select([
      sql<bigint>`coalesce(sum(balance), 0)::bigint`.as('total'),
      sql<number>`(count(*) filter (where balance > 0))::int`.as('positive'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return { total: BigInt(row?.total ?? 0n), positive: Number(row?.positive ?? 0) };
}
