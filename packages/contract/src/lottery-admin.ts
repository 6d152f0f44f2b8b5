import { trimmed, ZDay, ZMoney, ZPage, ZPageQuery, ZTimestamp } from './common';
import { ZBetStatus, ZDrawStatus, ZGameKind, ZPrizeMode } from './lottery';
import { ZAmountInput } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * Back office of the lottery (ADR 021, 027): the draw calendar and voiding a draw, odds and limits per bet
 * type, live liability of an open draw, the bets of a draw with totals, and the house's profit and loss per
 * game and day. Every call is the admin role's and reads or changes the operator's own brand only. Money is
 * the brand's major units as decimal strings; odds are decimal multipliers with the stake included
 * ("9.8" pays 9.80 for 1.00), at most three decimals (the games package keeps thousandths).
 */

const ZId = z.string().regex(/^[1-9]\d{0,17}$/);
const ZGameCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const ZBetTypeCode = z.string().regex(/^[a-z0-9_]{1,40}$/);
const line = (max: number) => trimmed(max).refine((s) => !s.includes('\u0000'));
/** A query-string filter a form may send empty: '' means "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const lotteryAdminAuditActions = ['lottery.draw_void', 'lottery.draw_close', 'lottery.config_update'] as const;

export const ZLotteryDrawIdParam = z.object({ id: ZId });
export const ZLotteryGameParam = z.object({ gameCode: ZGameCode });

// ---------------------------------------------------------------------------------------------- games

export const ZAdminLotteryGame = z.object({
  code: z.string(),
  /** In the caller's language. */
  name: z.string(),
  kind: ZGameKind,
  prizeMode: ZPrizeMode,
  enabled: z.boolean(),
});
export type TAdminLotteryGame = z.infer<typeof ZAdminLotteryGame>;

export const ZAdminLotteryGames = z.object({
  games: z.array(ZAdminLotteryGame),
  currency: z.string(),
  /** Decimals of the currency: how the pages format and accept money. */
  exponent: z.number().int(),
});
export type TAdminLotteryGames = z.infer<typeof ZAdminLotteryGames>;

// ---------------------------------------------------------------------------------------------- draws

export const ZAdminDrawQuery = ZPageQuery.extend({
  gameCode: optionalFilter(ZGameCode),
  /** The day of the draw time, in the brand's zone. */
  day: optionalFilter(ZDay),
  status: optionalFilter(ZDrawStatus),
});
export type TAdminDrawQuery = z.input<typeof ZAdminDrawQuery>;

export const ZAdminDraw = z.object({
  id: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  kind: ZGameKind,
  drawNumber: z.string(),
  station: z.string(),
  status: ZDrawStatus,
  opensAt: ZTimestamp,
  cutoffAt: ZTimestamp,
  drawAt: ZTimestamp,
  /** E-lottery: published before betting opens. */
  seedHash: z.string().nullable(),
  /** Shown once the draw is drawn, as on the player site. */
  serverSeed: z.string().nullable(),
  result: z.unknown().nullable(),
  drawnAt: ZTimestamp.nullable(),
  settledAt: ZTimestamp.nullable(),
  /** Bets on the draw (cancelled ones excluded) and their stakes. */
  betCount: z.number().int(),
  stakeTotal: ZMoney,
  /** An open or closed draw can be voided (every bet refunded). */
  voidable: z.boolean(),
  /** An open draw's sales can be closed now, before its cut-off. */
  closable: z.boolean(),
});
export type TAdminDraw = z.infer<typeof ZAdminDraw>;

export const ZAdminDrawPage = ZPage(ZAdminDraw).extend({ currency: z.string() });
export type TAdminDrawPage = z.infer<typeof ZAdminDrawPage>;

export const ZVoidDraw = z.object({ reason: line(500).min(1) });
export type TVoidDraw = z.input<typeof ZVoidDraw>;

export const ZCloseDrawSales = z.object({ reason: line(500).min(1) });
export type TCloseDrawSales = z.input<typeof ZCloseDrawSales>;

// ---------------------------------------------------------------------------------------------- odds and limits

/** Odds as typed; the server reads them (at most three decimals, above 1) and names the field it refuses. */
const ZOddsText = z.string().min(1).max(20);
const ZCount = z.number().int().min(0).max(100_000_000);

