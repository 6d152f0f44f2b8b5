import { parseAmount } from '@gemilang/contract';

/** "-1234.5" -> "-1,234.50": digits grouped as text, never through floating point. */
export function formatAmount(decimal: string, fractionDigits = 2): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return decimal;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fractionDigits > 0 ? `.${fraction.padEnd(fractionDigits, '0')}` : ''}`;
}

/** A signed amount as typed ("-50", "+20.5"): its sign and size in minor units, or null when not an amount. */
export function signedMinor(input: string, exponent: number): bigint | null {
  const text = input.trim();
  const negative = text.startsWith('-');
  const rest = negative || text.startsWith('+') ? text.slice(1) : text;
  const parsed = parseAmount(rest, exponent);
  if (!parsed.ok) return null;
  return negative ? -parsed.minor : parsed.minor;
}
