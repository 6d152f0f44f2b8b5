import type { Db } from '../../../db/connection';

/** Whether the offer has made any grant, whatever became of it: members hold (or held) its terms. */
export async function hasGrants(db: Db, merchantId: number, offerId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('promotion_grants')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('offer_id', '=', offerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
