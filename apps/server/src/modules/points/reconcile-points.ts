import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type DomainCheck, entryKinds, entryPostings, runDomainCheck, systemAccountsOfKind } from '../wallet';

const k = entryKinds;
/** The entries of a redemption, keyed and referenced by it (`point_redemption:<id>`). */
const redemptionKinds = [
  k.pointsRedeem,
  k.pointsRedeemApprove,
  k.pointsRedeemReturn,
  k.pointsMallPayment,
  k.pointsMallSettle,
  k.pointsMallRefund,
];
const kinds = [...redemptionKinds, k.pointsConvert, k.pointsCash, k.pointsAdjustment];

/**
 * The points mall's redemptions, conversions and adjustments against their entries (ADR 064), in one statement:
 * - every entry has the shape of its kind: two postings, one unit, between the accounts the kind names (points
 *   member → held for a redemption, held → issuer when approved, mall money → house…), for the entry's member;
 * - every redemption has its points entry and its money entry (when it asks money) for its points and amount, and
 *   exactly the entries of its state: spent and settled when approved, given back when rejected, neither while
 *   applying; a promotion item approved names its grant;
 * - every conversion's points entry has one cash entry and every cash entry its points entry, for the same member;
 * - the points held equal the points of the redemptions applying, and the points mall's money their amount;
 * - no redemption entry without its redemption.
 * Points earned (accrual, corrections, deposits) are the accrual's check.
 */
