import { ZDay, ZMoney } from './common';
import { revenueProducts, ZReportRangeQuery } from './dashboard-admin';
import { route } from './route';
import { z } from './zod';

/**
 * The back office's reports (ADR 067), for the roles of access `reports` (ADR 069): gaming revenue by
 * product, game, agent team or day; the cashier's money by day and method; bonuses by offer and program. Each has
 * a twin returning the same rows as CSV (text/csv, UTF-8 with a BOM, amounts as decimal strings, days of the brand's
 * zone), which the back office downloads with its bearer token.
 */

export const revenueGroupings = ['product', 'game', 'team', 'day'] as const;
export type TRevenueGrouping = (typeof revenueGroupings)[number];

export const ZRevenueReportQuery = ZReportRangeQuery.extend({
  by: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(revenueGroupings).default('product')),
});
export type TRevenueReportQuery = z.input<typeof ZRevenueReportQuery>;

const ZRevenueSums = z.object({
  bets: z.number().int(),
  players: z.number().int(),
  stake: ZMoney,
  payout: ZMoney,
  ggr: ZMoney,
});

export const ZRevenueRow = ZRevenueSums.extend({
  /** The product code, the game code, the top-level agent's account ('' for members of no agent) or the day. */
  key: z.string(),
  /** A readable name where the key is a code (a game's name in the caller's language); else the key. */
  label: z.string(),
  /** For `game`: the game's product. */
  product: z.enum(revenueProducts).optional(),
});
export type TRevenueRow = z.infer<typeof ZRevenueRow>;

export const ZRevenueReport = z.object({
  currency: z.string(),
  from: ZDay,
  to: ZDay,
  by: z.enum(revenueGroupings),
  rows: z.array(ZRevenueRow),
  totals: ZRevenueSums,
});
export type TRevenueReport = z.infer<typeof ZRevenueReport>;

export const ZCashierRow = z.object({
  day: ZDay,
  direction: z.enum(['deposit', 'withdrawal']),
  /** The deposit method's name, or the member's bank a withdrawal was paid to. */
  method: z.string(),
  count: z.number().int(),
  amount: ZMoney,
});
export type TCashierRow = z.infer<typeof ZCashierRow>;

export const ZCashierReport = z.object({
  currency: z.string(),
  from: ZDay,
  to: ZDay,
  rows: z.array(ZCashierRow),
  totals: z.object({
    depositCount: z.number().int(),
    deposits: ZMoney,
    withdrawalCount: z.number().int(),
    withdrawals: ZMoney,
    netCash: ZMoney,
  }),
});
export type TCashierReport = z.infer<typeof ZCashierReport>;

export const ZBonusRow = z.object({
  code: z.string(),
  title: z.string(),
  /** The loyalty program the offer stands for, null for an offer of the promotions hall. */
  program: z.string().nullable(),
  grants: z.number().int(),
  granted: ZMoney,
  converted: ZMoney,
  forfeited: ZMoney,
});
export type TBonusRow = z.infer<typeof ZBonusRow>;

export const ZBonusReport = z.object({
  currency: z.string(),
  from: ZDay,
  to: ZDay,
  rows: z.array(ZBonusRow),
  /** Points converted to cash in the range: bonus cost too, though no offer issued it. */
  pointsCash: ZMoney,
  totals: z.object({ grants: z.number().int(), granted: ZMoney, converted: ZMoney, forfeited: ZMoney, cost: ZMoney }),
});
export type TBonusReport = z.infer<typeof ZBonusReport>;

/** A CSV reply: the file's text (the route answers text/csv, not the JSON envelope). */
export const ZCsvText = z.string();

const report = <Q extends z.ZodType, R extends z.ZodType>(path: string, summary: string, query: Q, response: R) =>
  route({ method: 'GET', path, access: 'reports', tag: 'reports-admin', summary, query, response });

export const reportsAdminRoutes = {
  revenue: report(
    '/admin/api/reports/revenue',
    'Gaming revenue of settled bets over brand days, by product, game, top-level agent team or day.',
    ZRevenueReportQuery,
    ZRevenueReport,
  ),
  revenueCsv: report(
    '/admin/api/reports/revenue.csv',
    'The gaming revenue report as CSV (text/csv).',
    ZRevenueReportQuery,
    ZCsvText,
  ),
  cashier: report(
    '/admin/api/reports/cashier',
    'Deposits credited and withdrawals paid over brand days, by day and method.',
    ZReportRangeQuery,
    ZCashierReport,
  ),
  cashierCsv: report(
    '/admin/api/reports/cashier.csv',
    'The cashier report as CSV (text/csv).',
    ZReportRangeQuery,
    ZCsvText,
  ),
  bonuses: report(
    '/admin/api/reports/bonuses',
    'Bonuses issued, converted to cash and forfeited over brand days, by offer and loyalty program.',
    ZReportRangeQuery,
    ZBonusReport,
  ),
  bonusesCsv: report(
    '/admin/api/reports/bonuses.csv',
    'The bonuses report as CSV (text/csv).',
    ZReportRangeQuery,
    ZCsvText,
  ),
} as const;

/** The CSV twin of each report, for the back office's download. */
export const reportCsvRoutes = {
  revenue: reportsAdminRoutes.revenueCsv,
  cashier: reportsAdminRoutes.cashierCsv,
  bonuses: reportsAdminRoutes.bonusesCsv,
} as const;
