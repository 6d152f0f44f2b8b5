import { describe, expect, it } from 'vitest';
import { formatMinor, parseAmount } from './money';

describe('parseAmount', () => {
  it('reads major units into minor units by the currency exponent', () => {
    expect(parseAmount('1234.50', 2)).toEqual({ ok: true, minor: 123450n });
    expect(parseAmount('0.01', 2)).toEqual({ ok: true, minor: 1n });
    expect(parseAmount('50000', 0)).toEqual({ ok: true, minor: 50000n });
    expect(parseAmount('10', 0)).toEqual({ ok: true, minor: 10n });
    expect(parseAmount('1.5', 2)).toEqual({ ok: true, minor: 150n });
  });

  it('refuses what is not a positive amount the currency can hold', () => {
    expect(parseAmount('-5', 2)).toEqual({ ok: false, problem: 'not_positive' });
    expect(parseAmount('0', 2)).toEqual({ ok: false, problem: 'not_positive' });
    expect(parseAmount('0.00', 2)).toEqual({ ok: false, problem: 'not_positive' });
    expect(parseAmount('1.001', 2)).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(parseAmount('1.5', 0)).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(parseAmount('abc', 2)).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseAmount('1e5', 2)).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseAmount('', 2)).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseAmount('99999999999999999999', 2)).toEqual({ ok: false, problem: 'too_large' });
  });

  // Checked by putting back the old trim and comma removal in parseAmount: the first cases read as 505.00,
  // 500.00 and 5.00 again and this test goes red.
  it.each([
    '50,5',
    '5,0,0',
    '1,000',
    '1,000.50',
    ' 5',
    '5 ',
    '5\t',
    '5 000',
    '1e3',
    '1E3',
    '+5',
    '5.',
    '.5',
    '5..0',
    '5.0.0',
    '0x10',
    '５',
    '٥',
    'Infinity',
    'NaN',
    '5-',
    '--5',
  ])('refuses %j as not an amount: digits with at most one decimal point, nothing else', (input) => {
    expect(parseAmount(input, 2)).toEqual({ ok: false, problem: 'not_a_number' });
  });

  it('refuses more decimals than the currency has, even zeros', () => {
    expect(parseAmount('1.500', 2)).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(parseAmount('10.00', 0)).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(parseAmount('10.0', 0)).toEqual({ ok: false, problem: 'too_many_decimals' });
  });

  it('round-trips with formatMinor', () => {
    for (const minor of [1n, 99n, 100n, 123456789n]) {
      expect(parseAmount(formatMinor(minor, 2), 2)).toEqual({ ok: true, minor });
    }
    expect(formatMinor(-5n, 2)).toBe('-0.05');
    expect(formatMinor(7n, 0)).toBe('7');
  });
});