export function reconcilePoints(db: Db, merchantId: number): Promise<DomainCheck> {
  const list = (ks: readonly string[]) => sql.join(ks.map((x) => sql`${x}`));
  return runDomainCheck(db, merchantId, {
    name: 'pointsMall',
    kinds,
    rows: sql`(select count(*) from point_redemptions where merchant_id = ${merchantId})`,
    findings: sql`
      with pp as (${entryPostings(merchantId, kinds)}),
      e as (
        select entry_id, kind, ref_type, ref_id, member_id, count(*)::int as postings,
               coalesce(sum(amount) filter (where account_kind = 'points'), 0)::bigint as pts,
               case when min(account_code) filter (where account_kind = 'points') ~ '^member:[0-9]{1,18}$'
                    then substr(min(account_code) filter (where account_kind = 'points'), 8)::bigint end as owner,
               coalesce(sum(amount) filter (where account_kind = 'points_held'), 0)::bigint as held,
               coalesce(sum(amount) filter (where account_kind = 'points_issuer'), 0)::bigint as issuer,
               coalesce(sum(amount) filter (where account_kind = 'points_mall'), 0)::bigint as mall,
               coalesce(sum(amount) filter (where account_kind = 'member_wallet'), 0)::bigint as wallet,
               min(account_member_id) filter (where account_kind = 'member_wallet') as wallet_member,
               coalesce(sum(amount) filter (where account_kind = 'house'), 0)::bigint as house,
               coalesce(sum(amount) filter (where account_kind = 'promotion_budget' and account_code = 'points'), 0)::bigint
                 as budget,
               coalesce(sum(abs(amount)), 0)::bigint as moved
          from pp group by entry_id, kind, ref_type, ref_id, member_id),
      rv as (
        select ref_id, min(member_id) as first_member, max(member_id) as last_member,
               count(*) filter (where kind = ${k.pointsRedeem}) as n_redeem,
               coalesce(sum(held) filter (where kind = ${k.pointsRedeem}), 0) as redeemed,
               count(*) filter (where kind = ${k.pointsMallPayment}) as n_payment,
               coalesce(sum(mall) filter (where kind = ${k.pointsMallPayment}), 0) as paid,
               count(*) filter (where kind = ${k.pointsRedeemApprove}) as n_approve,
               coalesce(sum(issuer) filter (where kind = ${k.pointsRedeemApprove}), 0) as spent,
               count(*) filter (where kind = ${k.pointsMallSettle}) as n_settle,
               coalesce(sum(house) filter (where kind = ${k.pointsMallSettle}), 0) as settled,
               count(*) filter (where kind = ${k.pointsRedeemReturn}) as n_return,
               coalesce(sum(pts) filter (where kind = ${k.pointsRedeemReturn}), 0) as returned,
               count(*) filter (where kind = ${k.pointsMallRefund}) as n_refund,
               coalesce(sum(wallet) filter (where kind = ${k.pointsMallRefund}), 0) as refunded
          from e where ref_type = 'point_redemption' and ref_id is not null and kind in (${list(redemptionKinds)})
         group by ref_id),
      r as (
        select r.*, v.terms->>'type' as item_type,
               (r.status = 'approved') as approved, (r.status = 'rejected') as rejected
          from point_redemptions r
          left join point_item_versions v on v.item_id = r.item_id and v.version = r.item_version
         where r.merchant_id = ${merchantId})
      select c.code, 'point_redemption:' || coalesce(r.id, rv.ref_id)::text as subject,
             coalesce(r.member_id, rv.first_member) as member_id, null::bigint as entry_id, c.expected, c.actual
        from r
        full join rv on rv.ref_id = r.id
        cross join lateral (values
          ('entry_orphan', r.id is null, null::bigint, null::bigint),
          ('points_taken', coalesce(rv.n_redeem, 0) <> 1 or coalesce(rv.redeemed, 0) <> r.points,
             r.points, rv.redeemed),
          ('money_taken', coalesce(rv.n_payment, 0) <> (r.amount > 0)::int or coalesce(rv.paid, 0) <> r.amount,
             r.amount, coalesce(rv.paid, 0)),
          ('points_spent', coalesce(rv.n_approve, 0) <> r.approved::int
             or coalesce(rv.spent, 0) <> (case when r.approved then r.points else 0 end),
             case when r.approved then r.points else 0 end, coalesce(rv.spent, 0)),
          ('money_settled', coalesce(rv.n_settle, 0) <> (r.approved and r.amount > 0)::int
             or coalesce(rv.settled, 0) <> (case when r.approved then r.amount else 0 end),
             case when r.approved then r.amount else 0 end, coalesce(rv.settled, 0)),
          ('points_returned', coalesce(rv.n_return, 0) <> r.rejected::int
             or coalesce(rv.returned, 0) <> (case when r.rejected then r.points else 0 end),
             case when r.rejected then r.points else 0 end, coalesce(rv.returned, 0)),
          ('money_refunded', coalesce(rv.n_refund, 0) <> (r.rejected and r.amount > 0)::int
             or coalesce(rv.refunded, 0) <> (case when r.rejected then r.amount else 0 end),
             case when r.rejected then r.amount else 0 end, coalesce(rv.refunded, 0)),
          ('redemption_member', rv.first_member is distinct from r.member_id
             or rv.last_member is distinct from r.member_id, r.member_id, rv.first_member),
          ('redemption_grant_missing', r.approved and r.item_type = 'promotion' and r.grant_id is null, null, null),
          ('version_missing', r.id is not null and r.item_type is null, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (r.id is not null or c.code = 'entry_orphan')
      union all
      select 'entry_shape', coalesce(ref_type || ':' || ref_id::text, kind), member_id, entry_id, null, moved
        from e
       where not (postings = 2 and case kind
               when ${k.pointsRedeem} then pts < 0 and held = -pts and moved = 2 * held
               when ${k.pointsRedeemApprove} then held < 0 and issuer = -held and moved = 2 * issuer
               when ${k.pointsRedeemReturn} then held < 0 and pts = -held and moved = 2 * pts
               when ${k.pointsMallPayment} then wallet < 0 and mall = -wallet and moved = 2 * mall
               when ${k.pointsMallSettle} then mall < 0 and house = -mall and moved = 2 * house
               when ${k.pointsMallRefund} then mall < 0 and wallet = -mall and moved = 2 * wallet
               when ${k.pointsConvert} then pts < 0 and issuer = -pts and moved = 2 * issuer
               when ${k.pointsCash} then budget < 0 and wallet = -budget and moved = 2 * wallet
               when ${k.pointsAdjustment} then pts <> 0 and issuer = -pts and moved = 2 * abs(pts)
               else false end)
      union all
      select 'entry_member', coalesce(ref_type || ':' || ref_id::text, kind), member_id, entry_id, member_id,
             coalesce(owner, wallet_member)
        from e
       where member_id is null
          or (kind in (${list([k.pointsRedeem, k.pointsRedeemReturn, k.pointsConvert, k.pointsAdjustment])})
              and owner is distinct from member_id)
          or (kind in (${list([k.pointsMallPayment, k.pointsMallRefund, k.pointsCash])})
              and wallet_member is distinct from member_id)
      union all
      select 'entry_orphan', coalesce(ref_type || ':' || ref_id::text, kind), member_id, entry_id, null, null
        from e
       where kind in (${list(redemptionKinds)}) and (ref_type <> 'point_redemption' or ref_id is null)
      union all
      select 'conversion_cash_missing', 'points_convert:' || c.entry_id::text, c.member_id, c.entry_id, 1,
             count(x.entry_id)
        from e c
        left join e x on x.kind = ${k.pointsCash} and x.ref_type = 'points_convert' and x.ref_id = c.entry_id
                     and x.member_id = c.member_id
       where c.kind = ${k.pointsConvert}
       group by c.entry_id, c.member_id
      having count(x.entry_id) <> 1
      union all
      select 'entry_orphan', 'points_convert:' || coalesce(x.ref_id::text, '?'), x.member_id, x.entry_id, null, null
        from e x
       where x.kind = ${k.pointsCash}
         and not exists (select 1 from e c where c.kind = ${k.pointsConvert} and x.ref_type = 'points_convert'
                                              and c.entry_id = x.ref_id and c.member_id = x.member_id)
      union all
      select 'held_balance', 'points_held', null, null, a.applying, h.balance
        from (select coalesce(sum(points), 0)::bigint as applying
                from point_redemptions where merchant_id = ${merchantId} and status = 'applying') a,
             (select coalesce(sum(balance), 0)::bigint as balance
                from ${systemAccountsOfKind(merchantId, 'points_held')} x) h
       where a.applying <> h.balance
      union all
      select 'mall_balance', 'points_mall', null, null, a.money, h.balance
        from (select coalesce(sum(amount), 0)::bigint as money
                from point_redemptions where merchant_id = ${merchantId} and status = 'applying') a,
             (select coalesce(sum(balance), 0)::bigint as balance
                from ${systemAccountsOfKind(merchantId, 'points_mall')} x) h
       where a.money <> h.balance`,
  });
}
