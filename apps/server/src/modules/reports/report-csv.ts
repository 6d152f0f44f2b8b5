import type { TBonusReport, TCashierReport, TRevenueReport } from '@gemilang/contract';
import { type CsvCell, toCsv } from '../../platform/csv';
import type { CsvFile } from '../../platform/define-csv-route';

/**
 * The reports as the files an operator opens in a spreadsheet (ADR 067): the JSON's rows with English snake-case
 * column names, amounts as the JSON's decimal strings, the currency on every line, and a totals line. The file is
 * named by the report and its days.
 */

const fileName = (report: string, r: { from: string; to: string }) => `${report}_${r.from}_${r.to}.csv`;

/** The first columns of a revenue line by grouping: what the row is, before its figures. */
const revenueHeads = {
  product: ['product'],
  game: ['game', 'game_name', 'product'],
  team: ['agent'],
  day: ['day'],
} as const;

export function revenueCsv(r: TRevenueReport): CsvFile {
  const heads = revenueHeads[r.by];
  const lead = (row: TRevenueReport['rows'][number]): CsvCell[] =>
    r.by === 'game' ? [row.key, row.label, row.product ?? ''] : [row.key];
  const figures = (s: TRevenueReport['totals']): CsvCell[] => [s.bets, s.players, s.stake, s.payout, s.ggr, r.currency];
  const blanks = heads.slice(1).map(() => '');
  return {
    fileName: fileName(`revenue-by-${r.by}`, r),
    csv: toCsv(
      [...heads, 'bets', 'players', 'stake', 'payout', 'ggr', 'currency'],
      [...r.rows.map((row) => [...lead(row), ...figures(row)]), ['total', ...blanks, ...figures(r.totals)]],
    ),
  };
}

export function cashierCsv(r: TCashierReport): CsvFile {
  const t = r.totals;
  return {
    fileName: fileName('cashier', r),
    csv: toCsv(
      ['day', 'direction', 'method', 'count', 'amount', 'currency'],
      [
        ...r.rows.map((row) => [row.day, row.direction, row.method, row.count, row.amount, r.currency]),
        ['total', 'deposit', '', t.depositCount, t.deposits, r.currency],
        ['total', 'withdrawal', '', t.withdrawalCount, t.withdrawals, r.currency],
        ['total', 'net_cash', '', '', t.netCash, r.currency],
      ],
    ),
  };
}

export function bonusesCsv(r: TBonusReport): CsvFile {
  const t = r.totals;
  return {
    fileName: fileName('bonuses', r),
    csv: toCsv(
      ['offer_code', 'offer_title', 'program', 'grants', 'granted', 'converted', 'forfeited', 'cost', 'currency'],
      [
        ...r.rows.map((row) => [
          row.code,
          row.title,
          row.program ?? '',
          row.grants,
          row.granted,
          row.converted,
          row.forfeited,
          row.converted,
          r.currency,
        ]),
        // Points converted to cash are bonus cost too, though no offer issued them.
        ['points_cash', '', '', '', '', '', '', r.pointsCash, r.currency],
        ['total', '', '', t.grants, t.granted, t.converted, t.forfeited, t.cost, r.currency],
      ],
    ),
  };
}
