import type { VnRegion } from '../model';
import { addDays, localDateOf, weekdayOf, zonedInstant } from '../time/zoned';
import {
  VN_DRAW_TIMES,
  VN_STATIONS,
  VN_TIME_ZONE,
  VN_WEEKLY_SCHEDULE,
  type VnStation,
  type VnWeeklySchedule,
} from './stations';

export type VnDraw = {
  readonly station: string;
  readonly region: VnRegion;
  /** The draw's date in Vietnam, which names it (the official result is "of" this date). */
  readonly drawDate: string;
  readonly drawAt: Date;
  /** Bets close at drawAt minus the region's cut-off minutes. */
  readonly cutoffAt: Date;
};

export type VnCalendarOptions = {
  /** First and last calendar date (inclusive) in `timeZone`: a brand's day, which need not be Vietnam's. */
  readonly from: string;
  readonly to: string;
  readonly timeZone: string;
  readonly cutoffMinutes: number | Readonly<Record<VnRegion, number>>;
  readonly schedule?: VnWeeklySchedule;
  readonly drawTimes?: Readonly<Record<VnRegion, string>>;
  readonly stations?: readonly VnStation[];
};

const REGIONS: readonly VnRegion[] = ['south', 'central', 'north'];

/** Every scheduled Vietnamese draw whose draw time falls on one of the dates in the given zone, in time order. */
export function vnDrawsBetween(options: VnCalendarOptions): VnDraw[] {
  const schedule = options.schedule ?? VN_WEEKLY_SCHEDULE;
  const drawTimes = options.drawTimes ?? VN_DRAW_TIMES;
  const known = new Set((options.stations ?? VN_STATIONS).map((s) => s.code));
  const draws: VnDraw[] = [];
  // A zone far from Vietnam's can see a Vietnamese date's draws on its day before or after: look one day wider.
  for (let date = addDays(options.from, -1); date <= addDays(options.to, 1); date = addDays(date, 1)) {
    for (const region of REGIONS) {
      const drawAt = zonedInstant(date, drawTimes[region], VN_TIME_ZONE);
      const local = localDateOf(drawAt, options.timeZone);
      if (local < options.from || local > options.to) continue;
      const minutes = typeof options.cutoffMinutes === 'number' ? options.cutoffMinutes : options.cutoffMinutes[region];
      const cutoffAt = new Date(drawAt.getTime() - minutes * 60_000);
      for (const station of schedule[region][weekdayOf(date)]) {
        if (known.has(station)) draws.push({ station, region, drawDate: date, drawAt, cutoffAt });
      }
    }
  }
  return draws.sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime());
}
