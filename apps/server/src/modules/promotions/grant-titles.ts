import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';
import type { GrantTerms } from './grant-terms';

/**
 * The titles of a brand's grants by id, in the three languages, as their terms copied them when they were issued
 * (an offer's title, or a loyalty program's name, ADR 059): the account record names what a bonus's movement was.
 */
export async function grantTitles(
  db: Db,
  merchantId: number,
  ids: readonly bigint[],
): Promise<Map<bigint, LocalizedJson>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('promotion_grants')
    .select(['id', 'terms'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, (r.terms as GrantTerms).title] as const));
}
