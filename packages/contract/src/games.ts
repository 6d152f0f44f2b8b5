import { ZMoney, ZTimestamp } from './common';
import { route } from './route';
import { z } from './zod';

/**
 * Game vendors, game launch and the seamless-wallet protocol (ADR 030, ADR 031).
 *
 * A vendor (vassalage in the calls: GEMILANG for Gemilang's own games) has games in some of the site's lanes.
 * A member launches a game with `GET /wps/game/launchGame`; the answer is the address the site frames, with a
 * short-lived launch token in it. The game's vendor then calls the brand's seamless wallet, server to server,
 * signed with its secret: authenticate (the launch token for the player), balance, debit, credit, rollback,
 * end round. Those calls are not the site's API: they answer in the protocol's own form below, not the
 * site's envelope.
 */

/** The site's lanes. */
export const gameCategories = ['SPORTS', 'ESPORTS', 'RNG', 'LIVE', 'FISH', 'PVP', 'ELOTT', 'LOTT'] as const;
export const ZGameCategory = z.enum(gameCategories);
export type TGameCategory = z.infer<typeof ZGameCategory>;

/** The lobby's filters: RNG kinds, and the classes of live and RNG table games. */
export const gameSubCategories = [
  'slots',
  'scratch_card',
  'video_poker',
  'board',
  'arcade',
  'jackpot',
  'bingo',
  'baccarat',
  'sicbo',
  'roulette',
  'dragon_tiger',
  'blackjack',
] as const;
export const ZGameSubCategory = z.enum(gameSubCategories);

export const walletModes = ['seamless', 'transfer'] as const;

// -------------------------------------------------------------------------------------------------- launch

/**
 * The launch payload. `gameId` is the game's code; `vassalage` (or `accountTypeName`) names its
 * vendor when two vendors use the same code. The rest is what the site sends and the server does not need.
 */
export const ZLaunchGameQuery = z.object({
  gameId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  roomId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  vassalage: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  accountTypeName: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  nodeId: z.string().max(64).optional(),
  accountType: z.string().max(8).optional(),
  confirmTrans: z.string().max(8).optional(),
  launchMode: z.string().max(16).optional(),
  platform: z.string().max(32).optional(),
  clientType: z.string().max(8).optional(),
  username: z.string().max(64).optional(),
  token: z.string().max(512).optional(),
  merchantCode: z.string().max(64).optional(),
  language: z.string().max(8).optional(),
});

export const ZLaunchGame = z.object({
  /**
   * The address the site frames on /game: an outside vendor's with a launch token, the in-house games'
   * (relative) with a one-time code the page exchanges for its play session (ADR 048).
   */
  game_url: z.string(),
  /** A second address some vendors give (a mobile variant); null when none. */
  game_url2: z.string().nullable(),
  vassalage: z.string(),
  gameCode: z.string(),
  /**
   * Until when the launch token opens rounds (credits and rollbacks are accepted after), or for the in-house
   * games until when the address's code can open the game. Either ends sooner with the member's session.
   */
  expiresAt: ZTimestamp,
});
export type TLaunchGame = z.infer<typeof ZLaunchGame>;

export const gamesRoutes = {
  launchGame: route({
    method: 'GET',
    path: '/wps/game/launchGame',
    access: 'member',
    tag: 'games',
    summary:
      "Launch a game: the address to frame, with a launch token bound to the member, the game and its vendor. Visitors get token_required (the site's login dialog); trial accounts play the house's own games with play money and get in_need_true_account for an outside vendor's.",
    query: ZLaunchGameQuery,
    response: ZLaunchGame,
  }),
};

// ------------------------------------------------------------------------------------------ seamless wallet

/** Where a vendor calls the brand's wallet (outside /wps: maintenance never blocks a credit owed). */
export const seamlessPath = '/seamless/:vendor/:action';
/**
 * What a vendor code in that path can be (the back office's codes are narrower): anything else (a NUL, a
 * control character, an overlong code) names no vendor and is refused vendor_unknown before any lookup.
 */
export const seamlessVendorCodePattern = /^[A-Za-z0-9_]{1,32}$/;
export const seamlessActions = ['authenticate', 'balance', 'debit', 'credit', 'rollback', 'end-round'] as const;
export type TSeamlessAction = (typeof seamlessActions)[number];

/** The header carrying the hex HMAC-SHA256 of the raw body under the vendor's secret. */
export const SEAMLESS_SIGNATURE_HEADER = 'x-gemilang-signature';

const ZRequestId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
const ZVendorId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
/** The player as authenticate named it. */
const ZPlayerId = z.string().regex(/^[1-9]\d{0,17}$/);
/** Decimal string in major units ("12.50"); a credit may be "0" (a round lost). */
const ZProtocolAmount = z.string().max(32);

