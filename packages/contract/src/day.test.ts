import { describe, expect, it } from 'vitest';
import { ZDay } from './common';

// Checked by reducing ZDay to its old pattern alone (/^\d{4}-\d{2}-\d{2}$/): the impossible days below
// are then accepted and this test goes red.
describe('ZDay', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '1900-01-01', '2099-12-31'])('accepts %s', (day) => {
    expect(ZDay.safeParse(day).success).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '9999-12-31',
    '0000-01-01',
    '1899-12-31',
    '2100-01-01',
    '+02026-01-01',
    '2026-1-1',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '２０２６-01-01',
  ])('refuses %j: not a day a record or a filter can mean', (day) => {
    expect(ZDay.safeParse(day).success).toBe(false);
  });
});
