import { parseAmount } from '@gemilang/contract';

/** A signed amount as typed ("-50", "+20.5"): its sign and size in minor units, or null when not an amount. */
export function signedMinor(input: string, exponent: number): bigint | null {
  const text = input.trim();
  const negative = text.startsWith('-');
  const rest = negative || text.startsWith('+') ? text.slice(1) : text;
  const parsed = parseAmount(rest, exponent);
  if (!parsed.ok) return null;
  return negative ? -parsed.minor : parsed.minor;
}