export const ZSeamlessAuthenticate = z.object({ requestId: ZRequestId, token: z.string().min(16).max(256) });
export const ZSeamlessBalance = z.object({ requestId: ZRequestId, playerId: ZPlayerId });
export const ZSeamlessDebit = z.object({
  requestId: ZRequestId,
  /** A debit opens or continues a round: it needs the launch token, still valid. */
  token: z.string().min(16).max(256),
  playerId: ZPlayerId,
  gameCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  roundId: ZVendorId,
  transactionId: ZVendorId,
  amount: ZProtocolAmount,
  currency: z.string().max(8).optional(),
});
export const ZSeamlessCredit = z.object({
  requestId: ZRequestId,
  playerId: ZPlayerId,
  roundId: ZVendorId,
  transactionId: ZVendorId,
  amount: ZProtocolAmount,
  reason: z.enum(['win', 'bonus', 'jackpot']).default('win'),
  currency: z.string().max(8).optional(),
});
export const ZSeamlessRollback = z.object({
  requestId: ZRequestId,
  playerId: ZPlayerId,
  roundId: ZVendorId,
  /** The debit being refunded, by its transaction id. */
  transactionId: ZVendorId,
});
export const ZSeamlessEndRound = z.object({ requestId: ZRequestId, playerId: ZPlayerId, roundId: ZVendorId });

/** Every accepted call answers the player's balance after it, in the brand's currency. */
export const ZSeamlessOk = z.object({
  ok: z.literal(true),
  playerId: z.string(),
  currency: z.string(),
  /** What the player can stake: their cash and the bonus of their grant in play (ADR 057). */
  balance: ZMoney,
  /** The part of `balance` that is bonus money, when the player holds a grant in play (they are told so). */
  bonus: ZMoney.optional(),
  /** authenticate: the member's name, and when the token stops opening rounds. */
  username: z.string().optional(),
  tokenExpiresAt: ZTimestamp.optional(),
  /** debit, credit, rollback: the brand's own id of the transaction; end round: the round's status. */
  reference: z.string().optional(),
  roundStatus: z.enum(['open', 'ended', 'void']).optional(),
});
export type TSeamlessOk = z.infer<typeof ZSeamlessOk>;

/**
 * The protocol's refusals, with their HTTP status. Messages are English: the reader is a vendor's server
 * and its operators, not a player.
 */
export const seamlessErrors = {
  invalid_request: [400, 'The body is not a valid call of this action.'],
  signature_invalid: [401, 'The signature header is missing or does not match the body.'],
  address_not_allowed: [403, 'Calls from this address are not accepted for this vendor.'],
  vendor_unknown: [404, 'No such vendor at this brand, or it does not use the seamless wallet.'],
  request_conflict: [409, 'This request id was used before with another body.'],
  token_invalid: [401, 'The launch token is unknown or belongs to another player, game or vendor.'],
  token_expired: [
    401,
    'The launch token has expired, or the player’s session that launched the game has ended: it no longer opens rounds.',
  ],
  player_unknown: [404, 'No such player at this brand.'],
  game_unknown: [404, 'No such game at this vendor.'],
  amount_invalid: [400, 'The amount is not a positive number with at most the currency’s decimals.'],
  currency_mismatch: [400, 'The currency is not the player’s.'],
  insufficient_funds: [402, 'The player’s balance is lower than the amount.'],
  bet_limit_exceeded: [403, 'The stake is over the largest bet the player’s active bonus allows.'],
  player_locked: [403, 'The player’s account is locked: it may not open play or stake money.'],
  player_frozen: [403, 'The player’s account is frozen: it may not stake money until the operator lifts it.'],
  transaction_conflict: [409, 'This transaction id was used before with another amount, round or kind.'],
  transaction_rolled_back: [409, 'This transaction was rolled back before it arrived; it is refused.'],
  round_unknown: [404, 'No such round for this player.'],
  round_closed: [409, 'The round has ended or was voided.'],
  round_credited: [409, 'The round has credits: refunding its last stake would leave winnings without a bet.'],
  internal_error: [500, 'The wallet could not answer; retry the same request.'],
} as const satisfies Record<string, readonly [number, string]>;
export type TSeamlessErrorCode = keyof typeof seamlessErrors;

/** A refusal as sent, for what is refused before a call is read (the path, the framework's own refusals). */
export function seamlessRefusal(code: TSeamlessErrorCode): { status: number; body: string } {
  const [status, message] = seamlessErrors[code];
  return { status, body: JSON.stringify({ ok: false, code, message }) };
}

export const ZSeamlessRefusal = z.object({
  ok: z.literal(false),
  code: z.string(),
  message: z.string(),
  /** insufficient_funds: the balance the player has. */
  balance: ZMoney.optional(),
});
export type TSeamlessRefusal = z.infer<typeof ZSeamlessRefusal>;
