import { sql } from 'kysely';
import { entryKinds } from '../wallet/entry-kinds';
import { type DomainCheck, runDomainCheck } from '../wallet/entry-movements';
import type { Db } from '../wallet/ledger';

/**
 * Every contract payout against its entry (ADR 037, 038): a paid one has exactly one entry of its kind
 * (agent_wage for a wage, agent_dividend for a dividend) moving its amount from the contract's upline's wallet
 * to its downline's, and names it; a forced dividend's entry pays the downline the whole amount, takes from the
 * upline's wallet the amount less the shortfall and from the house exactly the shortfall; an unpaid or nothing
 * one has none; no such entry without its payout.
 */
export function reconcileContractPayouts(db: Db, merchantId: number): Promise<DomainCheck> {
  return runDomainCheck(db, merchantId, {
    name: 'contractPayouts',
    kinds: [entryKinds.agentWage, entryKinds.agentDividend],
    rows: sql`(select count(*) from contract_payouts where merchant_id = ${merchantId})`,
    findings: sql`
      select c.code, coalesce('contract_payout:' || coalesce(b.id, mv.ref_id)::text, 'contract_payout:?') as subject,
             coalesce(b.downline_id, mv.member_id) as member_id, coalesce(mv.entry_id, b.entry_id) as entry_id,
             c.expected, c.actual
        from (select p.*, p.amount - p.shortfall as covered, p.status in ('paid', 'forced') as settled,
                     k.upline_id, k.downline_id,
                     case when k.kind = 'dividend' then ${entryKinds.agentDividend} else ${entryKinds.agentWage} end
                       as entry_kind
                from contract_payouts p join agent_contracts k on k.id = p.contract_id
               where p.merchant_id = ${merchantId}) b
        full join (select *, count(*) over (partition by ref_id) as entries_named
                     from m where ref_type = 'contract_payout' and ref_id is not null) mv on mv.ref_id = b.id
        cross join lateral (values
          ('entry_orphan', b.id is null, null::bigint, mv.wallet_in),
          ('payout_missing', b.settled and mv.entry_id is null, b.amount, 0::bigint),
          ('payout_unexpected', not b.settled and mv.entry_id is not null, 0::bigint, mv.wallet_in),
          ('payout_duplicated', b.id is not null and mv.entries_named > 1, b.amount, mv.wallet_in),
          ('payout_amount', mv.wallet_in <> b.amount or mv.wallet_out <> b.covered, b.amount, mv.wallet_in),
          ('payout_shortfall', mv.entry_id is not null and -mv.house <> b.shortfall, b.shortfall, -mv.house),
          ('payout_kind', mv.entry_id is not null and mv.kind <> b.entry_kind, null, null),
          ('payout_parties', mv.entry_id is not null and (mv.wallet_in_member is distinct from b.downline_id
             or (b.covered > 0 and mv.wallet_out_member is distinct from b.upline_id)), null, null),
          ('entry_shape', mv.postings <> 1 + (b.covered > 0)::int + (b.shortfall > 0)::int
             or mv.hold <> 0 or mv.clearing <> 0 or mv.other <> 0, null, null),
          ('payout_entry_link', b.settled and mv.entry_id is not null and b.entry_id is distinct from mv.entry_id,
             null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (b.id is not null or c.code = 'entry_orphan')
      union all
      select 'entry_orphan', 'contract_payout:?', member_id, entry_id, null, wallet_in
        from m where ref_type <> 'contract_payout' or ref_id is null`,
  });
}
