import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The demo brand's loyalty programs of ADR 061: a week of check-in rewards rising to a bigger seventh day, then
 * again from day 1. Made once: a brand that has its own table keeps it.
 */
export async function seedDemoLoyaltyCheckIn(db: Kysely<Database>, merchantId: number, _now: Date): Promise<void> {
  const merchant = await db
    .selectFrom('merchants')
    .select('currency_exponent')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const major = (n: number) => BigInt(Math.round(n * 10 ** merchant.currency_exponent));
  await db
    .insertInto('check_in_settings')
    .values({
      merchant_id: merchantId,
      enabled: true,
      day_rewards: JSON.stringify([1, 1, 2, 2, 3, 3, 8].map((n) => String(major(n)))),
      after_last: 'repeat',
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
}
