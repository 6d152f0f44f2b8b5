// Amounts on the game page: the server sends major-unit strings ("12.50"); bets are built in minor units
// (bigint) so chips add up exactly, and sent back as major-unit strings.

export function toMinor(amount: string, exponent: number): bigint {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const minor =
    BigInt(whole) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0').slice(0, exponent) || '0');
  return amount.startsWith('-') ? -minor : minor;
}

export function toMajor(minor: bigint, exponent: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  return `${negative ? '-' : ''}${whole}${exponent === 0 ? '' : `.${digits.slice(-exponent)}`}`;
}

/** For display: grouped thousands, the currency's decimals. */
export function showMoney(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
