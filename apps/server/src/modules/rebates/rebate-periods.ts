import type { TRebatePeriod } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export interface RebatePeriodSpan {
  start: Date;
  end: Date;
  /** The brand's calendar day the period starts on (a week's Monday), `yyyy-MM-dd`: the reward's source. */
  day: string;
}

/** How far back a run looks for periods not yet computed (a server that was down catches up this far). */
const shapes: Record<TRebatePeriod, { unit: string; step: string; lookback: number }> = {
  daily: { unit: 'day', step: '1 day', lookback: 3 },
  weekly: { unit: 'week', step: '7 days', lookback: 2 },
};

/**
 * The completed periods of a kind before `now`, oldest first, in the brand's zone: days from midnight to midnight,
 * weeks from Monday's midnight (ADR 060). Computed by the database, which knows the zone's rules.
 */
export async function completedRebatePeriods(
  db: Db,
  period: TRebatePeriod,
  timeZone: string,
  now: Date,
): Promise<RebatePeriodSpan[]> {
  const { unit, step, lookback } = shapes[period];
  const current = sql`date_trunc(${unit}, ${now}::timestamptz AT TIME ZONE ${timeZone})`;
  const rows = await sql<RebatePeriodSpan>`
    select (l AT TIME ZONE ${timeZone}) as start, ((l + ${step}::interval) AT TIME ZONE ${timeZone}) as end,
           to_char(l, 'YYYY-MM-DD') as day
      from generate_series(${current} - ${lookback} * ${step}::interval, ${current} - ${step}::interval,
                           ${step}::interval) as l
     order by l`.execute(db);
  return rows.rows.map((r) => ({ start: new Date(r.start), end: new Date(r.end), day: r.day }));
}
