import { TEAM_RANGE_MAX_DAYS } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { AppError } from '../../platform/app-error';
import type { MerchantContext } from '../../platform/context';
import { addDays, todayIn } from '../wallet';

export interface TeamPeriod {
  /** First and last day, both included, in the brand's zone. */
  fromDay: string;
  toDay: string;
  /** The same as instants: from midnight of the first day to midnight after the last. */
  from: Date;
  to: Date;
}

/** Whole days between two yyyy-MM-dd days (`to` − `from`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The days a team report or filter covers: today when none are given, one day standing for itself when
 * only one is; the start not after the end and no more than TEAM_RANGE_MAX_DAYS (date_range_reversed,
 * date_range_too_wide), so no report scans an unbounded history. Midnights are the brand zone's, read by
 * the database (`timestamp AT TIME ZONE zone`), as the account record does.
 */
export async function teamPeriod(
  db: Db,
  merchant: MerchantContext,
  query: { from?: string; to?: string },
  now: Date,
): Promise<TeamPeriod> {
  const today = todayIn(merchant.timeZone, now);
  const toDay = query.to ?? query.from ?? today;
  const fromDay = query.from ?? toDay;
  if (fromDay > toDay) throw new AppError('date_range_reversed', [{ field: 'from', reason: 'invalid' }]);
  if (daysBetween(fromDay, toDay) >= TEAM_RANGE_MAX_DAYS) {
    throw new AppError('date_range_too_wide', [{ field: 'to', reason: 'invalid' }], {
      months: Math.round(TEAM_RANGE_MAX_DAYS / 31),
    });
  }
  const zone = merchant.timeZone;
  const { rows } = await sql<{ from: Date; to: Date }>`
    select (${fromDay}::date)::timestamp at time zone ${zone} as "from",
           (${addDays(toDay, 1)}::date)::timestamp at time zone ${zone} as "to"`.execute(db);
  const row = rows[0] as { from: Date; to: Date };
  return { fromDay, toDay, from: row.from, to: row.to };
}
