import { addDays, localDateOf, zonedInstant } from '../time/zoned';

// An N-minute game's day (in the brand's zone) is cut into 1440 / N draws. Draw k of a day takes bets from
// the previous draw until its cut-off and is drawn at midnight + k × N minutes; so the first 1-minute draw
// of 23 Nov is 20261123-0001 at 00:01 and the last, 20261123-1440, at 00:00 on 24 Nov.

export type ElottDraw = {
  /** "20261123-0001": the day in the brand's zone and the draw's number in it. */
  readonly drawNumber: string;
  /** When the previous draw happened, from which this one is on sale. */
  readonly opensAt: Date;
  readonly cutoffAt: Date;
  readonly drawAt: Date;
};

export type ElottCalendarOptions = {
  readonly intervalMinutes: number;
  readonly timeZone: string;
  /** Bets close this many seconds before the draw. */
  readonly cutoffSeconds: number;
};

function check(options: ElottCalendarOptions) {
  const n = options.intervalMinutes;
  if (!Number.isInteger(n) || n < 1 || 1440 % n !== 0) throw new Error('The interval must divide a day in minutes');
  if (!Number.isInteger(options.cutoffSeconds) || options.cutoffSeconds < 0 || options.cutoffSeconds >= n * 60)
    throw new Error('The cut-off must be shorter than the interval');
}

function drawsOfDay(date: string, options: ElottCalendarOptions): ElottDraw[] {
  const step = options.intervalMinutes * 60_000;
  const start = zonedInstant(date, '00:00', options.timeZone).getTime();
  const end = zonedInstant(addDays(date, 1), '00:00', options.timeZone).getTime();
  const count = Math.floor((end - start) / step);
  const compact = date.replaceAll('-', '');
  return Array.from({ length: count }, (_, i) => {
    const drawAt = start + (i + 1) * step;
    return {
      drawNumber: `${compact}-${String(i + 1).padStart(4, '0')}`,
      opensAt: new Date(drawAt - step),
      cutoffAt: new Date(drawAt - options.cutoffSeconds * 1000),
      drawAt: new Date(drawAt),
    };
  });
}

/** The draws whose draw time is in [from, to), in order. */
export function elottDrawsBetween(from: Date, to: Date, options: ElottCalendarOptions): ElottDraw[] {
  check(options);
  const out: ElottDraw[] = [];
  const last = localDateOf(to, options.timeZone);
  for (let date = addDays(localDateOf(from, options.timeZone), -1); date <= last; date = addDays(date, 1)) {
    for (const draw of drawsOfDay(date, options)) {
      if (draw.drawAt >= from && draw.drawAt < to) out.push(draw);
    }
  }
  return out;
}

/** The draw on sale at an instant: the first whose draw time is after it (its cut-off may have passed). */
export function elottDrawAt(instant: Date, options: ElottCalendarOptions): ElottDraw {
  const step = options.intervalMinutes * 60_000;
  return elottDrawsBetween(new Date(instant.getTime() + 1), new Date(instant.getTime() + step + 1), options)[0]!;
}

/** The draw of a draw number, or undefined when there is no such draw. */
export function elottDrawByNumber(drawNumber: string, options: ElottCalendarOptions): ElottDraw | undefined {
  check(options);
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(drawNumber);
  if (!match) return undefined;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  try {
    return drawsOfDay(date, options)[Number(match[4]) - 1];
  } catch {
    return undefined;
  }
}
