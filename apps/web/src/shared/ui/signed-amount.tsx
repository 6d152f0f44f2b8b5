import { formatAmount } from '../format';

/**
 * An amount that can be negative (profit and loss): green above zero, red below with a true minus sign.
 * `plus` also marks gains with a plus (the betting records); `strong` sets it in semibold; `exponent` is the
 * currency's number of decimals.
 */
export function SignedAmount({
  value,
  exponent,
  plus = false,
  strong = false,
}: {
  value: string;
  exponent?: number;
  plus?: boolean;
  strong?: boolean;
}) {
  const negative = value.startsWith('-');
  const zero = /^-?0+(\.0+)?$/.test(value);
  const tone = zero ? 'text-ink' : negative ? 'text-danger' : 'text-success';
  const sign = zero ? '' : negative ? '−' : plus ? '+' : '';
  return (
    <span className={`${strong ? 'font-semibold ' : ''}tabular-nums ${tone}`}>
      {sign}
      {formatAmount(value.replace(/^-/, ''), exponent)}
    </span>
  );
}
