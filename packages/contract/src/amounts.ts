/**
 * Money crosses the API as a decimal string in major units ("1234.50"); inside, it is an integer of the
 * currency's minor unit (docs/architecture.md, Money). The exponent is data: MYR 2, VND 0. Parsing is shared so the form
 * and the server refuse the same input with the same reason.
 */
export type AmountProblem = 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'too_large';

/** The largest amount any call accepts, in minor units; limits per method are tighter. */
export const maxMinorUnits = 10n ** 15n;

/**
 * An amount as written: ASCII digits with at most one decimal point and digits on both sides of it, an
 * optional minus (refused as not positive). Nothing else: no spaces, no commas or other grouping, no plus,
 * no exponent, so "50,5" or "5,0,0" can never be read as some other amount.
 */
const amountPattern = /^(-?)(\d{1,20})(?:\.(\d{1,20}))?$/;

export function parseAmount(
  input: string,
  exponent: number,
): { ok: true; minor: bigint } | { ok: false; problem: AmountProblem } {
  const match = amountPattern.exec(input);
  if (!match) return { ok: false, problem: 'not_a_number' };
  const [, sign, whole = '0', fraction = ''] = match;
  // "10.00" is refused for a currency without decimals: the decimals written are more than it has.
  if (fraction.length > exponent) return { ok: false, problem: 'too_many_decimals' };
  const minor = BigInt(whole) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
  if (sign === '-' || minor === 0n) return { ok: false, problem: 'not_positive' };
  if (minor > maxMinorUnits) return { ok: false, problem: 'too_large' };
  return { ok: true, minor };
}

/** Minor units as the API's decimal string: 123450n with exponent 2 is "1234.50". */
export function formatMinor(amount: bigint, exponent: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
