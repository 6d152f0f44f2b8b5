/**
 * Times travel as ISO-8601 UTC and are shown in the merchant's time zone as yyyy-MM-dd HH:mm:ss (spec).
 * The operator types the maintenance window as wall-clock time in that zone, not in the browser's: an
 * operator abroad must still announce the site's local hours.
 */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function asUtc(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function safeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** `2026-03-01T04:00:00Z` in Asia/Kuala_Lumpur -> `2026-03-01 12:00:00`; empty for no time. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const w = wallClock(instant, safeZone(timeZone));
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** The value a `datetime-local` input shows for an instant, in the given zone. */
export function toZoneInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const w = wallClock(instant, safeZone(timeZone));
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The instant a `datetime-local` value names in the given zone, as ISO UTC; null for empty or malformed. */
export function fromZoneInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const zone = safeZone(timeZone);
  const wanted = Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : s!);
  // Wall time = instant + offset, so instant = wall - offset; the second pass settles DST edges.
  let instant = wanted - (asUtc(wallClock(wanted, zone)) - wanted);
  instant = wanted - (asUtc(wallClock(instant, zone)) - instant);
  return new Date(instant).toISOString();
}

/** `UTC+08:00` for the zone at the given instant, shown next to the zone name. */
export function zoneOffsetLabel(timeZone: string, at = Date.now()): string {
  const zone = safeZone(timeZone);
  const minutes = Math.round((asUtc(wallClock(at, zone)) - Math.floor(at / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
