import type { TOfferReport } from '@gemilang/contract';
import { sql } from 'kysely';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { stakesSinceByGroup } from '../../bets';

interface OfferTotals {
  id: bigint;
  code: string;
  title: { ms: string; en: string; zh: string };
  state: TOfferReport['items'][number]['state'];
  claims: number;
  claimants: number;
  granted: bigint;
  converted: bigint;
  forfeited: bigint;
  turnover: bigint;
}

/**
 * GET /admin/api/promotions/report: what each offer of the brand cost and brought. The grants' figures are
 * summed per offer in one statement; the claimants' net gaming revenue (stakes less payouts of settled
 * real-money bets placed since their first grant of the offer) is the bets module's, in one more, fed the
 * relation (offer, member, first grant) as a subquery.
 */
export async function offerReport(deps: Deps, actor: OperatorActor): Promise<TOfferReport> {
  const { db } = deps;
  const { merchant } = actor;
  const { rows } = await sql<OfferTotals>`
    select o.id, o.code, o.title, o.state,
           count(g.id)::int as claims,
           count(distinct g.member_id)::int as claimants,
           coalesce(sum(g.amount), 0)::bigint as granted,
           coalesce(sum(g.converted), 0)::bigint as converted,
           coalesce(sum(g.forfeited), 0)::bigint as forfeited,
           coalesce(sum(g.turnover_done), 0)::bigint as turnover
      from promotion_offers o
      left join promotion_grants g on g.offer_id = o.id and g.merchant_id = o.merchant_id
     where o.merchant_id = ${merchant.id} and o.program is null
     group by o.id
     order by o.sort, o.id desc`.execute(db);
  const claimants = sql<{ group_id: bigint; member_id: bigint; since: Date }>`
    select offer_id as group_id, member_id, min(created_at) as since
      from promotion_grants
     where merchant_id = ${merchant.id}
     group by offer_id, member_id`;
  const bets = new Map(
    (await stakesSinceByGroup(db, merchant.id, claimants)).map((r) => [BigInt(r.group_id), r] as const),
  );
  const money = (v: bigint) => formatMinor(BigInt(v), merchant.currencyExponent);
  return {
    currency: merchant.currency,
    items: rows.map((row) => {
      const played = bets.get(BigInt(row.id));
      const stakes = BigInt(played?.stakes ?? 0n);
      const payouts = BigInt(played?.payouts ?? 0n);
      return {
        offerId: `${row.id}`,
        code: row.code,
        title: row.title,
        state: row.state,
        claims: row.claims,
        claimants: row.claimants,
        granted: money(row.granted),
        converted: money(row.converted),
        forfeited: money(row.forfeited),
        turnover: money(row.turnover),
        stakes: money(stakes),
        payouts: money(payouts),
        netGamingRevenue: money(stakes - payouts),
      };
    }),
  };
}
