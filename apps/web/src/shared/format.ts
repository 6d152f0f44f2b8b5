/**
 * The site's display formats: dates as yyyy-MM-dd HH:mm:ss in the merchant's time zone (not the
 * visitor's), money from the API's decimal strings without ever going through floating point.
 */

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Zones whose offset from UTC does not move, with that offset in minutes: UTC, and the brand's own zone when
 * the permission call says it has no summer time (most of the region). Their times are written by adding
 * the offset: the first date format through the browser's Intl loads its locale and zone data, one long
 * task of a cheap phone's first load (ADR 043).
 */
const fixedOffsets = new Map<string, number>([['UTC', 0]]);

/** What the permission call said of the brand's zone (`utcOffsetMinutes`, null when it moves). */
export function rememberZoneOffset(timeZone: string, utcOffsetMinutes: number | null): void {
  if (utcOffsetMinutes === null) fixedOffsets.delete(timeZone);
  else fixedOffsets.set(timeZone, utcOffsetMinutes);
}

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // An unknown zone name from a misconfigured merchant must not break the page: fall back to UTC.
      formatter = dateFormatter('UTC');
    }
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `2026-11-22T02:00:00Z` in Asia/Kuala_Lumpur -> `2026-11-22 10:00:00`. Empty for a missing or bad value. */
export function formatDateTime(value: string | Date | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const offset = fixedOffsets.get(timeZone);
  if (offset !== undefined) {
    // 2026-11-22T10:00:00.000Z once shifted: the wall clock of the zone, read as if it were UTC.
    const wall = new Date(date.getTime() + offset * 60_000).toISOString();
    if (wall.length === 24) return `${wall.slice(0, 10)} ${wall.slice(11, 19)}`;
  }
  const parts: Record<string, string> = {};
  for (const part of dateFormatter(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * `"1234567.5"` -> `"1,234,567.50"`: groups the integer part and pads the fraction to `fractionDigits`,
 * working on the digits as text. Anything that is not a plain decimal is returned unchanged.
 */
export function formatAmount(decimal: string, fractionDigits = 2): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return decimal;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const paddedFraction = fractionDigits > 0 ? `.${fraction.padEnd(fractionDigits, '0')}` : '';
  return `${sign}${grouped}${paddedFraction}`;
}

/** `("MYR", "10.5")` -> `"MYR 10.50"`: the ISO code as the prefix, as players in the region expect. */
export function formatMoney(currency: string, decimal: string): string {
  return `${currency} ${formatAmount(decimal)}`;
}
