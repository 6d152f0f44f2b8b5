import { ZMoney, ZTimestamp } from './common';
import { ZGameCategory, ZGameSubCategory } from './games';
import { route } from './route';
import { z } from './zod';

/**
 * The game lobby's calls (ADR 031): the vendors per lane, the games of a lane, the hot games,
 * the popup list of a vendor's games, the winner board, a member's favourites and recent games, and the
 * rooms of the table games. The shapes below are
 * this product's, kept close to the entity names the site's calls have always used (vassalage, isHot, isGame, accountTypeName).
 * Everything is one brand's (the host's): another brand's vendors and games never appear.
 */

const ZCode = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const ZVendorCode = z.string().regex(/^[A-Za-z0-9_]{2,32}$/);

/** A game card as the lobby shows it. */
export const ZLobbyGame = z.object({
  code: ZCode,
  /** In the caller's language. */
  name: z.string(),
  vassalage: z.string(),
  /** The vendor's name, for the card's caption. */
  vendorName: z.string(),
  /** The vendor again, under its older name in a launch payload. */
  accountTypeName: z.string(),
  category: ZGameCategory,
  /** '' when the game has no filter class. */
  subCategory: z.string(),
  /** 1 is hot. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** VASSALAGE: the item opens the popup list of its vendor's games rather than a game. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  /** maintenance when the game or its vendor is under maintenance: the card says so and does not launch. */
  status: z.enum(['active', 'maintenance']),
  /** The game's picture; null when the site draws its own card. */
  imageUrl: z.string().nullable(),
});
export type TLobbyGame = z.infer<typeof ZLobbyGame>;

/** A vendor's card in a lane (vassalage, isHot; accountTypeId, gameType). */
export const ZVendorCard = z.object({
  vassalage: z.string(),
  name: z.string(),
  accountTypeId: z.number().int(),
  gameType: ZGameCategory,
  /** 1 when the vendor has a hot game in this lane. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  status: z.enum(['active', 'maintenance']),
  iconUrl: z.string().nullable(),
  /** How many games it has in this lane. */
  games: z.number().int(),
});
export type TVendorCard = z.infer<typeof ZVendorCard>;

export const ZVendorLane = z.object({ title: ZGameCategory, cards: z.array(ZVendorCard) });
export type TVendorLane = z.infer<typeof ZVendorLane>;

export const ZGameListQuery = z.object({
  /** The lane (gameType). */
  category: ZGameCategory,
  vassalage: ZVendorCode.optional(),
  subCategory: ZGameSubCategory.optional(),
  /** Part of a game's name (any language) or code. */
  search: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(60),
});

export const ZWinner = z.object({
  /** The member's name, masked: the first two and the last characters show. */
  player: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  /** What the round paid. */
  prize: ZMoney,
  at: ZTimestamp,
});
export type TWinner = z.infer<typeof ZWinner>;

export const ZFavouriteKey = z.object({ code: z.string(), vassalage: z.string() });

export const ZRoom = z.object({
  roomId: z.string(),
  name: z.string(),
  vassalage: z.string(),
  category: ZGameCategory,
  subCategory: z.string(),
  status: z.enum(['active', 'maintenance']),
});

const ZLimit = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const gamesLobbyRoutes = {
  gameVendor: route({
    method: 'POST',
    path: '/wps/relay/GCSGAME_gameVendor',
    access: 'visitor',
    tag: 'games',
    summary:
      "The brand's vendors per lane (SPORTS, ESPORTS, RNG, LIVE, FISH, PVP, ELOTT, LOTT), each card with its vassalage and hot flag; esports vendors are split out of SPORTS by the brand's configured list. Lanes without vendors are left out.",
    body: z.object({ merchantCode: z.string().max(64).optional() }),
    response: z.object({ lanes: z.array(ZVendorLane) }),
  }),
  gameList: route({
    method: 'POST',
    path: '/wps/relay/GCSGAME_gameList',
    access: 'visitor',
    tag: 'games',
    summary:
      "A lane's games, optionally of one vendor and one filter class, or matching a search, in the operator's order; disabled games are never listed.",
    body: ZGameListQuery,
    response: z.object({
      games: z.array(ZLobbyGame),
      total: z.number().int(),
      /** The filter classes that have games in this lane (and vendor), for the category filter. */
      subCategories: z.array(ZGameSubCategory),
    }),
  }),
  hotGames: route({
    method: 'POST',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    access: 'visitor',
    tag: 'games',
    summary: 'The hot games, of one lane or of all.',
    body: z.object({ category: ZGameCategory.optional(), limit: ZLimit(50, 12) }),
    response: z.object({ games: z.array(ZLobbyGame) }),
  }),
  vendorGames: route({
    method: 'POST',
    path: '/wps/relay/GCSGAME_getVassGameType',
    access: 'visitor',
    tag: 'games',
    summary:
      "A vendor's games for the popup list a VASSALAGE item opens: its name, status and games (without the VASSALAGE items themselves).",
    body: z.object({ vassalage: ZVendorCode, category: ZGameCategory.optional() }),
    response: z.object({
      vassalage: z.string(),
      name: z.string(),
      status: z.enum(['active', 'maintenance']),
      games: z.array(ZLobbyGame),
    }),
  }),
  rankList: route({
    method: 'POST',
    path: '/wps/relay/GCSGAME_getRankList',
    access: 'visitor',
    tag: 'games',
    summary:
      "The winner board: the brand's biggest settled wins of the last days on vendors' and in-house games, members' names masked.",
    body: z.object({ category: ZGameCategory.optional(), limit: ZLimit(50, 10) }),
    response: z.object({ winners: z.array(ZWinner) }),
  }),
  favourite: route({
    method: 'POST',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    access: 'member',
    tag: 'games',
    summary:
      "Adds a game to the member's favourites or removes it (adding twice keeps one, removing one not there is no error); answers the member's favourites after it.",
    body: z.object({ action: z.enum(['add', 'remove']), gameCode: ZCode, vassalage: ZVendorCode }),
    response: z.object({ favourites: z.array(ZFavouriteKey) }),
  }),
  favouriteList: route({
    method: 'POST',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    access: 'member',
    tag: 'games',
    summary: "The member's favourite games, latest first, of one lane or of all.",
    body: z.object({ category: ZGameCategory.optional() }),
    response: z.object({ games: z.array(ZLobbyGame) }),
  }),
  recentGames: route({
    method: 'POST',
    path: '/wps/relay/GCS_recentGame',
    access: 'member',
    tag: 'games',
    summary: 'The games the member launched, the latest first, of one lane or of all.',
    body: z.object({ category: ZGameCategory.optional(), limit: ZLimit(30, 12) }),
    response: z.object({ games: z.array(ZLobbyGame) }),
  }),
  roomList: route({
    method: 'POST',
    path: '/wps/relay/GLS2_roomList',
    access: 'visitor',
    tag: 'games',
    summary:
      'The table games (baccarat, sic bo, roulette, dragon tiger, blackjack) as rooms: of one lane (LIVE by default), optionally one vendor and one class.',
    body: z.object({
      category: ZGameCategory.default('LIVE'),
      vassalage: ZVendorCode.optional(),
      subCategory: ZGameSubCategory.optional(),
    }),
    response: z.object({ rooms: z.array(ZRoom) }),
  }),
};
