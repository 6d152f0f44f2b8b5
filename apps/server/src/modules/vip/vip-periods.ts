import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export type VipPeriodKind = 'day' | 'week' | 'month';

export interface VipPeriod {
  kind: VipPeriodKind;
  /** The brand's calendar day it starts on, `yyyy-MM-dd`. */
  first: string;
  /** Its last day. */
  last: string;
  start: Date;
  end: Date;
}

const shapes: Record<VipPeriodKind, { step: string; lookback: number }> = {
  day: { step: '1 day', lookback: 7 },
  week: { step: '7 days', lookback: 2 },
  month: { step: '1 month', lookback: 2 },
};

/**
 * The completed brand days, weeks (from Monday) and months before `now`, oldest first, in the brand's zone, as far
 * back as a run looks (a server that was down catches up that far). Computed by the database, which knows the zone.
 */
export async function completedVipPeriods(
  db: Db,
  kind: VipPeriodKind,
  timeZone: string,
  now: Date,
): Promise<VipPeriod[]> {
  const { step, lookback } = shapes[kind];
  const current = sql`date_trunc(${kind}, ${now}::timestamptz AT TIME ZONE ${timeZone})`;
  const rows = await sql<{ first: string; last: string; start: Date; end: Date }>`
    select to_char(l, 'YYYY-MM-DD') as first, to_char(l + ${step}::interval - interval '1 day', 'YYYY-MM-DD') as last,
           (l AT TIME ZONE ${timeZone}) as start, ((l + ${step}::interval) AT TIME ZONE ${timeZone}) as end
      from generate_series(${current} - ${lookback} * ${step}::interval, ${current} - ${step}::interval,
                           ${step}::interval) as l
     order by l`.execute(db);
  return rows.rows.map((r) => ({ kind, first: r.first, last: r.last, start: new Date(r.start), end: new Date(r.end) }));
}
