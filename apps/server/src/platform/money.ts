/**
 * Money is an integer of the currency's minor unit (DESIGN §5); the API carries it as a decimal string in
 * major units. VND has exponent 0, MYR 2.
 */
export function formatMinor(amount: bigint, exponent: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
