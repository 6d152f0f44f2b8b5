import { ZDay, ZLocalizedText, ZPage, ZTimestamp } from './common';
import { betStatuses } from './lottery';
import { ZMoney } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * The member's betting record (member centre: personalHistoryCopy) and personal profit and loss
 * (personalProfit): queries on the one bet model every product writes (lottery slips' bets, e-lottery, the
 * in-house games' rounds, an outside vendor's rounds). Days are the merchant's, at most 3 months back, as the
 * account record's.
 */
export const betProducts = ['lottery', 'elott', 'game', 'vendor'] as const;
export type TBetProduct = (typeof betProducts)[number];

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const ZBetRecordQuery = z.object({
  product: optional(z.enum(['all', ...betProducts])).transform((v) => v ?? 'all'),
  status: optional(z.enum(['all', ...betStatuses])).transform((v) => v ?? 'all'),
  /** First and last day of placement, both included, in the merchant's zone; the last 7 days when left out. */
  from: optional(ZDay),
  to: optional(ZDay),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TBetRecordQuery = z.input<typeof ZBetRecordQuery>;

export const ZBetRecordRow = z.object({
  id: z.string(),
  /** Whose bet it is (the agent's team record has many members' bets). */
  account: z.string(),
  placedAt: ZTimestamp,
  /** One of betProducts; a string so a product added later never breaks the reply. */
  product: z.string(),
  gameCode: z.string(),
  /** The game's name in the three languages, when the brand still has the game. */
  gameName: ZLocalizedText.nullable(),
  /** The draw of a lottery bet; '' for a game round. */
  drawNumber: z.string(),
  /** The lottery bet type, or `round` for a game round. */
  betType: z.string(),
  /** The numbers or choice of a lottery bet; the round's reference for a game. */
  key: z.string(),
  stake: ZMoney,
  status: z.enum(betStatuses),
  /** What came back (stake included); null while pending. */
  payout: ZMoney.nullable(),
  /** Payout less stake for a settled bet; null while pending. */
  profit: ZMoney.nullable(),
  settledAt: ZTimestamp.nullable(),
});
export type TBetRecordRow = z.infer<typeof ZBetRecordRow>;

export const ZBetSums = z.object({
  /** Bets placed, voided and cancelled ones included. */
  bets: z.number().int(),
  /** Stakes of the bets that stand (not voided or cancelled: those stakes went back). */
  stake: ZMoney,
  /** Stakes of bets settled won or lost: what turnover (bonuses, rebates, agent reports) counts. */
  validStake: ZMoney,
  payout: ZMoney,
  /** Payouts less stakes of the settled bets (won, lost, push): the member's winnings, negative for a loss. */
  profit: ZMoney,
  /** Stakes still waiting for their result. */
  inPlay: ZMoney,
});
export type TBetSums = z.infer<typeof ZBetSums>;

export const ZBetRecord = ZPage(ZBetRecordRow).extend({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  earliest: z.string(),
  /** Over every bet the filter matches, not only this page. */
  totals: ZBetSums,
});
export type TBetRecord = z.infer<typeof ZBetRecord>;

/** The agent's team betting history: the team's bets, or one account of the team's. */
export const ZTeamBetRecordQuery = ZBetRecordQuery.extend({
  account: optional(z.string().trim().min(1).max(64)),
});
export type TTeamBetRecordQuery = z.input<typeof ZTeamBetRecordQuery>;

export const ZProfitQuery = z.object({ from: optional(ZDay), to: optional(ZDay) });

/** User profit and loss statements of an agent's team: one row a member who bet in the days, paged. */
export const ZTeamProfitQuery = ZProfitQuery.extend({
  account: optional(z.string().trim().min(1).max(64)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TTeamProfitQuery = z.input<typeof ZTeamProfitQuery>;
export type TProfitQuery = z.input<typeof ZProfitQuery>;

export const ZProfitReport = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  earliest: z.string(),
  /** One row a product the member bet on in the range. */
  products: z.array(ZBetSums.extend({ product: z.string() })),
  /** One row a day with bets, newest first. */
  days: z.array(ZBetSums.extend({ day: z.string() })),
  totals: ZBetSums,
});
export type TProfitReport = z.infer<typeof ZProfitReport>;

export const ZTeamProfitStatements = ZPage(ZBetSums.extend({ account: z.string() })).extend({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  earliest: z.string(),
  /** The whole team's (or the account's) sums over the days, not only this page. */
  totals: ZBetSums,
});
export type TTeamProfitStatements = z.infer<typeof ZTeamProfitStatements>;

export const betRoutes = {
  bets: route({
    method: 'GET',
    path: '/wps/member/bets',
    access: 'realMember',
    tag: 'records',
    summary:
      "The member's betting record over every product, newest first, by product, status and days of placement in the merchant's zone (at most 3 months back), with totals.",
    query: ZBetRecordQuery,
    response: ZBetRecord,
  }),
  profit: route({
    method: 'GET',
    path: '/wps/member/profit',
    access: 'realMember',
    tag: 'records',
    summary:
      "The member's profit and loss over days of placement in the merchant's zone: stakes, valid stakes, payouts and winnings by product and by day.",
    query: ZProfitQuery,
    response: ZProfitReport,
  }),
  teamBets: route({
    method: 'GET',
    path: '/wps/agent/team/bets',
    access: 'agent',
    tag: 'records',
    summary:
      "The agent's team betting history: the bets of the agent and everyone below it (or one account of the team), by product, status and days of placement, with totals.",
    query: ZTeamBetRecordQuery,
    response: ZBetRecord,
  }),
  teamProfit: route({
    method: 'GET',
    path: '/wps/agent/team/profit',
    access: 'agent',
    tag: 'records',
    summary:
      "User profit and loss statements of the agent's team: each member's stakes, valid stakes, payouts and winnings over days of placement, paged, with the team's totals.",
    query: ZTeamProfitQuery,
    response: ZTeamProfitStatements,
  }),
} as const;
