import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export type WageKind = 'daily_wage' | 'hourly_wage' | 'realtime_wage';

export interface Period {
  start: Date;
  end: Date;
}

/** A wage kind's period, and how far back a run looks for periods not yet recorded (a server was down). */
const shapes: Record<WageKind, { step: string; lookback: number }> = {
  daily_wage: { step: '1 day', lookback: 3 },
  hourly_wage: { step: '1 hour', lookback: 24 },
  realtime_wage: { step: '5 minutes', lookback: 12 },
};

/**
 * The completed periods of a wage kind, oldest first, in the brand's zone: days from midnight to midnight,
 * hours, five-minute slots on the clock. Computed by the database (the zone's rules, its clock at `now`).
 */
export async function completedPeriods(db: Db, kind: WageKind, timeZone: string, now: Date): Promise<Period[]> {
  const { step, lookback } = shapes[kind];
  const local = sql`(${now}::timestamptz AT TIME ZONE ${timeZone})`;
  const current =
    kind === 'daily_wage'
      ? sql`date_trunc('day', ${local})`
      : kind === 'hourly_wage'
        ? sql`date_trunc('hour', ${local})`
        : sql`date_trunc('hour', ${local}) + floor(extract(minute from ${local}) / 5) * interval '5 minutes'`;
  const rows = await sql<Period>`
    select (l AT TIME ZONE ${timeZone}) as start, ((l + ${step}::interval) AT TIME ZONE ${timeZone}) as end
      from generate_series(${current} - ${lookback} * ${step}::interval, ${current} - ${step}::interval, ${step}::interval) as l
     order by l`.execute(db);
  return rows.rows;
}
