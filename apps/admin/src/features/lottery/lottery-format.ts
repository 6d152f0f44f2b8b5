import type { TDrawStatus } from '@gemilang/contract';
import { formatAmount } from '../../shared/lib/money';

/** Money as every back-office page shows it: the currency, digits grouped, the currency's decimals. */
export function money(currency: string, amount: string, exponent: number): string {
  return `${currency} ${formatAmount(amount, exponent)}`;
}

/** The decimals of a reply's money strings ("150.00" → 2, "1000" → 0): the server writes the currency's own. */
export function exponentOf(amount: string): number {
  const dot = amount.indexOf('.');
  return dot < 0 ? 0 : amount.length - dot - 1;
}

export const drawStatusTone = {
  open: 'ok',
  closed: 'warn',
  drawn: 'accent',
  settled: 'neutral',
  void: 'bad',
} as const satisfies Record<TDrawStatus, 'ok' | 'warn' | 'accent' | 'neutral' | 'bad'>;

export const betStatusTone = {
  pending: 'warn',
  won: 'ok',
  lost: 'neutral',
  push: 'accent',
  void: 'bad',
  cancelled: 'bad',
} as const;

/** A draw's result in one line: e-lottery numbers, or a Vietnamese draw's special prize then the others. */
export function resultLine(result: unknown): string {
  if (!result || typeof result !== 'object') return '';
  const r = result as { numbers?: number[]; prizes?: Record<string, string[]> };
  if (Array.isArray(r.numbers)) return r.numbers.join(' ');
  if (r.prizes) {
    return Object.entries(r.prizes)
      .map(([tier, numbers]) => `${tier}: ${numbers.join(' ')}`)
      .join(' · ');
  }
  return '';
}

/** Today in the brand's zone, as the contract's day (yyyy-MM-dd). */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
