import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';

export interface OfferBonusSums {
  offer_id: bigint;
  code: string;
  title: LocalizedJson;
  /** The loyalty program an offer stands for (ADR 059), null for an offer of the hall. */
  program: string | null;
  /** Grants issued in the range and their bonus. */
  grants: number;
  granted: bigint;
  /** Bonus that became cash in the range (at completion, and late wins after it). */
  converted: bigint;
  /** Bonus that went back to the budget in the range (forfeits, expiries, over the conversion cap). */
  forfeited: bigint;
}

/**
 * The bonuses report's rows (ADR 067): per offer (a loyalty program's hidden offer included), what was issued in the
 * range and what converted to cash or went back in it, read from the grants' history by the time each happened, so a
 * bonus issued last month and converted today is today's cost. One statement; offers with nothing in the range are
 * left out.
 */
export async function bonusSumsByOffer(
  db: Db,
  merchantId: number,
  range: { from: Date; to: Date },
): Promise<OfferBonusSums[]> {
  const { rows } = await sql<OfferBonusSums>`
    with moved as (
      select g.offer_id,
             count(*) filter (where e.kind = 'issued')::int as grants,
             coalesce(sum(e.amount) filter (where e.kind = 'issued'), 0)::bigint as granted,
             coalesce(sum(e.amount) filter (where e.kind in ('converted', 'late_win_converted')), 0)::bigint as converted,
             coalesce(sum(e.amount) filter (where e.kind in ('forfeited', 'expired', 'over_cap')), 0)::bigint as forfeited
        from promotion_grant_events e
        join promotion_grants g on g.id = e.grant_id
       where g.merchant_id = ${merchantId}
         and e.created_at >= ${range.from} and e.created_at < ${range.to}
       group by g.offer_id)
    select o.id as offer_id, o.code, o.title, o.program, m.grants, m.granted, m.converted, m.forfeited
      from moved m
      join promotion_offers o on o.id = m.offer_id and o.merchant_id = ${merchantId}
     where m.grants > 0 or m.converted > 0 or m.forfeited > 0
     order by m.converted desc, o.code`.execute(db);
  return rows;
}

/** Members' applications waiting for a decision: the dashboard's applications queue (ADR 067). */
export async function applicationsPending(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('promotion_applications')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return row?.n ?? 0;
}
