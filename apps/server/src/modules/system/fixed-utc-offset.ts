/**
 * The brand's time zone as a plain offset from UTC, when it is one: the same offset over the last two years
 * and the next one, as every zone without summer time. The site then writes its times (yyyy-MM-dd HH:mm:ss
 * in the brand's zone) by adding the offset, without loading the browser's date and zone data, which costs a
 * cheap phone a long task in the middle of its first load (ADR 043). Null for a zone whose offset moves: the
 * site then formats through the zone's rules.
 */
const DAY_MS = 86_400_000;
// Every fortnight: no offset change lasts less than that.
const STEP_MS = 14 * DAY_MS;
const PAST_MS = 2 * 365 * DAY_MS;
const AHEAD_MS = 365 * DAY_MS;

// Zone rules change with the runtime's zone data, not by the minute: one answer a zone a day, the last one kept.
const known = new Map<string, { day: string; answer: number | null }>();

export function fixedUtcOffsetMinutes(timeZone: string, at: Date): number | null {
  const day = at.toISOString().slice(0, 10);
  const kept = known.get(timeZone);
  if (kept?.day === day) return kept.answer;
  const answer = fixedOffsetOver(timeZone, at.getTime() - PAST_MS, at.getTime() + AHEAD_MS);
  known.set(timeZone, { day, answer });
  return answer;
}

function fixedOffsetOver(timeZone: string, from: number, to: number): number | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
  } catch {
    // A zone name the runtime does not know: the site formats it as it can.
    return null;
  }
  let offset: number | null = null;
  for (let instant = from; instant <= to; instant += STEP_MS) {
    const here = offsetAt(format, instant);
    if (offset !== null && here !== offset) return null;
    offset = here;
  }
  return offset;
}

/** Minutes to add to UTC to read the zone's wall clock at `instant`. */
function offsetAt(format: Intl.DateTimeFormat, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}
