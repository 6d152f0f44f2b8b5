import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * The account names of these members of one brand, by id, for other modules that show who is who (contract
 * notices, payout listings) without reading the members table themselves. An id of another brand, or none,
 * is simply absent from the map.
 */
export async function memberNamesById(
  db: Db,
  merchantId: number,
  ids: readonly bigint[],
): Promise<Map<bigint, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [BigInt(r.id), r.username]));
}

/**
 * The ids of the brand's member with this account name, in any case (at most one: names are unique by
 * lower(username)), as a subquery another module puts into its own statement (`x in <this>`), so filtering
 * by an account name needs no join on the members table outside this module.
 */
export function memberIdsNamed(merchantId: number, username: string): RawBuilder<bigint> {
  return sql<bigint>`(select mn.id from members mn
                       where mn.merchant_id = ${merchantId} and lower(mn.username) = lower(${username}))`;
}
