import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, formatMoney } from './format';

describe('formatDateTime', () => {
  it('writes yyyy-MM-dd HH:mm:ss in the merchant time zone, not the visitor one', () => {
    expect(formatDateTime('2026-11-21T16:05:09.000Z', 'Asia/Kuala_Lumpur')).toBe('2026-11-22 00:05:09');
    expect(formatDateTime('2026-11-21T16:05:09.000Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-21 23:05:09');
    expect(formatDateTime('2026-11-21T16:05:09.000Z', 'UTC')).toBe('2026-11-21 16:05:09');
  });

  it('uses 00 for midnight, never 24', () => {
    expect(formatDateTime('2026-01-01T16:00:00.000Z', 'Asia/Kuala_Lumpur')).toBe('2026-01-02 00:00:00');
  });

  it('gives nothing for a missing or unreadable value and falls back to UTC for an unknown zone', () => {
    expect(formatDateTime(null, 'UTC')).toBe('');
    expect(formatDateTime('not a date', 'UTC')).toBe('');
    expect(formatDateTime('2026-11-21T16:05:09.000Z', 'Mars/Olympus')).toBe('2026-11-21 16:05:09');
  });
});

describe('formatAmount', () => {
  it.each([
    ['0', '0.00'],
    ['0.5', '0.50'],
    ['1234.5', '1,234.50'],
    ['1234567.89', '1,234,567.89'],
    ['-1000', '-1,000.00'],
    ['007.1', '7.10'],
    ['12345678901234567890.12', '12,345,678,901,234,567,890.12'],
  ])('%s -> %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('leaves anything that is not a plain decimal as it is', () => {
    expect(formatAmount('1e3')).toBe('1e3');
    expect(formatAmount('')).toBe('');
  });

  it('prefixes the currency code', () => {
    expect(formatMoney('MYR', '10')).toBe('MYR 10.00');
  });
});
