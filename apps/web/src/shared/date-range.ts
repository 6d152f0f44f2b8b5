/**
 * Days (yyyy-MM-dd) of the account record's filter in the merchant's time zone, and the records' quick picks
 * (previous and next 7 and 30 days).
 */
export interface DayRange {
  from: string;
  to: string;
}

/** Today's calendar day in a time zone (the merchant's, not the visitor's). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Calendar months back, clamped to the month's last day (31 May − 3 months = 28 February). */
export function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const wanted = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(wanted, last));
  return date.toISOString().slice(0, 10);
}

/** "Previous N days": the N days up to and including today. */
export function previousDays(days: number, today: string): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** "Next N days": the window moves forward from its current start, covering N days from it. */
export function nextDays(days: number, current: DayRange): DayRange {
  return { from: current.from, to: addDays(current.from, days - 1) };
}
