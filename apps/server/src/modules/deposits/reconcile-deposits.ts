import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type DomainCheck, entryKinds, runDomainCheck } from '../wallet';

/**
 * Every deposit against its credit in the ledger: a credited deposit has exactly one deposit entry, of its
 * amount, from its channel's clearing account to its member's wallet, and names that entry; a deposit not
 * credited has none; and no deposit entry names a deposit the brand does not have.
 */
export function reconcileDeposits(db: Db, merchantId: number): Promise<DomainCheck> {
  return runDomainCheck(db, merchantId, {
    name: 'deposits',
    kinds: [entryKinds.deposit],
    rows: sql`(select count(*) from deposits where merchant_id = ${merchantId})`,
    findings: sql`
      select c.code, coalesce('deposit:' || coalesce(d.id, mv.ref_id)::text, 'deposit:?') as subject,
             coalesce(d.member_id, mv.member_id) as member_id, coalesce(mv.entry_id, d.ledger_entry_id) as entry_id,
             c.expected, c.actual
        from (select * from deposits where merchant_id = ${merchantId}) d
        full join (select *, count(*) over (partition by ref_id) as entries_named
                     from m where ref_type = 'deposit' and ref_id is not null) mv on mv.ref_id = d.id
        cross join lateral (values
          ('entry_orphan', d.id is null, null::bigint, mv.wallet_in),
          ('credit_missing', d.state = 'credited' and mv.entry_id is null, d.amount, 0::bigint),
          ('credit_unexpected', d.state <> 'credited' and mv.entry_id is not null, 0::bigint, mv.wallet_in),
          ('credit_duplicated', d.id is not null and mv.entries_named > 1, d.amount, mv.wallet_in),
          ('credit_amount', mv.wallet_in <> d.amount or mv.clearing <> -d.amount, d.amount, mv.wallet_in),
          ('credit_member', d.id is not null and mv.entry_id is not null
             and mv.wallet_in_member is distinct from d.member_id, null, null),
          ('credit_channel', d.id is not null and mv.entry_id is not null and mv.clearing_code is distinct from
             (case when d.kind = 'bank_transfer' then 'bank_transfer' else d.provider end), null, null),
          ('entry_shape', mv.postings <> 2 or mv.wallet_out <> 0 or mv.hold <> 0 or mv.house <> 0 or mv.other <> 0,
             null, null),
          ('credit_entry_link', d.state = 'credited' and mv.entry_id is not null
             and d.ledger_entry_id is distinct from mv.entry_id, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (d.id is not null or c.code = 'entry_orphan')
      union all
      select 'entry_orphan', 'deposit:?', member_id, entry_id, null, wallet_in
        from m where ref_type <> 'deposit' or ref_id is null`,
  });
}
