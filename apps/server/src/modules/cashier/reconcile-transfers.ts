import { sql } from 'kysely';
import { entryKinds } from '../wallet/entry-kinds';
import { type DomainCheck, runDomainCheck } from '../wallet/entry-movements';
import type { Db } from '../wallet/ledger';

/**
 * Every transfer to an upline against its entry: exactly one transfer_upline entry moving its amount from
 * the member's wallet to the upline's and nowhere else, named by the transfer; no such entry without its
 * transfer.
 */
export function reconcileTransfers(db: Db, merchantId: number): Promise<DomainCheck> {
  return runDomainCheck(db, merchantId, {
    name: 'transfers',
    kinds: [entryKinds.transferUpline],
    rows: sql`(select count(*) from upline_transfers where merchant_id = ${merchantId})`,
    findings: sql`
      select c.code, coalesce('transfer:' || coalesce(u.id, mv.ref_id)::text, 'transfer:?') as subject,
             coalesce(u.member_id, mv.member_id) as member_id, coalesce(mv.entry_id, u.ledger_entry_id) as entry_id,
             c.expected, c.actual
        from (select * from upline_transfers where merchant_id = ${merchantId}) u
        full join (select *, count(*) over (partition by ref_id) as entries_named
                     from m where ref_type = 'transfer' and ref_id is not null) mv on mv.ref_id = u.id
        cross join lateral (values
          ('entry_orphan', u.id is null, null::bigint, mv.wallet_out),
          ('transfer_missing', u.id is not null and mv.entry_id is null, u.amount, 0::bigint),
          ('transfer_duplicated', u.id is not null and mv.entries_named > 1, u.amount, mv.wallet_out),
          ('transfer_amount', mv.wallet_out <> u.amount or mv.wallet_in <> u.amount, u.amount, mv.wallet_out),
          ('transfer_members', mv.wallet_out_member is distinct from u.member_id
             or mv.wallet_in_member is distinct from u.upline_id, null, null),
          ('entry_shape', mv.postings <> 2 or mv.hold <> 0 or mv.clearing <> 0 or mv.house <> 0 or mv.other <> 0,
             null, null),
          ('transfer_entry_link', mv.entry_id is not null and u.ledger_entry_id is distinct from mv.entry_id, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (u.id is not null or c.code = 'entry_orphan')
      union all
      select 'entry_orphan', 'transfer:?', member_id, entry_id, null, wallet_out
        from m where ref_type <> 'transfer' or ref_id is null`,
  });
}
