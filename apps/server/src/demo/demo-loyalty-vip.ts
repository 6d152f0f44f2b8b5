import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const names = [
  { ms: 'Ahli', en: 'Member', zh: '会员' },
  { ms: 'Gangsa', en: 'Bronze', zh: '青铜' },
  { ms: 'Perak', en: 'Silver', zh: '白银' },
  { ms: 'Emas', en: 'Gold', zh: '黄金' },
  { ms: 'Platinum', en: 'Platinum', zh: '铂金' },
  { ms: 'Berlian', en: 'Diamond', zh: '钻石' },
];

/**
 * The demo brand's VIP ladder and rebates (ADR 060), in major units of its currency: six levels from Member to
 * Diamond reached by lifetime valid bets and deposits, each with an upgrade reward, weekly and monthly rewards from
 * Silver, higher withdrawal limits from Silver and the VIP service line from Gold; one level down after 90 quiet
 * days below the level's keep requirement; a daily rebate of 0.2-1.0 % rising with the level. Made once: a brand
 * that has its own ladder or rates keeps them.
 */
export async function seedDemoLoyaltyVip(db: Kysely<Database>, merchantId: number, now: Date): Promise<void> {
  const merchant = await db
    .selectFrom('merchants')
    .select('currency_exponent')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const major = (n: number) => BigInt(Math.round(n * 10 ** merchant.currency_exponent));
  const made = await db
    .insertInto('vip_settings')
    .values({
      merchant_id: merchantId,
      basis: 'lifetime',
      downgrade: 'quiet',
      quiet_days: 90,
      service_level: 3,
      since: now,
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .returning('merchant_id')
    .executeTakeFirst();
  if (made) {
    const ladder = [
      // valid bets, deposits, keep, upgrade, weekly, monthly, largest withdrawal, withdrawals a day
      [0, 0, 0, 0, 0, 0, null, null],
      [1_000, 100, 500, 8, 0, 0, null, null],
      [10_000, 1_000, 5_000, 38, 5, 18, 80_000, 12],
      [50_000, 5_000, 20_000, 188, 20, 68, 100_000, 15],
      [200_000, 20_000, 80_000, 588, 60, 188, 200_000, 20],
      [1_000_000, 100_000, 300_000, 1_888, 200, 588, 500_000, 30],
    ] as const;
    await db
      .insertInto('vip_levels')
      .values(
        ladder.map(([bets, deposits, keep, upgrade, weekly, monthly, max, perDay], level) => ({
          merchant_id: merchantId,
          level,
          name: JSON.stringify(names[level]),
          min_valid_bets: major(bets),
          min_deposits: major(deposits),
          keep_valid_bets: major(keep),
          upgrade_reward: major(upgrade),
          weekly_reward: major(weekly),
          monthly_reward: major(monthly),
          withdrawal_max: max === null ? null : major(max),
          withdrawals_per_day: perDay,
        })),
      )
      .execute();
  }
  const schedule = await db
    .insertInto('rebate_schedules')
    .values({ merchant_id: merchantId, period: 'daily', enabled: true, since: now })
    .onConflict((oc) => oc.columns(['merchant_id', 'period']).doNothing())
    .returning('merchant_id')
    .executeTakeFirst();
  if (!schedule) return;
  // Basis points at level 0, and what each level adds: the lotteries pay least, slots and the like most.
  const products = [
    ['LOTT', 20, 5],
    ['ELOTT', 20, 5],
    ['RNG', 50, 10],
    ['FISH', 50, 10],
    ['PVP', 50, 10],
    ['LIVE', 40, 10],
    ['SPORTS', 40, 10],
    ['ESPORTS', 40, 10],
  ] as const;
  await db
    .insertInto('rebate_rates')
    .values(
      names.flatMap((_, level) =>
        products.map(([product, base, step]) => ({
          merchant_id: merchantId,
          period: 'daily' as const,
          vip_level: level,
          product,
          rate_bp: base + step * level,
        })),
      ),
    )
    .execute();
}
