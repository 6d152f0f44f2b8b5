import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type DomainCheck, entryKinds, runDomainCheck } from '../wallet';

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

/**
 * The house's advances taken back (ADR 038, recoverDividendDebts) against their entries: for every forced
 * payout, its `agent_dividend_recovery` entries (named `contract_debt:<payout id>`) took exactly `recovered`
 * from the upline's wallet, each moving money from that wallet to the house and nowhere else; no such entry
 * without its forced payout.
 */
export function reconcileDividendRecoveries(db: Db, merchantId: number): Promise<DomainCheck> {
  const forced = sql`
    select p.id, p.recovered, k.upline_id
      from contract_payouts p join agent_contracts k on k.id = p.contract_id
     where p.merchant_id = ${merchantId} and p.status = 'forced'`;
  return runDomainCheck(db, merchantId, {
    name: 'dividendRecoveries',
    kinds: [entryKinds.agentDividendRecovery],
    rows: sql`(select count(*) from contract_payouts where merchant_id = ${merchantId} and shortfall > 0)`,
    findings: sql`
      select c.code, 'contract_debt:' || coalesce(b.id, r.ref_id)::text as subject,
             coalesce(b.upline_id, r.member_id) as member_id, r.last_entry as entry_id, c.expected, c.actual
        from (${forced}) b
        full join (select ref_id, max(member_id) as member_id, max(entry_id) as last_entry,
                          sum(wallet_out)::bigint as taken
                     from m where ref_type = 'contract_debt' and ref_id is not null group by ref_id) r
          on r.ref_id = b.id
        cross join lateral (values
          ('entry_orphan', b.id is null, null::bigint, r.taken),
          ('recovery_amount', b.id is not null and coalesce(r.taken, 0) <> b.recovered, b.recovered,
             coalesce(r.taken, 0::bigint))
        ) as c(code, failed, expected, actual)
       where c.failed
      union all
      select 'entry_shape', 'contract_debt:' || m.ref_id::text, m.member_id, m.entry_id, null, null
        from m join (${forced}) b on b.id = m.ref_id
       where m.ref_type = 'contract_debt'
         and (m.postings <> 2 or m.wallet_out <= 0 or m.wallet_in <> 0 or m.house <> m.wallet_out
              or m.hold <> 0 or m.clearing <> 0 or m.other <> 0 or m.wallet_out_member is distinct from b.upline_id)
      union all
      select 'entry_orphan', 'contract_debt:?', member_id, entry_id, null, wallet_out
        from m where ref_type <> 'contract_debt' or ref_id is null`,
  });
}
