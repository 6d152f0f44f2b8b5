import { type RawBuilder, sql } from 'kysely';

/**
 * Every posting of the brand's entries of some kinds with its account's kind, code and member, one row per posting,
 * as a relation another module's reconciliation joins in its own statement (ADR 055): for accounts entryMovements
 * does not break out (the points accounts, ADR 064), the module sums the postings its own way while the ledger's
 * tables stay the wallet's.
 *
 * Columns: entry_id, kind, ref_type and ref_id (the entry's reference `type:id` split; ref_id null when it names no
 * number), member_id (the entry's), idempotency_key, account_id, account_kind, account_code, account_member_id,
 * amount (signed).
 */
export function entryPostings(merchantId: number, kinds: readonly string[]): RawBuilder<EntryPosting> {
  return sql<EntryPosting>`
    select e.id as entry_id,
           e.kind,
           split_part(e.reference, ':', 1) as ref_type,
           case when split_part(e.reference, ':', 2) ~ '^[0-9]{1,18}$'
                then split_part(e.reference, ':', 2)::bigint end as ref_id,
           e.member_id,
           e.idempotency_key,
           a.id as account_id,
           a.kind as account_kind,
           a.code as account_code,
           a.member_id as account_member_id,
           p.amount
      from ledger_entries e
      join ledger_postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id
     where e.merchant_id = ${merchantId}
       and ${kinds.length > 0 ? sql`e.kind in (${sql.join([...kinds])})` : sql`false`}`;
}

export interface EntryPosting {
  entry_id: bigint;
  kind: string;
  ref_type: string;
  ref_id: bigint | null;
  member_id: bigint | null;
  idempotency_key: string;
  account_id: bigint;
  account_kind: string;
  account_code: string;
  account_member_id: bigint | null;
  amount: bigint;
}
