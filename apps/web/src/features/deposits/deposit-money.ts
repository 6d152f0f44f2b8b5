import { parseAmount, type TDepositMethod } from '@gemilang/contract';
import { formatAmount } from '../../shared/format';

const QUICK_AMOUNTS = [50, 100, 200, 500, 1_000, 5_000];

type Money = (amount: string) => string;

export function moneyFormatter(currency: string, exponent: number): Money {
  return (amount) => `${currency} ${formatAmount(amount, exponent)}`;
}

/** An amount as the server sent it (already with the currency's decimals), grouped for reading. */
export function shown(currency: string, amount: string): string {
  return `${currency} ${formatAmount(amount, (amount.split('.')[1] ?? '').length)}`;
}

export function quickAmounts(method: TDepositMethod, exponent: number): string[] {
  const min = parseAmount(method.min, exponent);
  const max = parseAmount(method.max, exponent);
  if (!min.ok || !max.ok) return [];
  const scale = 10n ** BigInt(exponent);
  return QUICK_AMOUNTS.filter((n) => BigInt(n) * scale >= min.minor && BigInt(n) * scale <= max.minor).map(String);
}