export const ZBetTypeSettings = z.discriminatedUnion('pricing', [
  z.object({
    betType: z.string(),
    pricing: z.literal('odds'),
    enabled: z.boolean(),
    /** Per odds class (`*` when the bet type has one): decimal with the stake included. */
    odds: z.record(z.string(), z.string()),
    minStake: ZMoney,
    maxStake: ZMoney,
  }),
  z.object({
    betType: z.string(),
    pricing: z.literal('per_point'),
    enabled: z.boolean(),
    /** In units of `unit` (a point of lô 2 số North costs 27 units and pays 99 a hit). */
    costPerPoint: z.number().int(),
    payoutPerHit: z.number().int(),
    minPoints: z.number().int(),
    maxPoints: z.number().int(),
  }),
]);
export type TBetTypeSettings = z.infer<typeof ZBetTypeSettings>;

export const ZLotteryGameSettings = z.object({
  gameCode: z.string(),
  name: z.string(),
  kind: ZGameKind,
  currency: z.string(),
  exponent: z.number().int(),
  /** What one unit of per-point prices is worth. */
  unit: ZMoney,
  /** The liability cap: the most the house pays on one number of one draw. */
  maxPayoutPerNumber: ZMoney,
  allowCancel: z.boolean(),
  betTypes: z.array(ZBetTypeSettings),
});
export type TLotteryGameSettings = z.infer<typeof ZLotteryGameSettings>;

export const ZBetTypeSettingsInput = z.discriminatedUnion('pricing', [
  z.object({
    betType: ZBetTypeCode,
    pricing: z.literal('odds'),
    enabled: z.boolean(),
    odds: z.record(z.string().max(40), ZOddsText),
    minStake: ZAmountInput,
    maxStake: ZAmountInput,
  }),
  z.object({
    betType: ZBetTypeCode,
    pricing: z.literal('per_point'),
    enabled: z.boolean(),
    costPerPoint: ZCount,
    payoutPerHit: ZCount,
    minPoints: ZCount,
    maxPoints: ZCount,
  }),
]);
export type TBetTypeSettingsInput = z.input<typeof ZBetTypeSettingsInput>;

export const ZLotteryGameSettingsInput = z.object({
  maxPayoutPerNumber: ZAmountInput,
  allowCancel: z.boolean(),
  /** Bet types to change; ones left out stay as they are. */
  betTypes: z.array(ZBetTypeSettingsInput).max(100),
});
export type TLotteryGameSettingsInput = z.input<typeof ZLotteryGameSettingsInput>;

// ---------------------------------------------------------------------------------------------- liability

export const ZLiabilityRow = z.object({
  betType: z.string(),
  /** The number (bet key): `27`, `pos3:7`, `big`. */
  betKey: z.string(),
  /** What the house pays if this number hits once: the sum of its bets' win per hit. */
  exposure: ZMoney,
  /** Per mille of the cap used (1000 = full). */
  usedPerMille: z.number().int(),
});
export type TLiabilityRow = z.infer<typeof ZLiabilityRow>;

export const ZLiabilityQuery = z.object({ betType: optionalFilter(ZBetTypeCode) });

export const ZDrawLiability = z.object({
  drawId: z.string(),
  status: ZDrawStatus,
  currency: z.string(),
  cap: ZMoney,
  /** The most exposed numbers first, at most 200. */
  rows: z.array(ZLiabilityRow),
  /** Numbers with any exposure under the filter (rows lists the first 200). */
  numbers: z.number().int(),
  asOf: ZTimestamp,
});
export type TDrawLiability = z.infer<typeof ZDrawLiability>;

// ---------------------------------------------------------------------------------------------- bets

export const ZDrawBetsQuery = ZPageQuery.extend({
  status: optionalFilter(ZBetStatus),
  betType: optionalFilter(ZBetTypeCode),
});
export type TDrawBetsQuery = z.input<typeof ZDrawBetsQuery>;

export const ZAdminBet = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  betType: z.string(),
  selection: z.string(),
  stake: ZMoney,
  potentialWin: ZMoney,
  status: ZBetStatus,
  payout: ZMoney.nullable(),
  placedAt: ZTimestamp,
});
export type TAdminBet = z.infer<typeof ZAdminBet>;

export const ZBetTotals = z.object({ count: z.number().int(), stake: ZMoney, payout: ZMoney });

export const ZDrawBets = ZPage(ZAdminBet).extend({
  currency: z.string(),
  /** The whole draw, whatever the filters. */
  totals: ZBetTotals,
  /** The bets the filters select. */
  filtered: ZBetTotals,
  /** Bet types with bets on this draw, for the filter. */
  betTypes: z.array(z.string()),
});
export type TDrawBets = z.infer<typeof ZDrawBets>;

// ---------------------------------------------------------------------------------------------- profit and loss

export const LOTTERY_PNL_MAX_DAYS = 93;

export const ZProfitLossQuery = z
  .object({ from: ZDay, to: ZDay, gameCode: optionalFilter(ZGameCode) })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to before from' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < LOTTERY_PNL_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: `at most ${LOTTERY_PNL_MAX_DAYS} days`,
  });
