import { type RawBuilder, sql } from 'kysely';
import type { LedgerAccountKind } from '../../db/schema';

/**
 * What entries of some kinds moved on a house-side account kind, per account code and entry kind, as a relation a
 * module's reconciliation joins its own rows to (the points of each member's account by accrual, correction…,
 * ADR 064): columns code, kind, net (the sum of the postings), entries. One statement, one snapshot.
 */
export function accountNetsByKind(
  merchantId: number,
  accountKind: Exclude<LedgerAccountKind, 'member_wallet' | 'play_wallet'>,
  entryKinds: readonly string[],
): RawBuilder<{ code: string; kind: string; net: bigint; entries: number }> {
  return sql<{ code: string; kind: string; net: bigint; entries: number }>`
    select a.code, e.kind, sum(p.amount)::bigint as net, count(distinct e.id)::int as entries
      from ledger_accounts a
      join ledger_postings p on p.account_id = a.id
      join ledger_entries e on e.id = p.entry_id
     where a.merchant_id = ${merchantId} and a.kind = ${accountKind} and a.member_id is null
       and ${entryKinds.length > 0 ? sql`e.kind in (${sql.join(entryKinds)})` : sql`false`}
     group by a.code, e.kind`;
}
