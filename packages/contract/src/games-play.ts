import { ZMoney, ZTimestamp } from './common';
import { MAX_TABLE_BETS } from './games-play-web';
import { route } from './route';
import { z } from './zod';

export * from './games-play-web';

/**
 * The in-house vendor's game server (ADR 032): what `/play/<gameCode>?code=…` serves calls. The page is
 * opened with the launch's one-time code, which the session call exchanges once for the play token (ADR 048);
 * every later call carries that token in its body, never in an address: it names the member and the game,
 * and lives as long as the member's session that launched the game. A
 * round's money moves through the same seamless wallet an outside vendor calls (debit, credit, end round).
 *
 * Provably fair (ADR 029): a seed pair per member and game, the server seed committed by its SHA-256
 * before play and revealed on rotation, the client seed the member's to change, the nonce counting rounds.
 */

/** The play token (the session call's answer) or the one-time code from the frame's address. */
const ZLaunchToken = z.string().min(16).max(256);
/** The page's id of a round it asks for: a replay with the same id answers that round and moves nothing. */
export const ZPlayRequestId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
/** A client seed as typed: printable ASCII, 1-64 characters (checked by packages/games' own rule). */
const ZClientSeedInput = z.string().max(100);

export const ZPlaySeeds = z.object({
  /** SHA-256 of the server seed in use, shown before any round is played on it. */
  commitment: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nextNonce: z.number().int(),
});
export type TPlaySeeds = z.infer<typeof ZPlaySeeds>;

export const ZPlaySession = z.object({
  gameCode: z.string(),
  /** The game's name in the caller's language. */
  name: z.string(),
  kind: z.enum(['slot', 'baccarat', 'dragon_tiger', 'roulette', 'sic_bo']),
  slotId: z.string().nullable(),
  username: z.string(),
  currency: z.string(),
  /** Decimals of the currency: a stake of "1.25" is 125 minor units at 2. */
  currencyExponent: z.number().int(),
  /** The brand's time zone (IANA), in which the game shows its times, as the rest of the site does. */
  timeZone: z.string(),
  balance: ZMoney,
  seeds: ZPlaySeeds,
  /** The play token every later call carries: kept by the page, never put in an address. */
  token: z.string(),
  /** Until when the play token opens rounds: the member's session's end, unless it is ended sooner. */
  tokenExpiresAt: ZTimestamp,
  /** Rounds interrupted earlier (a closed tab, a lost network) that opening the game finished now. */
  resumedRounds: z.number().int(),
  /** The balance is a trial account's play money (ADR 052): the game says so beside it. */
  playMoney: z.boolean(),
});
export type TPlaySession = z.infer<typeof ZPlaySession>;

export const ZTableBetInput = z.object({
  type: z.string().min(1).max(32),
  numbers: z.array(z.number().int().min(-1000).max(1000)).max(6).optional(),
  /** Major units ("2.00"). */
  stake: z.string().min(1).max(40),
});

export const ZPlayRoundInput = z.object({
  token: ZLaunchToken,
  requestId: ZPlayRequestId,
  /** A slot's total stake for all its lines, major units; the line bet is stake ÷ lines. */
  stake: z.string().min(1).max(40).optional(),
  /** A table game's bets. */
  bets: z.array(ZTableBetInput).max(MAX_TABLE_BETS).optional(),
});

/** One table bet as settled: what goes back, stake included. */
export const ZSettledBet = z.object({
  type: z.string(),
  numbers: z.array(z.number().int()),
  stake: ZMoney,
  outcome: z.enum(['won', 'lost', 'push', 'half_lost']),
  payout: ZMoney,
});

/**
 * A round as played and recalled. `outcome` is packages/games' CasinoOutcome as JSON (bigints as strings of
 * minor units): a slot's steps (stops, grid, line wins, scatters, free spins), the cards, the pocket, the dice.
 */
export const ZPlayRound = z.object({
  id: z.string(),
  gameCode: z.string(),
  /** ended; void: the stake went back (an interrupted round whose debit was refunded). */
  state: z.enum(['playing', 'ended', 'refused', 'void']),
  stake: ZMoney,
  payout: ZMoney,
  /** The slot's stake in minor units, as the verifier's request needs it; null for a table. */
  stakeMinor: z.string().nullable(),
  bets: z.array(ZSettledBet),
  outcome: z.record(z.string(), z.unknown()),
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the member rotated the seed pair; null while it is in use. */
  serverSeed: z.string().nullable(),
  playedAt: ZTimestamp,
});
export type TPlayRound = z.infer<typeof ZPlayRound>;

export const ZPlayRoundResult = z.object({ round: ZPlayRound, balance: ZMoney });
export const ZPlayRecall = z.object({ rounds: z.array(ZPlayRound) });
export const ZPlayRotation = z.object({
  /** The pair just retired: its server seed revealed, with the commitment shown before its rounds. */
  revealed: z.object({
    serverSeed: z.string(),
    commitment: z.string(),
    clientSeed: z.string(),
    roundsPlayed: z.number().int(),
  }),
  seeds: ZPlaySeeds,
});

const tokenBody = z.object({ token: ZLaunchToken });
/** The launch's one-time code (the first open), or the play token it gave (a reload of the frame). */
const openBody = z.object({ code: ZLaunchToken.optional(), token: ZLaunchToken.optional() });

export const playRoutes = {
  session: route({
    method: 'POST',
    path: '/wps/play/session',
    access: 'visitor',
    tag: 'play',
    summary:
      "Opens an in-house game with the launch's one-time code (exchanged once for the play token, answered here) or the play token: the game, the member's balance and the seed commitment in use. Finishes any round of this game the member left unfinished first.",
    body: openBody,
    response: ZPlaySession,
  }),
  clientSeed: route({
    method: 'POST',
    path: '/wps/play/client-seed',
    access: 'visitor',
    tag: 'play',
    summary: "Sets the member's client seed for the game's next rounds.",
    body: z.object({ token: ZLaunchToken, clientSeed: ZClientSeedInput }),
    response: ZPlaySeeds,
  }),
  rotate: route({
    method: 'POST',
    path: '/wps/play/rotate',
    access: 'visitor',
    tag: 'play',
    summary: 'Retires the seed pair in use, revealing its server seed, and commits to a fresh one.',
    body: tokenBody,
    response: ZPlayRotation,
  }),
  round: route({
    method: 'POST',
    path: '/wps/play/round',
    access: 'visitor',
    tag: 'play',
    summary:
      'Plays one round: the stake is debited, the round played on the next nonce, the win credited and the round ended, all through the seamless wallet. Idempotent by requestId.',
    body: ZPlayRoundInput,
    response: ZPlayRoundResult,
  }),
  recall: route({
    method: 'POST',
    path: '/wps/play/recall',
    access: 'visitor',
    tag: 'play',
    summary: "The member's last 10 rounds of the game, with every step and the seeds to verify them.",
    body: tokenBody,
    response: ZPlayRecall,
  }),
};
