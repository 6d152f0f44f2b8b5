/** "-1234.5" -> "-1,234.50": digits grouped as text, never through floating point. */
function grouped(decimal: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match) return decimal;
  const [, sign = '', whole = '0', fraction] = match;
  const digits = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Money as the back office shows it: the currency, then the server's decimal string grouped. */
export function money(currency: string, amount: string): string {
  return `${currency} ${grouped(amount)}`;
}

/**
 * "-1234.5" -> "-1,234.50": an amount grouped as text, never through floating point, and written to the
 * currency's decimals (where `money` keeps the decimals the server wrote).
 */
export function formatAmount(decimal: string, fractionDigits = 2): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return decimal;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${fractionDigits > 0 ? `.${fraction.padEnd(fractionDigits, '0')}` : ''}`;
}
