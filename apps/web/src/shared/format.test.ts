import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, formatDateTime, formatMoney, rememberZoneOffset } from './format';

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

describe('formatDateTime in a zone the permission call says does not move', () => {
  const times = [
    '2026-11-21T16:05:09.000Z',
    '2026-01-01T18:30:00.000Z',
    '2024-02-28T20:00:00.000Z',
    '2026-03-29T01:30:00Z',
  ];
  afterEach(() => {
    rememberZoneOffset('Asia/Kolkata', null);
    rememberZoneOffset('Europe/London', null);
    vi.restoreAllMocks();
  });

  it('writes the wall clock the zone rules give, by adding the offset instead of formatting through Intl', () => {
    const byRules = times.map((time) => formatDateTime(time, 'Asia/Kolkata'));
    expect(byRules[0]).toBe('2026-11-21 21:35:09');
    rememberZoneOffset('Asia/Kolkata', 330);
    const throughIntl = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    expect(times.map((time) => formatDateTime(time, 'Asia/Kolkata'))).toEqual(byRules);
    expect(throughIntl).not.toHaveBeenCalled();
  });

  it('goes back to the zone rules when a later answer says the zone moves', () => {
    rememberZoneOffset('Europe/London', 0);
    expect(formatDateTime('2026-07-01T12:00:00.000Z', 'Europe/London')).toBe('2026-07-01 12:00:00');
    rememberZoneOffset('Europe/London', null);
    expect(formatDateTime('2026-07-01T12:00:00.000Z', 'Europe/London')).toBe('2026-07-01 13:00:00');
  });

  it('still gives nothing for a missing or unreadable value', () => {
    rememberZoneOffset('Asia/Kolkata', 330);
    expect(formatDateTime(undefined, 'Asia/Kolkata')).toBe('');
    expect(formatDateTime('not a date', 'Asia/Kolkata')).toBe('');
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
