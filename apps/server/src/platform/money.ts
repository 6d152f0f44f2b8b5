import { type AmountProblem, parseAmount } from '@gemilang/contract';
import { AppError } from './app-error';

export { formatMinor } from '@gemilang/contract';

const codeOf = {
  not_a_number: 'amount_not_a_number',
  not_positive: 'amount_not_positive',
  too_many_decimals: 'amount_too_many_decimals',
  too_large: 'amount_too_large',
} as const satisfies Record<AmountProblem, string>;

/**
 * A request's amount in the brand's minor unit, or a translated error saying why not (not a number, not
 * positive, more decimals than the currency has, too large), with the field it came from.
 */
export function amountFromInput(input: string, exponent: number, field = 'amount'): bigint {
  const parsed = parseAmount(input, exponent);
  if (parsed.ok) return parsed.minor;
  throw new AppError(codeOf[parsed.problem], [{ field, reason: parsed.problem }]);
}

/** The smaller of two amounts in minor units (Math.min takes no bigint). */
export function smallerAmount(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
