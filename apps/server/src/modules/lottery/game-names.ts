import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';

/** The brand's lottery games' names by code, for records that name a game by its code. */
export async function lotteryGameNames(db: Db, merchantId: number): Promise<Map<string, LocalizedJson>> {
  const rows = await db
    .selectFrom('lottery_games')
    .select(['code', 'name'])
    .where('merchant_id', '=', merchantId)
    .execute();
  return new Map(rows.map((r) => [r.code, r.name]));
}
