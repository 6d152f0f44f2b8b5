import { describe, expect, it } from 'vitest';
import { parseVnResultCsv } from './result-csv';
import { parseVnResultEntry } from './result-entry';

const NORTH_ROWS = [
  '2026-11-23,HN,special,80127',
  '2026-11-23,HN,first,45631',
  '2026-11-23,HN,second,11209 67027',
  '2026-11-23,HN,third,00327 51489 77735 90210 33371 42088',
  '2026-11-23,HN,fourth,1527 8835 0409 7712',
  '2026-11-23,HN,fifth,3380 2627 9144 0561 7735 1208',
  '2026-11-23,HN,sixth,127 456 831',
  '2026-11-23,HN,seventh,27 09 35 62',
];

describe('result CSV', () => {
  it('reads a North draw and a South draw from one file, with tier aliases, quotes and a BOM', () => {
    const csv = [
      '\uFEFFdate,station,tier,numbers',
      ...NORTH_ROWS,
      '2026-11-23,HCM,ĐB,123456',
      '2026-11-23,hcm,G1,78901',
      '2026-11-23,HCM,G2,23456',
      '2026-11-23,HCM,G3,"11156, 90087"',
      '2026-11-23,HCM,G4,12345-67856-00001-99999-45678-24680-13579',
      '2026-11-23,HCM,G5,5656',
      '2026-11-23,HCM,G6,0156 7777 8080',
      '2026-11-23,HCM,G7,456',
      '2026-11-23,HCM,G8,34',
      '',
    ].join('\r\n');
    const parsed = parseVnResultCsv(csv);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.draws.map((d) => [d.date, d.station, d.result.region])).toEqual([
      ['2026-11-23', 'HN', 'north'],
      ['2026-11-23', 'HCM', 'south'],
    ]);
    expect(parsed.draws[0]!.result.prizes.seventh).toEqual(['27', '09', '35', '62']);
    expect(parsed.draws[1]!.result.prizes.third).toEqual(['11156', '90087']);
    expect(parsed.draws[1]!.result.prizes.fourth).toHaveLength(7);
  });

  it('points at the row, column and number of every mistake', () => {
    const rows = [...NORTH_ROWS];
    rows[2] = '2026-11-23,HN,second,11209 6702'; // row 4: second number has 4 digits
    rows[3] = '2026-11-23,HN,third,00327 51489 77735 90210 33371'; // row 5: five numbers, six expected
    rows[6] = '2026-11-23,HN,sixth,127 4x6 831'; // row 8: not digits
    rows.push('2026-11-31,HN,first,12345'); // row 10: no 31 November
    rows.push('2026-11-23,XX,first,12345'); // row 11: unknown station
    rows.push('2026-11-23,HN,ninth,12345'); // row 12: unknown tier
    rows.push('2026-11-23,HN,first,12345'); // row 13: first given twice
    rows.push('2026-11-23,HN,eighth,12'); // row 14: no eighth prize in the North
    rows.push('2026-11-24,QN,special,12345'); // row 15: a draw with one tier only
    const parsed = parseVnResultCsv(['date,station,tier,numbers', ...rows].join('\n'));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const brief = parsed.errors.map((e) => [e.row, e.column, e.code, e.item ?? null]);
    expect(brief).toContainEqual([4, 4, 'wrong_digits', 2]);
    expect(brief).toContainEqual([5, 4, 'wrong_count', null]);
    expect(brief).toContainEqual([8, 4, 'not_digits', 2]);
    expect(brief).toContainEqual([10, 1, 'date_invalid', null]);
    expect(brief).toContainEqual([11, 2, 'station_unknown', null]);
    expect(brief).toContainEqual([12, 3, 'tier_unknown', null]);
    expect(brief).toContainEqual([13, 3, 'tier_repeated', null]);
    expect(brief).toContainEqual([14, 3, 'tier_not_in_region', null]);
    expect(brief).toContainEqual([15, 3, 'tier_missing', null]);
    expect(parsed.errors.find((e) => e.code === 'wrong_count')).toMatchObject({ tier: 'third', expected: 6, found: 5 });
  });

  it('refuses an empty file, a wrong header and rows of the wrong width', () => {
    expect(parseVnResultCsv('')).toEqual({ ok: false, errors: [{ code: 'file_empty', row: 1 }] });
    expect(parseVnResultCsv('day,station,tier,numbers\n')).toEqual({
      ok: false,
      errors: [{ code: 'header_wrong', row: 1 }],
    });
    expect(parseVnResultCsv('date,station,tier,numbers\n2026-11-23,HN,first')).toMatchObject({
      ok: false,
      errors: [{ code: 'columns_wrong', row: 2, expected: 4, found: 3 }],
    });
  });
});

describe('result typed tier by tier', () => {
  it('accepts numbers separated as an operator types them and names the tier of each mistake', () => {
    const ok = parseVnResultEntry('north', {
      special: '80127',
      first: '45631',
      second: '11209 - 67027',
      third: '00327, 51489, 77735, 90210, 33371, 42088',
      fourth: '1527 8835 0409 7712',
      fifth: '3380;2627;9144;0561;7735;1208',
      sixth: '127 456 831',
      seventh: '27 09 35 62',
    });
    expect(ok.ok && ok.result.prizes.second).toEqual(['11209', '67027']);
    const bad = parseVnResultEntry('south', { special: '12345', first: '78901' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors[0]).toEqual({ code: 'wrong_digits', tier: 'special', item: 1, expected: 6, found: 5 });
    expect(bad.errors.filter((e) => e.code === 'tier_missing').map((e) => e.tier)).toEqual([
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
      'eighth',
    ]);
  });
});
