import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks and starts with a BOM for Excel', () => {
    const csv = toCsv(
      ['name', 'note'],
      [
        ['张三', 'a, "b"\nc'],
        [null, 7],
      ],
    );
    expect(csv).toBe('\uFEFFname,note\r\n张三,"a, ""b""\nc"\r\n,7\r\n');
  });

  it('never lets a member-typed value run as a spreadsheet formula', () => {
    const csv = toCsv(['v'], [['=HYPERLINK("x")'], ['+1'], ['-2+A1'], ['@SUM(A1)'], ['ok']]);
    expect(csv.split('\r\n').slice(1, 6)).toEqual(['"\'=HYPERLINK(""x"")"', "'+1", "'-2+A1", "'@SUM(A1)", 'ok']);
  });

  it('keeps a negative amount a number, as the server reports do, but not text that only starts with a minus', () => {
    // Red before the amount rule: "-150.00" was written "'-150.00", text a spreadsheet cannot add up.
    const csv = toCsv(['v'], [['-150.00'], ['-2'], ['-1+1'], ['-2.'], ['- 3']]);
    expect(csv.split('\r\n').slice(1, 6)).toEqual(['-150.00', '-2', "'-1+1", "'-2.", "'- 3"]);
  });
});
