import { sql } from 'kysely';
import { entryKinds } from '../wallet/entry-kinds';
import { type DomainCheck, runDomainCheck } from '../wallet/entry-movements';
import type { Db } from '../wallet/ledger';

/**
 * Every contract payout against its entry (ADR 037): a paid one has exactly one agent_wage entry moving its
 * amount from the contract's upline's wallet to its downline's, and names it; an unpaid or nothing one has
 * none; no agent_wage entry without its payout.
 */
export function reconcileContractPayouts(db: Db, merchantId: number): Promise<DomainCheck> {
  return runDomainCheck(db, merchantId, {
    name: 'contractPayouts',
    kinds: [entryKinds.agentWage],
    rows: sql`(select count(*) from contract_payouts where merchant_id = ${merchantId})`,
    findings: sql`
      select c.code, coalesce('contract_payout:' || coalesce(b.id, mv.ref_id)::text, 'contract_payout:?') as subject,
             coalesce(b.downline_id, mv.member_id) as member_id, coalesce(mv.entry_id, b.entry_id) as entry_id,
             c.expected, c.actual
        from (select p.*, k.upline_id, k.downline_id
                from contract_payouts p join agent_contracts k on k.id = p.contract_id
               where p.merchant_id = ${merchantId}) b
        full join (select *, count(*) over (partition by ref_id) as entries_named
                     from m where ref_type = 'contract_payout' and ref_id is not null) mv on mv.ref_id = b.id
        cross join lateral (values
          ('entry_orphan', b.id is null, null::bigint, mv.wallet_in),
          ('payout_missing', b.status = 'paid' and mv.entry_id is null, b.amount, 0::bigint),
          ('payout_unexpected', b.status <> 'paid' and mv.entry_id is not null, 0::bigint, mv.wallet_in),
          ('payout_duplicated', b.id is not null and mv.entries_named > 1, b.amount, mv.wallet_in),
          ('payout_amount', mv.wallet_in <> b.amount or mv.wallet_out <> b.amount, b.amount, mv.wallet_in),
          ('payout_parties', mv.entry_id is not null and (mv.wallet_in_member is distinct from b.downline_id
             or mv.wallet_out_member is distinct from b.upline_id), null, null),
          ('entry_shape', mv.postings <> 2 or mv.hold <> 0 or mv.clearing <> 0 or mv.house <> 0 or mv.other <> 0,
             null, null),
          ('payout_entry_link', b.status = 'paid' and mv.entry_id is not null and b.entry_id is distinct from mv.entry_id,
             null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (b.id is not null or c.code = 'entry_orphan')
      union all
      select 'entry_orphan', 'contract_payout:?', member_id, entry_id, null, wallet_in
        from m where ref_type <> 'contract_payout' or ref_id is null`,
  });
}
