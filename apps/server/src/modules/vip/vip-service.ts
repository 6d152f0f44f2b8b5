import type { Db } from '../../db/connection';

/**
 * Whether a member at this level gets the VIP customer-service line (spec: a VIP flag chooses the second chat entry
 * instead of the first; ADR 060): from the level the brand chose, never when it chose none.
 */
export async function vipServiceFor(db: Db, merchantId: number, level: number): Promise<boolean> {
  const row = await db
    .selectFrom('vip_settings')
    .select('service_level')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.service_level != null && level >= row.service_level;
}
