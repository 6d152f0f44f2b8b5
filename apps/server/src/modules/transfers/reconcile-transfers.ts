import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type DomainCheck, entryKinds, runDomainCheck } from '../wallet';

/** A table of member-to-member transfers and the entry kind and reference each row is posted with. */
interface TransferBook {
  name: string;
  kind: string;
  table: 'upline_transfers' | 'downline_transfers';
  /** The receiving member's column. */
  receiver: 'upline_id' | 'downline_id';
  /** The entry's reference is `<refType>:<row id>`. */
  refType: string;
}

/**
 * Every transfer of one book against its entry: exactly one entry of its kind moving its amount from the
 * sender's wallet to the receiver's and nowhere else, named by the transfer; no such entry without its
 * transfer.
 */
function reconcileTransferBook(db: Db, merchantId: number, book: TransferBook): Promise<DomainCheck> {
  const table = sql.table(book.table);
  const receiver = sql.ref(`u.${book.receiver}`);
  const refType = book.refType;
  return runDomainCheck(db, merchantId, {
    name: book.name,
    kinds: [book.kind],
    rows: sql`(select count(*) from ${table} where merchant_id = ${merchantId})`,
    findings: sql`
      select c.code, coalesce(${refType} || ':' || coalesce(u.id, mv.ref_id)::text, ${`${refType}:?`}) as subject,
             coalesce(u.member_id, mv.member_id) as member_id, coalesce(mv.entry_id, u.ledger_entry_id) as entry_id,
             c.expected, c.actual
        from (select * from ${table} where merchant_id = ${merchantId}) u
        full join (select *, count(*) over (partition by ref_id) as entries_named
                     from m where ref_type = ${refType} and ref_id is not null) mv on mv.ref_id = u.id
        cross join lateral (values
          ('entry_orphan', u.id is null, null::bigint, mv.wallet_out),
          ('transfer_missing', u.id is not null and mv.entry_id is null, u.amount, 0::bigint),
          ('transfer_duplicated', u.id is not null and mv.entries_named > 1, u.amount, mv.wallet_out),
          ('transfer_amount', mv.wallet_out <> u.amount or mv.wallet_in <> u.amount, u.amount, mv.wallet_out),
          ('transfer_members', mv.wallet_out_member is distinct from u.member_id
             or mv.wallet_in_member is distinct from ${receiver}, null, null),
          ('entry_shape', mv.postings <> 2 or mv.hold <> 0 or mv.clearing <> 0 or mv.house <> 0 or mv.other <> 0,
             null, null),
          ('transfer_entry_link', mv.entry_id is not null and u.ledger_entry_id is distinct from mv.entry_id, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (u.id is not null or c.code = 'entry_orphan')
      union all
      select 'entry_orphan', ${`${refType}:?`}, member_id, entry_id, null, wallet_out
        from m where ref_type <> ${refType} or ref_id is null`,
  });
}

/** Transfers to the upline (transfer_upline, reference `transfer:<id>`). */
export function reconcileTransfers(db: Db, merchantId: number): Promise<DomainCheck> {
  return reconcileTransferBook(db, merchantId, {
    name: 'transfers',
    kind: entryKinds.transferUpline,
    table: 'upline_transfers',
    receiver: 'upline_id',
    refType: 'transfer',
  });
}

/** Agents' transfers to their downline (transfer_downline, reference `downline_transfer:<id>`). */
export function reconcileDownlineTransfers(db: Db, merchantId: number): Promise<DomainCheck> {
  return reconcileTransferBook(db, merchantId, {
    name: 'downlineTransfers',
    kind: entryKinds.transferDownline,
    table: 'downline_transfers',
    receiver: 'downline_id',
    refType: 'downline_transfer',
  });
}
