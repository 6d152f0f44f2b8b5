import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type DomainCheck, entryKinds, runDomainCheck, systemBalanceSql } from '../wallet';

const { withdrawalHold, withdrawalPayout, withdrawalRelease } = entryKinds;

/**
 * Every withdrawal against its entries: held once for its amount from its member's wallet, paid out by as
 * many payout entries as it has payments and for exactly its paid amount, released at most once for exactly
 * its released amount back to its member's wallet, each entry named by the row that made it; no such entry
 * without its withdrawal; and the brand's withdrawal hold equals the unpaid, unreleased rest of all of them.
 */
export function reconcileWithdrawals(db: Db, merchantId: number): Promise<DomainCheck> {
  return runDomainCheck(db, merchantId, {
    name: 'withdrawals',
    kinds: [withdrawalHold, withdrawalPayout, withdrawalRelease],
    rows: sql`(select count(*) from withdrawals where merchant_id = ${merchantId})`,
    findings: sql`
      with a as (
        select ref_id,
               count(*) filter (where kind = ${withdrawalHold})::int as holds,
               min(entry_id) filter (where kind = ${withdrawalHold}) as hold_entry,
               coalesce(sum(hold) filter (where kind = ${withdrawalHold}), 0)::bigint as held,
               count(*) filter (where kind = ${withdrawalPayout})::int as payouts,
               coalesce(-sum(hold) filter (where kind = ${withdrawalPayout}), 0)::bigint as paid,
               count(*) filter (where kind = ${withdrawalRelease})::int as releases,
               min(entry_id) filter (where kind = ${withdrawalRelease}) as release_entry,
               coalesce(-sum(hold) filter (where kind = ${withdrawalRelease}), 0)::bigint as released,
               -- The wallet each hold came from and each release went to, as the least and greatest member.
               min(case kind when ${withdrawalHold} then wallet_out_member when ${withdrawalRelease} then wallet_in_member end)
                 as member_low,
               max(case kind when ${withdrawalHold} then wallet_out_member when ${withdrawalRelease} then wallet_in_member end)
                 as member_high,
               bool_or(case kind
                 when ${withdrawalHold} then not (postings = 2 and wallet_out = hold and wallet_in = 0
                   and clearing = 0 and house = 0 and other = 0)
                 when ${withdrawalPayout} then not (postings = 2 and clearing = -hold and wallet_in = 0
                   and wallet_out = 0 and house = 0 and other = 0)
                 else not (postings = 2 and wallet_in = -hold and wallet_out = 0 and clearing = 0 and house = 0
                   and other = 0) end) as misshapen,
               min(entry_id) as any_entry,
               min(member_id) as entry_member
          from m where ref_type = 'withdrawal' and ref_id is not null
         group by ref_id),
      pay as (
        select withdrawal_id, count(*)::int as n, sum(amount)::bigint as total
          from withdrawal_payments where merchant_id = ${merchantId} group by withdrawal_id),
      -- Payments whose own ledger entry is not a payout of their withdrawal for their amount.
      unlinked as (
        select p.withdrawal_id, count(*)::int as n
          from withdrawal_payments p
          left join m on m.entry_id = p.ledger_entry_id and m.kind = ${withdrawalPayout}
                     and m.ref_type = 'withdrawal' and m.ref_id = p.withdrawal_id and -m.hold = p.amount
         where p.merchant_id = ${merchantId} and m.entry_id is null
         group by p.withdrawal_id)
      select c.code, 'withdrawal:' || coalesce(w.id, a.ref_id)::text as subject,
             coalesce(w.member_id, a.entry_member) as member_id, coalesce(a.hold_entry, a.any_entry) as entry_id,
             c.expected, c.actual
        from (select * from withdrawals where merchant_id = ${merchantId}) w
        full join a on a.ref_id = w.id
        left join pay on pay.withdrawal_id = w.id
        left join unlinked on unlinked.withdrawal_id = w.id
        cross join lateral (values
          ('entry_orphan', w.id is null, null::bigint, null::bigint),
          ('hold_missing', coalesce(a.holds, 0) = 0, w.amount, 0::bigint),
          ('hold_duplicated', a.holds > 1, w.amount, a.held),
          ('hold_amount', a.holds = 1 and a.held <> w.amount, w.amount, a.held),
          ('hold_entry_link', a.holds = 1 and w.hold_entry_id is distinct from a.hold_entry, null, null),
          ('paid_amount', coalesce(a.paid, 0) <> w.paid_amount, w.paid_amount, coalesce(a.paid, 0)),
          ('payments_mismatch', coalesce(pay.total, 0) <> w.paid_amount
             or coalesce(pay.n, 0) <> coalesce(a.payouts, 0), w.paid_amount, coalesce(pay.total, 0)),
          ('payment_entry_link', coalesce(unlinked.n, 0) > 0, null, null),
          ('release_duplicated', a.releases > 1, w.released_amount, a.released),
          ('released_amount', coalesce(a.released, 0) <> w.released_amount, w.released_amount, coalesce(a.released, 0)),
          ('release_entry_link', coalesce(a.releases, 0) <= 1
             and w.release_entry_id is distinct from a.release_entry, null, null),
          ('entry_member', a.ref_id is not null
             and (a.member_low is distinct from w.member_id or a.member_high is distinct from w.member_id),
             null, null),
          ('entry_shape', a.misshapen, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (w.id is not null or c.code = 'entry_orphan')
      union all
      select 'entry_orphan', 'withdrawal:?', member_id, entry_id, null, null
        from m where ref_type <> 'withdrawal' or ref_id is null
      union all
      select 'hold_balance', 'withdrawal_hold', null, null, open.rest, ${systemBalanceSql(merchantId, 'withdrawal_hold')}
        from (select coalesce(sum(amount - paid_amount - released_amount), 0)::bigint as rest
                from withdrawals where merchant_id = ${merchantId}) open
       where open.rest <> ${systemBalanceSql(merchantId, 'withdrawal_hold')}`,
  });
}
