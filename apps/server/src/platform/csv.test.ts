import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and opens with a BOM', () => {
    const csv = toCsv(
      ['name', 'amount'],
      [
        ['Tan, "Boss" Ah Kow', '12.50'],
        ['two\nlines', '-7.50'],
        ['陈', null],
      ],
    );
    expect(csv).toBe('\uFEFFname,amount\r\n"Tan, ""Boss"" Ah Kow",12.50\r\n"two\nlines",-7.50\r\n陈,\r\n');
  });

  it('keeps a formula from running but a negative amount a number', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['@SUM(A1)'], ['+1'], ['-7.50'], ['-cmd']])).toBe(
      '\uFEFFa\r\n"\'=HYPERLINK(""x"")"\r\n\'@SUM(A1)\r\n\'+1\r\n-7.50\r\n\'-cmd\r\n',
    );
  });
});
