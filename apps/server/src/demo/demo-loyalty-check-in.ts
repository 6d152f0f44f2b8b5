import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createRedEnvelopeEvent } from '../modules/red-envelopes';

/**
 * The demo brand's loyalty programs of ADR 061: a week of check-in rewards rising to a bigger seventh day, then
 * again from day 1; a red envelope event open for a week from an hour ago and one that ended yesterday (its split
 * revealed for checking); invite-friends rewards. Made once each: a brand that has its own settings keeps them.
 */
export async function seedDemoLoyaltyCheckIn(db: Kysely<Database>, merchantId: number, now: Date): Promise<void> {
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
  await seedDemoRedEnvelopes(db, merchantId, now, major);
  // Invite friends: 10 on a friend's first deposit of 50 or more, 0.5 % of friends' valid bets, 20 a friend and 100
  // in all a day.
  await db
    .insertInto('referral_settings')
    .values({
      merchant_id: merchantId,
      enabled: true,
      deposit_reward: major(10),
      min_first_deposit: major(50),
      share_bp: 50,
      friend_cap: major(20),
      period_cap: major(100),
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
}

async function seedDemoRedEnvelopes(
  db: Kysely<Database>,
  merchantId: number,
  now: Date,
  major: (n: number) => bigint,
): Promise<void> {
  const existing = await db
    .selectFrom('red_envelope_events')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (existing) return;
  const hour = 3_600_000;
  await db.transaction().execute(async (trx) => {
    await createRedEnvelopeEvent(trx, {
      merchantId,
      name: { ms: 'Angpau Ole-Ole', en: 'Lucky red envelopes', zh: '幸运红包' },
      pool: major(888),
      envelopes: 88,
      minAmount: major(1),
      startsAt: new Date(now.getTime() - hour),
      endsAt: new Date(now.getTime() + 7 * 24 * hour),
      eligibility: [],
      createdBy: null,
    });
    await createRedEnvelopeEvent(trx, {
      merchantId,
      name: { ms: 'Angpau hujung minggu', en: 'Weekend red envelopes', zh: '周末红包' },
      pool: major(168),
      envelopes: 18,
      minAmount: major(2),
      startsAt: new Date(now.getTime() - 3 * 24 * hour),
      endsAt: new Date(now.getTime() - 24 * hour),
      eligibility: [],
      createdBy: null,
    });
  });
}
