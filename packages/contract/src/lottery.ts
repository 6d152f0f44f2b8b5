import { betStatuses } from './bet-statuses';
import { ZLocalizedText, ZMoney, ZPage, ZPageQuery, ZTimestamp } from './common';
import { ZAmountInput, ZIdempotencyKey } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * The lottery (the Vietnamese lottery and the e-lottery; the /lgw and /lotto calls; ADR 021).
 *
 * A game is a rule set of packages/games (5D, K3, PK10, 11x5, the three Vietnamese regions) sold by a brand
 * under a game code (5D1 is 5D drawn every minute; XSMB the North). A draw is one drawing of a game, named by
 * its draw number (`20261123-0001` for e-lottery, `20261123-HN` for a Vietnamese station). A member places a
 * slip of tickets on one open draw; each ticket expands into single bets (the games package's rules), each
 * settled alone. Bets close at the draw's cut-off by the server's clock, whatever the page shows.
 *
 * E-lottery draws are provably fair: `seedHash` (SHA-256 of the server seed) is published when the draw opens,
 * `serverSeed` once it is drawn; anyone can recompute the result from them with packages/games.
 */

export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const ZPrizeMode = z.enum(prizeModes);
export type TPrizeMode = z.infer<typeof ZPrizeMode>;

export const gameKinds = ['5d', 'k3', 'pk10', '11x5', 'vn_north', 'vn_central', 'vn_south'] as const;
export const ZGameKind = z.enum(gameKinds);

export const drawStatuses = ['open', 'closed', 'drawn', 'settled', 'void'] as const;
export const ZDrawStatus = z.enum(drawStatuses);
export type TDrawStatus = z.infer<typeof ZDrawStatus>;

export { betStatuses };
export const ZBetStatus = z.enum(betStatuses);
export type TBetStatus = z.infer<typeof ZBetStatus>;

const ZGameCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const ZDrawNumber = z.string().regex(/^\d{8}-[A-Z0-9]{1,8}$/);
const ZId = z.string().regex(/^[1-9]\d{0,17}$/);

export const ZGameCodeParam = z.object({ gameCode: ZGameCode });
export const ZDrawParam = z.object({ gameCode: ZGameCode, drawNumber: ZDrawNumber });
export const ZSlipIdParam = z.object({ id: ZId });

// ---------------------------------------------------------------------------------------------- catalogue

/** A game as menus show it. */
export const ZLotteryGameItem = z.object({
  code: z.string(),
  kind: ZGameKind,
  prizeMode: ZPrizeMode,
  /** The menu group: ELOTT_5D, ELOTT_K3, ELOTT_PK10, ELOTT_11X5, VN_NORTH, VN_CENTRAL, VN_SOUTH. */
  gameGroupCode: z.string(),
  labelName: z.string(),
  /** The bet type the game opens on. */
  defaultPlayType: z.string(),
  /** E-lottery: minutes between draws; null for Vietnamese games (daily, by station). */
  intervalMinutes: z.number().int().nullable(),
  isHot: z.boolean(),
});
export type TLotteryGameItem = z.infer<typeof ZLotteryGameItem>;

/** The lottery menu (gameMenus, gameGroupCode, labelName). */
export const ZGameMenus = z.object({
  gameMenus: z.array(z.object({ gameGroupCode: z.string(), labelName: z.string(), games: z.array(ZLotteryGameItem) })),
});
export type TGameMenus = z.infer<typeof ZGameMenus>;

export const ZRecentMenuQuery = z.object({ prizeMode: ZPrizeMode.optional() });
export const ZPopularQuery = z.object({
  size: z.coerce
    .number()
    .pipe(z.union([z.literal(20), z.literal(100)]))
    .default(20),
});

/** An open draw: what is on sale now. */
export const ZOpenDraw = z.object({
  gameCode: z.string(),
  drawNumber: z.string(),
  /** Vietnamese: the station code (HN, HCM…); '' for e-lottery. */
  station: z.string(),
  opensAt: ZTimestamp,
  cutoffAt: ZTimestamp,
  drawAt: ZTimestamp,
  /** The server's clock when it answered, so a page can count down without trusting the device's clock. */
  serverTime: ZTimestamp,
  /** SHA-256 of the draw's server seed (e-lottery), published before betting opens; null for Vietnamese draws. */
  seedHash: z.string().nullable(),
});
export type TOpenDraw = z.infer<typeof ZOpenDraw>;

export const ZOpenDrawQuery = z.object({ gameCode: ZGameCode.optional() });

/** A bet type's price as the slip needs it (odds in thousandths of the stake, stake included). */
export const ZBetTypeOffer = z.discriminatedUnion('pricing', [
  z.object({
    betType: z.string(),
    pricing: z.literal('odds'),
    odds: z.record(z.string(), z.number().int()),
    minStake: ZMoney,
    maxStake: ZMoney,
  }),
  z.object({
    betType: z.string(),
    pricing: z.literal('per_point'),
    /** In money: what one point costs and what it pays per hit. */
    costPerPoint: ZMoney,
    payoutPerHit: ZMoney,
    minPoints: z.number().int(),
    maxPoints: z.number().int(),
  }),
]);

export const ZLotteryGameDetail = ZLotteryGameItem.extend({
  currency: z.string(),
  /** The most the house pays on one number of one draw. */
  maxPayoutPerNumber: ZMoney,
  /** Whether a member may cancel a slip before the cut-off. */
  allowCancel: z.boolean(),
  betTypes: z.array(ZBetTypeOffer),
  openDraws: z.array(ZOpenDraw),
});
export type TLotteryGameDetail = z.infer<typeof ZLotteryGameDetail>;

/** A draw with its result once drawn: `result` is the games package's JSON (ElottResult or VnResult). */
export const ZDrawView = z.object({
  gameCode: z.string(),
  drawNumber: z.string(),
  station: z.string(),
  status: ZDrawStatus,
  cutoffAt: ZTimestamp,
  drawAt: ZTimestamp,
  seedHash: z.string().nullable(),
  /** Revealed once the draw is drawn; null before. */
  serverSeed: z.string().nullable(),
  /** The HMAC message's client seed (drawSeedId) the result was derived with. */
  clientSeed: z.string().nullable(),
  result: z.unknown().nullable(),
  drawnAt: ZTimestamp.nullable(),
  settledAt: ZTimestamp.nullable(),
});
export type TDrawView = z.infer<typeof ZDrawView>;

// ---------------------------------------------------------------------------------------------- bets

export const ZTicketInput = z.object({
  /** A bet type of the game, or a ticket type (đề đầu-đuôi). */
  betType: z.string().min(1).max(32),
  /** "27", "pos3:7", "03,07"; combination types take plain numbers (lô xiên 2 on 27 35 09 is three bets). */
  selections: z.array(z.string().max(64)).min(1).max(1000),
  /** Odds-priced types: the stake of each bet, major units ("2.00"). */
  stake: ZAmountInput.optional(),
  /** Per-point types (lô): points on each number. */
  points: z.number().int().min(1).max(1_000_000).optional(),
});
export type TTicketInput = z.input<typeof ZTicketInput>;

export const ZPlaceBetsRequest = z.object({
  gameCode: ZGameCode,
  drawNumber: ZDrawNumber,
  tickets: z.array(ZTicketInput).min(1).max(50),
  /** Made once per slip submission: a replay answers the first placement, a different slip under it is refused. */
  idempotencyKey: ZIdempotencyKey,
});
export type TPlaceBetsRequest = z.input<typeof ZPlaceBetsRequest>;

export const ZBetView = z.object({
  id: z.string(),
  slipId: z.string(),
  product: z.string(),
  gameCode: z.string(),
  /** The game's name in the three languages, for the page to show in the reader's (null if the brand dropped it). */
  gameName: ZLocalizedText.nullable(),
  drawNumber: z.string(),
  betType: z.string(),
  key: z.string(),
  stake: ZMoney,
  /** Odds in thousandths (null for lô, priced per point). */
  odds: z.number().int().nullable(),
  points: z.number().int().nullable(),
  /** What one hit pays (lô pays per hit). */
  winPerHit: ZMoney,
  status: ZBetStatus,
  hits: z.number().int().nullable(),
  payout: ZMoney.nullable(),
  placedAt: ZTimestamp,
  settledAt: ZTimestamp.nullable(),
  /** Whether the member may still cancel this bet's slip: pending, before the cut-off, where the game allows it. */
  cancellable: z.boolean(),
});
export type TBetView = z.infer<typeof ZBetView>;

export const ZSlipView = z.object({
  id: z.string(),
  gameCode: z.string(),
  drawNumber: z.string(),
  currency: z.string(),
  totalStake: ZMoney,
  /** The most the slip can pay in one draw (lô counts one hit a number). */
  potentialWin: ZMoney,
  status: z.enum(['placed', 'cancelled']),
  placedAt: ZTimestamp,
  bets: z.array(ZBetView),
});
export type TSlipView = z.infer<typeof ZSlipView>;

export const ZPlaceBetsResult = z.object({ slip: ZSlipView, balance: ZMoney });
export type TPlaceBetsResult = z.infer<typeof ZPlaceBetsResult>;

export const ZMyBetsQuery = ZPageQuery.extend({
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZBetStatus.optional()),
  gameCode: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZGameCode.optional()),
});
export type TMyBetsQuery = z.input<typeof ZMyBetsQuery>;

