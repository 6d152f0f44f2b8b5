import { REPORT_RANGE_MAX_DAYS } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { AppError } from '../../platform/app-error';
import { addDays, todayIn } from '../wallet';

/** The brand days a report or the dashboard covers (ADR 067). */
export interface ReportPeriod {
  /** First and last day, both included, in the brand's zone (yyyy-MM-dd). */
  fromDay: string;
  toDay: string;
  /** The same as instants: from midnight of the first day to midnight after the last, in the brand's zone. */
  from: Date;
  to: Date;
}

/** Whole days between two yyyy-MM-dd days (`to` − `from`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The days asked: today when none are given, one day standing for itself when only one is; the start not after the
 * end (date_range_reversed) and at most REPORT_RANGE_MAX_DAYS days (date_range_too_wide), so no report scans an
 * unbounded history. Midnights are the brand zone's, computed by the database, which knows the zone's rules.
 */
export async function reportPeriod(
  db: Db,
  timeZone: string,
  asked: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<ReportPeriod> {
  const toDay = asked.to ?? asked.from ?? todayIn(timeZone, now);
  const fromDay = asked.from ?? toDay;
  if (fromDay > toDay) throw new AppError('date_range_reversed', [{ field: 'from', reason: 'invalid' }]);
  if (daysBetween(fromDay, toDay) >= REPORT_RANGE_MAX_DAYS) {
    throw new AppError('date_range_too_wide', [{ field: 'to', reason: 'invalid' }], {
      months: Math.round(REPORT_RANGE_MAX_DAYS / 31),
    });
  }
  const { rows } = await sql<{ from: Date; to: Date }>`
    select (${fromDay}::date)::timestamp at time zone ${timeZone} as "from",
           (${addDays(toDay, 1)}::date)::timestamp at time zone ${timeZone} as "to"`.execute(db);
  const row = rows[0] as { from: Date; to: Date };
  return { fromDay, toDay, from: new Date(row.from), to: new Date(row.to) };
}
