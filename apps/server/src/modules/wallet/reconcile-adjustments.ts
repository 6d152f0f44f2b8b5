import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { entryKinds } from './entry-kinds';
import { type DomainCheck, runDomainCheck } from './entry-movements';

/**
 * Every manual adjustment against its entry: an applied one has exactly one adjustment entry moving its
 * signed amount between the house and its member's wallet, and names it; a pending or rejected one has
 * none; no adjustment entry without its adjustment.
 */
export function reconcileAdjustments(db: Db, merchantId: number): Promise<DomainCheck> {
  return runDomainCheck(db, merchantId, {
    name: 'adjustments',
    kinds: [entryKinds.adjustment],
    rows: sql`(select count(*) from balance_adjustments where merchant_id = ${merchantId})`,
    findings: sql`
      select c.code, coalesce('adjustment:' || coalesce(b.id, mv.ref_id)::text, 'adjustment:?') as subject,
             coalesce(b.member_id, mv.member_id) as member_id, coalesce(mv.entry_id, b.ledger_entry_id) as entry_id,
             c.expected, c.actual
        from (select * from balance_adjustments where merchant_id = ${merchantId}) b
        full join (select *, count(*) over (partition by ref_id) as entries_named
                     from m where ref_type = 'adjustment' and ref_id is not null) mv on mv.ref_id = b.id
        cross join lateral (values
          ('entry_orphan', b.id is null, null::bigint, mv.wallet_in - mv.wallet_out),
          ('adjustment_missing', b.state = 'applied' and mv.entry_id is null, b.amount, 0::bigint),
          ('adjustment_unexpected', b.state <> 'applied' and mv.entry_id is not null, 0::bigint,
             mv.wallet_in - mv.wallet_out),
          ('adjustment_duplicated', b.id is not null and mv.entries_named > 1, b.amount, mv.wallet_in - mv.wallet_out),
          ('adjustment_amount', mv.wallet_in - mv.wallet_out <> b.amount or mv.house <> -b.amount, b.amount,
             mv.wallet_in - mv.wallet_out),
          ('adjustment_member', mv.entry_id is not null
             and coalesce(mv.wallet_in_member, mv.wallet_out_member) is distinct from b.member_id, null, null),
          ('entry_shape', mv.postings <> 2 or mv.hold <> 0 or mv.clearing <> 0 or mv.other <> 0, null, null),
          ('adjustment_entry_link', b.state = 'applied' and mv.entry_id is not null
             and b.ledger_entry_id is distinct from mv.entry_id, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (b.id is not null or c.code = 'entry_orphan')
      union all
      select 'entry_orphan', 'adjustment:?', member_id, entry_id, null, wallet_in - wallet_out
        from m where ref_type <> 'adjustment' or ref_id is null`,
  });
}