export type TProfitLossQuery = z.input<typeof ZProfitLossQuery>;

export const ZProfitLossRow = z.object({
  /** The day the bets were settled, in the brand's zone. */
  day: ZDay,
  gameCode: z.string(),
  bets: z.number().int(),
  stake: ZMoney,
  payout: ZMoney,
  /** Stake minus payout: positive is the house's gain. */
  profit: ZMoney,
});
export type TProfitLossRow = z.infer<typeof ZProfitLossRow>;

export const ZProfitLoss = z.object({
  currency: z.string(),
  rows: z.array(ZProfitLossRow),
  totals: ZProfitLossRow.omit({ day: true, gameCode: true }),
});
export type TProfitLoss = z.infer<typeof ZProfitLoss>;

// ---------------------------------------------------------------------------------------------- routes

export const lotteryAdminRoutes = {
  games: route({
    method: 'GET',
    path: '/admin/api/lottery/games',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: "The brand's lottery games (enabled or not), for the back office's filters.",
    response: ZAdminLotteryGames,
  }),
  draws: route({
    method: 'GET',
    path: '/admin/api/lottery/draws',
    access: 'operatorAdmin',
    tag: 'admin',
    summary:
      'The draw calendar: draws by game, day (of the draw time, brand zone) and status, the latest draw time first, with bet count and stake total.',
    query: ZAdminDrawQuery,
    response: ZAdminDrawPage,
  }),
  draw: route({
    method: 'GET',
    path: '/admin/api/lottery/draws/:id',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: "One of the brand's draws (lottery_draw_unknown for another brand's).",
    params: ZLotteryDrawIdParam,
    response: ZAdminDraw,
  }),
  voidDraw: route({
    method: 'POST',
    path: '/admin/api/lottery/draws/:id/void',
    access: 'operatorAdmin',
    tag: 'admin',
    summary:
      'Voids an open or closed draw with a reason (audited): no more bets, every bet refunded by settlement. A drawn or settled draw is lottery_draw_closed; a void one answers as it stands.',
    params: ZLotteryDrawIdParam,
    body: ZVoidDraw,
    response: ZAdminDraw,
  }),
  closeDrawSales: route({
    method: 'POST',
    path: '/admin/api/lottery/draws/:id/close',
    access: 'operatorAdmin',
    tag: 'admin',
    summary:
      "Closes an open draw's sales now, before its cut-off, with a reason (audited): bets placed before stand, later ones are refused; the draw is then drawn (e-lottery) or waits for its result (Vietnamese) as at its cut-off. A closed draw answers as it stands; any other is lottery_draw_not_open.",
    params: ZLotteryDrawIdParam,
    body: ZCloseDrawSales,
    response: ZAdminDraw,
  }),
  liability: route({
    method: 'GET',
    path: '/admin/api/lottery/draws/:id/liability',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: "A draw's exposure per bet type and number against the liability cap, the most exposed first.",
    params: ZLotteryDrawIdParam,
    query: ZLiabilityQuery,
    response: ZDrawLiability,
  }),
  drawBets: route({
    method: 'GET',
    path: '/admin/api/lottery/draws/:id/bets',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: "A draw's bets, newest first, by status and bet type, with the draw's totals.",
    params: ZLotteryDrawIdParam,
    query: ZDrawBetsQuery,
    response: ZDrawBets,
  }),
  gameSettings: route({
    method: 'GET',
    path: '/admin/api/lottery/games/:gameCode/settings',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: "A game's odds and limits per bet type, its liability cap and whether members may cancel.",
    params: ZLotteryGameParam,
    response: ZLotteryGameSettings,
  }),
  updateGameSettings: route({
    method: 'PUT',
    path: '/admin/api/lottery/games/:gameCode/settings',
    access: 'operatorAdmin',
    tag: 'admin',
    summary:
      "Changes a game's odds and limits (checked by the games package: lottery_config_invalid with the field and reason; amount_* for money). Bets placed afterwards use them; placed bets keep their own odds. Audited with before and after.",
    params: ZLotteryGameParam,
    body: ZLotteryGameSettingsInput,
    response: ZLotteryGameSettings,
  }),
  profitLoss: route({
    method: 'GET',
    path: '/admin/api/lottery/profit-loss',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: `The house's profit and loss per day (settled, brand zone) and game over at most ${LOTTERY_PNL_MAX_DAYS} days: settled bets, stake, payout, stake minus payout (void and cancelled bets left out).`,
    query: ZProfitLossQuery,
    response: ZProfitLoss,
  }),
} as const;
