import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';

/** The brand's games' names by code (every vendor's), for records that name a game by its code. */
export async function gameNames(db: Db, merchantId: number): Promise<Map<string, LocalizedJson>> {
  const rows = await db.selectFrom('games').select(['code', 'name']).where('merchant_id', '=', merchantId).execute();
  return new Map(rows.map((r) => [r.code, r.name]));
}