// ---------------------------------------------------------------------------------------------- routes

export const lotteryRoutes = {
  gameMenus: route({
    method: 'GET',
    path: '/lgw/games/game_menus',
    access: 'visitor',
    tag: 'lottery',
    summary: "The brand's lottery menu: every game on sale, by group.",
    response: ZGameMenus,
  }),
  vnGameMenu: route({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    access: 'visitor',
    tag: 'lottery',
    summary: 'The Vietnamese lottery menu: the North, Central and South games.',
    response: ZGameMenus,
  }),
  vnRecent: route({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    access: 'member',
    tag: 'lottery',
    summary: 'Games the member bet on lately, newest first, optionally of one prize mode.',
    query: ZRecentMenuQuery,
    response: z.object({ games: z.array(ZLotteryGameItem) }),
  }),
  popular: route({
    method: 'GET',
    path: '/lgw/games/popular',
    access: 'visitor',
    tag: 'lottery',
    summary: 'Popular lotteries: 20 for the home lane, 100 for the full list (size).',
    query: ZPopularQuery,
    response: z.object({ games: z.array(ZLotteryGameItem) }),
  }),
  vnOpened: route({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    access: 'visitor',
    tag: 'lottery',
    summary: 'The Vietnamese draws on sale now (one per station), with their cut-off and draw times.',
    response: z.object({ draws: z.array(ZOpenDraw) }),
  }),
  opened: route({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    access: 'visitor',
    tag: 'lottery',
    summary: 'The draw on sale now of every game, or of one (gameCode), with its published seed hash.',
    query: ZOpenDrawQuery,
    response: z.object({ draws: z.array(ZOpenDraw) }),
  }),
  game: route({
    method: 'GET',
    path: '/lgw/games/:gameCode',
    access: 'visitor',
    tag: 'lottery',
    summary: 'One game: its bet types with odds and limits, the liability cap, and its open draws.',
    params: ZGameCodeParam,
    response: ZLotteryGameDetail,
  }),
  draws: route({
    method: 'GET',
    path: '/lgw/games/:gameCode/draws',
    access: 'visitor',
    tag: 'lottery',
    summary: "The game's drawn draws, newest first, with results and revealed seeds.",
    params: ZGameCodeParam,
    query: ZPageQuery,
    response: ZPage(ZDrawView),
  }),
  draw: route({
    method: 'GET',
    path: '/lgw/games/:gameCode/draws/:drawNumber',
    access: 'visitor',
    tag: 'lottery',
    summary: 'One draw: its status, published seed hash, and once drawn its result and server seed.',
    params: ZDrawParam,
    response: ZDrawView,
  }),
  placeBets: route({
    method: 'POST',
    path: '/lgw/bets',
    access: 'member',
    tag: 'lottery',
    summary:
      'Place a slip of tickets on an open draw: validated, priced, checked against limits, the cut-off (server clock) and the liability cap, then the total debited. A replay of the idempotency key answers the first slip. A trial account bets play money on the e-lottery only (in_need_true_account for other games).',
    body: ZPlaceBetsRequest,
    response: ZPlaceBetsResult,
  }),
  cancelSlip: route({
    method: 'POST',
    path: '/lgw/bets/:id/cancel',
    access: 'member',
    tag: 'lottery',
    summary: 'Cancel a slip before its cut-off, when the brand allows it: its stake goes back to the wallet.',
    params: ZSlipIdParam,
    response: ZPlaceBetsResult,
  }),
  myBets: route({
    method: 'GET',
    path: '/lgw/bets',
    access: 'member',
    tag: 'lottery',
    summary: "The member's bets, newest first; filter by status and game.",
    query: ZMyBetsQuery,
    response: ZPage(ZBetView),
  }),
};

/** The lottery launch payload: what opens the lottery area for a game. */
export const ZLotteryLaunch = z.object({
  lottoArea: z.literal('VN'),
  launchMode: z.literal('LOTT'),
  prizeMode: ZPrizeMode,
  gameCode: ZGameCode,
  view: z.enum(['betting', 'lobby']),
  device: z.enum(['desktop', 'mobile']),
  backUrl: z.string().max(2000),
  language: z.string().max(8),
});
export type TLotteryLaunch = z.infer<typeof ZLotteryLaunch>;
