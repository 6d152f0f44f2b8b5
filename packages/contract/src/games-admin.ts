import { trimmed, ZDay, ZLocalizedText, ZMoney, ZPage, ZPageQuery, ZTimestamp } from './common';
import { ZGameCategory, ZGameSubCategory } from './games';
import { ZBetStatus } from './lottery';
import { route } from './route';
import { z } from './zod';

/**
 * Back office of the games (issue 11; ADR 030, 035): the brand's vendors and games, and the lookup of a
 * vendor's rounds with everything the seamless wallet recorded of them. Every call is the admin role's and
 * reads or changes the operator's own brand only. A vendor's secret never appears in any answer.
 */

const ZVendorCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);
const ZId = z.string().regex(/^[1-9]\d{0,17}$/);
const line = (max: number) => trimmed(max).refine((s) => !s.includes('\u0000'));
/** A query-string filter a form may send empty: '' means "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const gamesAdminAuditActions = ['game.vendor_status', 'game.update'] as const;

export const vendorStatuses = ['active', 'maintenance'] as const;
export const ZVendorStatus = z.enum(vendorStatuses);
export const gameStatuses = ['active', 'maintenance', 'disabled'] as const;
export const ZGameStatus = z.enum(gameStatuses);

// ---------------------------------------------------------------------------------------------- vendors

export const ZAdminVendor = z.object({
  code: z.string(),
  name: z.string(),
  categories: z.array(ZGameCategory),
  walletMode: z.enum(['seamless', 'transfer']),
  status: ZVendorStatus,
  inHouse: z.boolean(),
  sort: z.number().int(),
  /** Its games, and how many of them members can launch now. */
  games: z.number().int(),
  activeGames: z.number().int(),
});
export type TAdminVendor = z.infer<typeof ZAdminVendor>;

export const ZAdminVendors = z.object({ vendors: z.array(ZAdminVendor) });
export type TAdminVendors = z.infer<typeof ZAdminVendors>;

export const ZVendorParam = z.object({ code: ZVendorCode });

export const ZVendorStatusInput = z.object({ status: ZVendorStatus, reason: line(500).min(1) });
export type TVendorStatusInput = z.input<typeof ZVendorStatusInput>;

// ---------------------------------------------------------------------------------------------- games

export const ZAdminGamesQuery = ZPageQuery.extend({
  vendor: optionalFilter(ZVendorCode),
  category: optionalFilter(ZGameCategory),
  subCategory: optionalFilter(ZGameSubCategory),
  status: optionalFilter(ZGameStatus),
  /** Part of the code or of a name in any language. */
  search: optionalFilter(line(64)),
});
export type TAdminGamesQuery = z.input<typeof ZAdminGamesQuery>;

export const ZAdminGame = z.object({
  id: z.string(),
  code: z.string(),
  name: ZLocalizedText,
  vendor: z.string(),
  vendorName: z.string(),
  vendorStatus: ZVendorStatus,
  category: ZGameCategory,
  /** '' when the game has none. */
  subCategory: z.string(),
  isHot: z.boolean(),
  vassalage: z.boolean(),
  status: ZGameStatus,
  sort: z.number().int(),
});
export type TAdminGame = z.infer<typeof ZAdminGame>;

export const ZAdminGamePage = ZPage(ZAdminGame);
export type TAdminGamePage = z.infer<typeof ZAdminGamePage>;

/** games.id is an integer column: nine digits at most, so no id can overflow it. */
export const ZGameIdParam = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/) });

const ZGameName = line(80).min(1);
export const ZGameUpdate = z.object({
  status: ZGameStatus,
  isHot: z.boolean(),
  /** Lower first in the lobby. */
  sort: z.number().int().min(0).max(100_000),
  name: z.object({ ms: ZGameName, en: ZGameName, zh: ZGameName }),
});
export type TGameUpdate = z.input<typeof ZGameUpdate>;

// ---------------------------------------------------------------------------------------------- rounds

export const ZAdminRoundsQuery = ZPageQuery.extend({
  /** The member's exact username (case-insensitive). */
  username: optionalFilter(line(32)),
  /** The vendor's own id of the round. */
  roundId: optionalFilter(line(100)),
  vendor: optionalFilter(ZVendorCode),
  /** Days the round opened on, in the brand's zone. */
  from: optionalFilter(ZDay),
  to: optionalFilter(ZDay),
});
export type TAdminRoundsQuery = z.input<typeof ZAdminRoundsQuery>;

export const roundStatuses = ['open', 'ended', 'void'] as const;
export const ZRoundStatus = z.enum(roundStatuses);

