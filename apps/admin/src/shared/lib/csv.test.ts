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
    const csv = toCsv(['v'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)'], ['ok']]);
    expect(csv.split('\r\n').slice(1, 6)).toEqual(['"\'=HYPERLINK(""x"")"', "'+1", "'-2", "'@SUM(A1)", 'ok']);
  });
});
