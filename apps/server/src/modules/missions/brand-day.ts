import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * A brand day (yyyy-MM-dd) as the instants of its midnights in the brand's zone (a day of a zone with a daylight
 * change is 23 or 25 hours long), computed by the database from the zone's rules as every brand-day report does.
 */
export async function brandDayRange(db: Db, timeZone: string, day: string): Promise<{ from: Date; to: Date }> {
  const { rows } = await sql<{ from: Date; to: Date }>`
    select ((${day}::date)::timestamp at time zone ${timeZone}) as from,
           ((${day}::date + 1)::timestamp at time zone ${timeZone}) as to`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no day range');
  return { from: new Date(row.from), to: new Date(row.to) };
}

/** The earlier of two instants: a window read up to now, or up to its end once it is over. */
export function earlier(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
