import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Period } from './wage-periods';

export type DividendPeriod = 'daily' | 'weekly' | 'semimonthly' | 'monthly';

/** Each period's length, and how many completed ones a run looks back at (a server was down: it catches up). */
const shapes: Record<Exclude<DividendPeriod, 'semimonthly'>, { step: string; lookback: number; unit: string }> = {
  daily: { step: '1 day', lookback: 3, unit: 'day' },
  weekly: { step: '1 week', lookback: 2, unit: 'week' },
  monthly: { step: '1 month', lookback: 2, unit: 'month' },
};

/**
 * The completed periods of a dividend, oldest first, in the brand's zone (ADR 038): days from midnight,
 * weeks from Monday, half months (the 1st to the 15th, the 16th to the month's end), months. Computed by the
 * database with the zone's rules, so a period spanning a clock change still ends at local midnight.
 */
export async function completedDividendPeriods(
  db: Db,
  period: DividendPeriod,
  timeZone: string,
  now: Date,
): Promise<Period[]> {
  const local = sql`(${now}::timestamptz AT TIME ZONE ${timeZone})`;
  if (period === 'semimonthly') {
    const rows = await sql<Period>`
      select (s AT TIME ZONE ${timeZone}) as start, (e AT TIME ZONE ${timeZone}) as end
        from (select m + h.off as s,
                     case when h.off = interval '0' then m + interval '15 days' else m + interval '1 month' end as e
                from generate_series(date_trunc('month', ${local}) - interval '2 months', date_trunc('month', ${local}),
                                     interval '1 month') as m,
                     (values (interval '0'), (interval '15 days')) as h(off)) halves
       where e <= ${local}
       order by s desc
       limit 3`.execute(db);
    return rows.rows.reverse();
  }
  const { step, lookback, unit } = shapes[period];
  const current = sql`date_trunc(${unit}, ${local})`;
  const rows = await sql<Period>`
    select (l AT TIME ZONE ${timeZone}) as start, ((l + ${step}::interval) AT TIME ZONE ${timeZone}) as end
      from generate_series(${current} - ${lookback} * ${step}::interval, ${current} - ${step}::interval, ${step}::interval) as l
     order by l`.execute(db);
  return rows.rows;
}
