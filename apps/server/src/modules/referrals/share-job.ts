import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Deps } from '../../platform/context';
import { allBrands, loadMerchantById } from '../../platform/merchant';
import { addDays, todayIn } from '../wallet';
import { referralSettings } from './referral-settings';
import { computeShareDay } from './share-day';

export const REFERRAL_SHARES_EVERY_MS = 5 * 60_000;
/** A day is computed this long after it ends: a settlement begun before midnight commits a little after it. */
export const REFERRAL_SHARES_GRACE_MS = 15 * 60_000;
/** How many past days a run looks at (a server down over a midnight catches up). */
const LOOKBACK_DAYS = 3;

/** A brand day's span, midnight to midnight in the zone (the zone's own rules, by the database). */
export async function brandDaySpan(db: Db, timeZone: string, day: string): Promise<{ from: Date; to: Date }> {
  const { rows } = await sql<{ from: Date; to: Date }>`
    select ((${day}::date)::timestamp AT TIME ZONE ${timeZone}) as "from",
           ((${addDays(day, 1)}::date)::timestamp AT TIME ZONE ${timeZone}) as "to"`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no span');
  return { from: new Date(row.from), to: new Date(row.to) };
}

/**
 * The invite-friends share job (ADR 061): for each brand whose program is on with a share, the brand days of the
 * last few that ended at least the grace ago and are not done, oldest first, each in its own transaction
 * (share-day.ts claims it, so every process may run this at once). A brand's first run computes only the latest
 * such day: days before the program ran are not paid after the fact. Answers the rewards recorded.
 */
export async function runReferralShares(deps: Deps): Promise<number> {
  const now = deps.now();
  let recorded = 0;
  for (const brand of await allBrands(deps.db)) {
    const merchant = await loadMerchantById(deps.db, brand.id);
    if (!merchant) continue;
    const settings = await referralSettings(deps.db, brand.id, merchant.currencyExponent);
    if (!settings.enabled || settings.shareBp === 0) continue;
    const last = await deps.db
      .selectFrom('referral_share_days')
      .select((eb) => eb.fn.max('day').as('day'))
      .where('merchant_id', '=', brand.id)
      .executeTakeFirst();
    const today = todayIn(brand.time_zone, now);
    const candidates: { day: string; span: { from: Date; to: Date } }[] = [];
    for (let back = LOOKBACK_DAYS; back >= 1; back--) {
      const day = addDays(today, -back);
      if (last?.day && day <= last.day) continue;
      const span = await brandDaySpan(deps.db, brand.time_zone, day);
      if (span.to.getTime() + REFERRAL_SHARES_GRACE_MS <= now.getTime()) candidates.push({ day, span });
    }
    const days = last?.day ? candidates : candidates.slice(-1);
    for (const { day, span } of days) {
      const done = await deps.db
        .transaction()
        .execute((trx) => computeShareDay(trx, { merchantId: brand.id, day, span, settings, now }));
      recorded += done ?? 0;
    }
  }
  return recorded;
}
