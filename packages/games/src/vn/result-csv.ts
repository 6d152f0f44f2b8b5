import Papa from 'papaparse';
import type { VnResult, VnTier } from '../model';
import { isCalendarDate } from '../time/zoned';
import { splitTierNumbers, validateVnResult } from './result-entry';
import { VN_STATIONS, type VnStation } from './stations';

// The CSV an operator uploads instead of typing results (format in the package README):
//   date,station,tier,numbers
//   2026-11-23,HN,special,12345
//   2026-11-23,HN,third,12345 67890 11111 22222 33333 44444
// One row per tier; numbers separated by spaces, dashes or semicolons; any number of draws per file.
// Errors carry the row (1-based, the header is row 1), the column (1-based) and, inside a numbers cell,
// which number (1-based): "row 5, column 4 (numbers), number 2: has 4 digits, 5 expected".

export const VN_RESULT_CSV_COLUMNS = ['date', 'station', 'tier', 'numbers'] as const;

export type VnCsvErrorCode =
  | 'file_empty'
  | 'csv_malformed'
  | 'header_wrong'
  | 'columns_wrong'
  | 'date_invalid'
  | 'station_unknown'
  | 'tier_unknown'
  | 'tier_repeated'
  | 'tier_not_in_region'
  | 'tier_missing'
  | 'wrong_count'
  | 'not_digits'
  | 'wrong_digits';

export type VnCsvError = {
  readonly code: VnCsvErrorCode;
  readonly row: number;
  readonly column?: number;
  readonly columnName?: (typeof VN_RESULT_CSV_COLUMNS)[number];
  readonly item?: number;
  readonly tier?: VnTier;
  readonly expected?: number;
  readonly found?: number;
};

export type VnCsvDraw = { readonly date: string; readonly station: string; readonly result: VnResult };
export type VnCsvCheck = { ok: true; draws: VnCsvDraw[] } | { ok: false; errors: VnCsvError[] };

const TIER_ALIASES: Readonly<Record<string, VnTier>> = {
  special: 'special',
  db: 'special',
  đb: 'special',
  'g.db': 'special',
  gdb: 'special',
  first: 'first',
  second: 'second',
  third: 'third',
  fourth: 'fourth',
  fifth: 'fifth',
  sixth: 'sixth',
  seventh: 'seventh',
  eighth: 'eighth',
};
const ORDINALS: readonly VnTier[] = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** "special", "ĐB", "DB", "first" ... "eighth", "G1" ... "G8", "1" ... "8" (case-insensitive). */
export function parseTierName(text: string): VnTier | undefined {
  const word = text.trim().toLowerCase();
  const alias = TIER_ALIASES[word];
  if (alias) return alias;
  const match = /^(?:g\.?\s*)?([1-8])$/.exec(word);
  return match ? ORDINALS[Number(match[1]) - 1] : undefined;
}

const col = (name: (typeof VN_RESULT_CSV_COLUMNS)[number]) => ({
  column: VN_RESULT_CSV_COLUMNS.indexOf(name) + 1,
  columnName: name,
});

export function parseVnResultCsv(text: string, stations: readonly VnStation[] = VN_STATIONS): VnCsvCheck {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data;
  if (rows.length === 0) return { ok: false, errors: [{ code: 'file_empty', row: 1 }] };
  const errors: VnCsvError[] = parsed.errors.map((e) => ({ code: 'csv_malformed', row: (e.row ?? 0) + 1 }));
  if (errors.length > 0) return { ok: false, errors };

  const header = rows[0]!.map((h) => h.trim().toLowerCase());
  if (header.length !== 4 || VN_RESULT_CSV_COLUMNS.some((name, i) => header[i] !== name)) {
    return { ok: false, errors: [{ code: 'header_wrong', row: 1 }] };
  }

  type Group = {
    date: string;
    station: VnStation;
    firstRow: number;
    tiers: Map<VnTier, { row: number; numbers: string[] }>;
  };
  const groups = new Map<string, Group>();
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.length !== 4) {
      errors.push({ code: 'columns_wrong', row, expected: 4, found: cells.length });
      return;
    }
    const [date, stationCode, tierName, numbers] = cells.map((c) => c.trim()) as [string, string, string, string];
    const station = stations.find((s) => s.code.toLowerCase() === stationCode.toLowerCase());
    const tier = parseTierName(tierName);
    let bad = false;
    if (!isCalendarDate(date)) bad = !!errors.push({ code: 'date_invalid', row, ...col('date') });
    if (!station) bad = !!errors.push({ code: 'station_unknown', row, ...col('station') });
    if (!tier) bad = !!errors.push({ code: 'tier_unknown', row, ...col('tier') });
    if (bad || !station || !tier) return;
    const id = `${date}|${station.code}`;
    let group = groups.get(id);
    if (!group) {
      group = { date, station, firstRow: row, tiers: new Map() };
      groups.set(id, group);
    }
    if (group.tiers.has(tier)) errors.push({ code: 'tier_repeated', row, tier, ...col('tier') });
    else group.tiers.set(tier, { row, numbers: splitTierNumbers(numbers) });
  });

  const draws: VnCsvDraw[] = [];
  for (const group of groups.values()) {
    const prizes = Object.fromEntries([...group.tiers].map(([tier, cell]) => [tier, cell.numbers]));
    const checked = validateVnResult(group.station.region, prizes);
    if (checked.ok) {
      draws.push({ date: group.date, station: group.station.code, result: checked.result });
      continue;
    }
    for (const e of checked.errors) {
      const cellRow = group.tiers.get(e.tier)?.row;
      const where =
        e.code === 'tier_missing'
          ? { row: group.firstRow, ...col('tier') }
          : e.code === 'tier_not_in_region'
            ? { row: cellRow ?? group.firstRow, ...col('tier') }
            : { row: cellRow ?? group.firstRow, ...col('numbers') };
      errors.push({ ...e, ...where });
    }
  }
  if (errors.length > 0)
    return { ok: false, errors: errors.sort((a, b) => a.row - b.row || (a.column ?? 0) - (b.column ?? 0)) };
  return { ok: true, draws };
}
