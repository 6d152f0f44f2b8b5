import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export interface ProgramGrantTotals {
  program: string;
  converted: bigint;
  forfeited: bigint;
}

/**
 * What the loyalty programs' grants (ADR 059) issued in a range have become: converted to cash and forfeited, per
 * program, in one statement (the rewards report's cost columns; a reward's real cost is what converted).
 */
export async function programGrantTotals(
  db: Db,
  merchantId: number,
  range: { from: Date; to: Date },
): Promise<ProgramGrantTotals[]> {
  const { rows } = await sql<ProgramGrantTotals>`
    select o.program, coalesce(sum(g.converted), 0)::bigint as converted,
           coalesce(sum(g.forfeited), 0)::bigint as forfeited
      from promotion_grants g
      join promotion_offers o on o.id = g.offer_id and o.merchant_id = g.merchant_id
     where g.merchant_id = ${merchantId} and o.program is not null
       and g.created_at >= ${range.from} and g.created_at < ${range.to}
     group by o.program`.execute(db);
  return rows;
}
