import { ZDay, ZMoney } from './common';
import { rebateProducts } from './rebates';
import { route } from './route';
import { z } from './zod';

/**
 * The operator's dashboard (ADR 067): the back office's first page for the admin and marketing roles (access
 * `promotions`). Today and a chosen range of brand days: cash in and out, gaming revenue by product, bonus cost,
 * players, and the queues waiting for staff; and the last 30 days day by day for its charts. Amounts are decimal
 * strings in the brand's currency; days are the brand zone's.
 */

/** The products revenue is shown by: the rebates' names (LOTT, ELOTT, then game categories), and OTHER. */
export const revenueProducts = [...rebateProducts, 'OTHER'] as const;
export type TRevenueProduct = (typeof revenueProducts)[number];

/** The longest range a dashboard or report reads at once. */
export const REPORT_RANGE_MAX_DAYS = 366;

const optionalDay = z.preprocess((v) => (v === '' || v === null ? undefined : v), ZDay.optional());
export const ZReportRangeQuery = z.object({ from: optionalDay, to: optionalDay });
export type TReportRangeQuery = z.input<typeof ZReportRangeQuery>;

export const ZProductRevenue = z.object({
  product: z.enum(revenueProducts),
  bets: z.number().int(),
  stake: ZMoney,
  payout: ZMoney,
  /** Gross gaming revenue: stakes less payouts of the settled bets. */
  ggr: ZMoney,
});
export type TProductRevenue = z.infer<typeof ZProductRevenue>;

export const ZDashboardFigures = z.object({
  from: ZDay,
  to: ZDay,
  depositCount: z.number().int(),
  deposits: ZMoney,
  withdrawals: ZMoney,
  /** Deposits credited less withdrawals paid. */
  netCash: ZMoney,
  ggr: ZMoney,
  products: z.array(ZProductRevenue),
  /** Bonuses converted to cash and points converted to cash. */
  bonusCost: ZMoney,
  /** Net gaming revenue: GGR less bonus cost. */
  ngr: ZMoney,
  activePlayers: z.number().int(),
  newPlayers: z.number().int(),
  firstDepositors: z.number().int(),
});
export type TDashboardFigures = z.infer<typeof ZDashboardFigures>;

export const ZDashboardDay = z.object({
  day: ZDay,
  deposits: ZMoney,
  withdrawals: ZMoney,
  ggr: ZMoney,
  /** GGR per product that had any that day. */
  products: z.array(z.object({ product: z.enum(revenueProducts), ggr: ZMoney })),
  activePlayers: z.number().int(),
  newPlayers: z.number().int(),
});
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

export const ZDashboardQueues = z.object({
  /** Bank transfers waiting for the cashier's decision. */
  deposits: z.number().int(),
  /** Withdrawals requested or paid in part. */
  withdrawals: z.number().int(),
  /** Promotion applications waiting for a decision. */
  applications: z.number().int(),
  /** Points-mall redemptions applying. */
  redemptions: z.number().int(),
  /** Chats nobody has taken, and messages left offline without an answer. */
  chats: z.number().int(),
  /** Feedback without a reply. */
  feedback: z.number().int(),
});
export type TDashboardQueues = z.infer<typeof ZDashboardQueues>;

export const ZDashboard = z.object({
  currency: z.string(),
  timeZone: z.string(),
  /** When the figures were read (ISO). */
  asOf: z.string(),
  today: ZDashboardFigures,
  range: ZDashboardFigures,
  queues: ZDashboardQueues,
  /** The last 30 brand days, oldest first, today last. */
  days: z.array(ZDashboardDay),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const dashboardAdminRoutes = {
  dashboard: route({
    method: 'GET',
    path: '/admin/api/dashboard',
    access: 'reports',
    tag: 'dashboard-admin',
    summary: 'Today, a range of brand days and the last 30 days: cash, gaming revenue, bonus cost, players, queues.',
    query: ZReportRangeQuery,
    response: ZDashboard,
  }),
} as const;
