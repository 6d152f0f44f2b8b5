import { parseAmount } from '@gemilang/contract';
import { SeamlessError } from './seamless-context';

/** A protocol amount in the brand's minor unit: positive, at most the currency's decimals. */
export function positiveAmount(input: string, exponent: number): bigint {
  const parsed = parseAmount(input, exponent);
  if (!parsed.ok) throw new SeamlessError('amount_invalid');
  return parsed.minor;
}

/** A credit's amount: zero is a round lost, reported so the vendor's books and ours agree. */
export function creditAmount(input: string, exponent: number): bigint {
  if (/^0+(\.0+)?$/.test(input.trim())) {
    const decimals = input.split('.')[1]?.length ?? 0;
    if (decimals > exponent) throw new SeamlessError('amount_invalid');
    return 0n;
  }
  return positiveAmount(input, exponent);
}

/** The currency a call names, when it names one, must be the brand's. */
export function checkCurrency(given: string | undefined, currency: string): void {
  if (given !== undefined && given.toUpperCase() !== currency) throw new SeamlessError('currency_mismatch');
}