export const ZAdminRound = z.object({
  id: z.string(),
  vendor: z.string(),
  roundId: z.string(),
  gameCode: z.string(),
  /** In the caller's language. */
  gameName: z.string(),
  memberId: z.string(),
  username: z.string(),
  status: ZRoundStatus,
  debited: ZMoney,
  credited: ZMoney,
  rolledBack: ZMoney,
  openedAt: ZTimestamp,
  endedAt: ZTimestamp.nullable(),
});
export type TAdminRound = z.infer<typeof ZAdminRound>;

export const ZAdminRoundPage = ZPage(ZAdminRound).extend({ currency: z.string() });
export type TAdminRoundPage = z.infer<typeof ZAdminRoundPage>;

export const ZRoundIdParam = z.object({ id: ZId });

/** The ledger entry a transaction moved. */
export const ZRoundEntry = z.object({ id: z.string(), kind: z.string(), idempotencyKey: z.string() });

export const ZRoundTransaction = z.object({
  /** debit, credit, rollback; end_round is the round's closing entry. */
  kind: z.enum(['debit', 'credit', 'rollback', 'end_round']),
  /** The vendor's transaction id (a rollback: the debit's it refunds); null for end round. */
  transactionId: z.string().nullable(),
  /** The request that recorded it; null when the wallet did not keep it (rounds before ADR 035). */
  requestId: z.string().nullable(),
  /** credit: win, bonus or jackpot; '' otherwise. */
  reason: z.string(),
  amount: ZMoney,
  at: ZTimestamp,
  /** null for a zero credit (a round lost moves nothing). */
  entry: ZRoundEntry.nullable(),
});
export type TRoundTransaction = z.infer<typeof ZRoundTransaction>;

export const ZRoundBet = z.object({
  id: z.string(),
  status: ZBetStatus,
  stake: ZMoney,
  payout: ZMoney.nullable(),
  placedAt: ZTimestamp,
  settledAt: ZTimestamp.nullable(),
});

export const ZAdminRoundDetail = z.object({
  round: ZAdminRound,
  currency: z.string(),
  /** Oldest first; end round last. */
  transactions: z.array(ZRoundTransaction),
  bet: ZRoundBet,
});
export type TAdminRoundDetail = z.infer<typeof ZAdminRoundDetail>;

// ---------------------------------------------------------------------------------------------- routes

export const gamesAdminRoutes = {
  vendors: route({
    method: 'GET',
    path: '/admin/api/games/vendors',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: "The brand's game vendors in lobby order, with their games' counts (never their secrets).",
    response: ZAdminVendors,
  }),
  setVendorStatus: route({
    method: 'POST',
    path: '/admin/api/games/vendors/:code/status',
    access: 'operatorAdmin',
    tag: 'admin',
    summary:
      "Puts a vendor under maintenance or makes it active again, with a reason (audited). Under maintenance its games' launch answers game_vendor_maintenance; the seamless wallet still takes its credits and rollbacks. The same status answers as it stands.",
    params: ZVendorParam,
    body: ZVendorStatusInput,
    response: ZAdminVendor,
  }),
  games: route({
    method: 'GET',
    path: '/admin/api/games',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: "The brand's games by vendor, lane, sub-category, status and text, in lobby order.",
    query: ZAdminGamesQuery,
    response: ZAdminGamePage,
  }),
  game: route({
    method: 'GET',
    path: '/admin/api/games/:id',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: "One of the brand's games (game_unknown for another brand's).",
    params: ZGameIdParam,
    response: ZAdminGame,
  }),
  updateGame: route({
    method: 'PUT',
    path: '/admin/api/games/:id',
    access: 'operatorAdmin',
    tag: 'admin',
    summary:
      "Changes a game's status (active, maintenance, disabled), hot flag, order and names in ms, en and zh. Audited with before and after; the next launch and lobby read it.",
    params: ZGameIdParam,
    body: ZGameUpdate,
    response: ZAdminGame,
  }),
  rounds: route({
    method: 'GET',
    path: '/admin/api/games/rounds',
    access: 'risk',
    tag: 'admin',
    summary:
      "Rounds of the brand's vendors by member username, vendor round id, vendor and days opened (brand zone), newest first.",
    query: ZAdminRoundsQuery,
    response: ZAdminRoundPage,
  }),
  round: route({
    method: 'GET',
    path: '/admin/api/games/rounds/:id',
    access: 'risk',
    tag: 'admin',
    summary:
      "One round with its transactions (debit, credit, rollback, end round: amount, time, request id, ledger entry) and its bets row (game_round_unknown for another brand's).",
    params: ZRoundIdParam,
    response: ZAdminRoundDetail,
  }),
} as const;
