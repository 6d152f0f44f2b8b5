import type { TPointStockPeriod } from '@gemilang/contract';
import { addDays } from '../wallet';

/**
 * The first brand day of the stock period a day falls in (ADR 064): the day itself, its week's Monday, or its
 * month's first day. A per-period stock counts what was taken from that day on.
 */
export function periodStart(period: TPointStockPeriod, day: string): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 8)}01`;
  // getUTCDay: Sunday 0 … Saturday 6; Monday is 0 days back, Sunday 6.
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
