import { type Ratio, ratio } from '../ratio';

// What every in-house table game shares: a bet is a type, what it covers and a stake in minor units; the
// game validates it (a stable error code the server translates) and settles it to what the player gets
// back, stake included. Payouts are "to one" fractions, so 19/20 is the banker's 0.95 to 1.

export type CasinoBetErrorCode =
  | 'unknown_bet_type'
  | 'bet_type_closed'
  | 'stake_not_positive'
  | 'selection_missing'
  | 'selection_malformed'
  | 'number_out_of_range'
  | 'numbers_wrong_count'
  | 'number_duplicated'
  | 'numbers_not_on_layout';

export type BetCheck<B> =
  | { readonly ok: true; readonly bet: B }
  | { readonly ok: false; readonly code: CasinoBetErrorCode };

export type Settled<B> = {
  readonly bet: B;
  readonly outcome: 'won' | 'lost' | 'push' | 'half_lost';
  /** What goes back to the player: stake plus win, the stake on a push, nothing on a loss. */
  readonly payout: bigint;
};

/** A win of num/den to one: the stake back plus ⌊stake × num / den⌋ (the house keeps a fraction of a minor unit). */
export function paidToOne(stake: bigint, pay: Ratio): bigint {
  return stake + (stake * pay.num) / pay.den;
}

export function checkStake(stake: bigint): CasinoBetErrorCode | null {
  return stake > 0n ? null : 'stake_not_positive';
}

/** The exact return of one bet: Σ P(outcome) × payout / stake over an outcome space given with weights. */
export type BetReturn = { readonly bet: string; readonly rtp: Ratio; readonly percent: number };

/** A bet on a table game: its type, what it covers where it takes numbers, and the stake in minor units. */
export type TableBet = { readonly type: string; readonly numbers?: readonly number[]; readonly stake: bigint };

/** One outcome of a game's outcome space with its weight (a count of equally likely cases). */
export type Weighted<R> = { readonly outcome: R; readonly weight: bigint };

/**
 * The exact return of a bet: Σ weight × payout / (Σ weight × stake), settled by the game's own settle
 * function on every outcome. The stake is a multiple of every payout's denominator, so nothing is floored.
 */
export function exactReturn<R>(
  outcomes: readonly Weighted<R>[],
  stake: bigint,
  payoutOf: (outcome: R) => bigint,
): Ratio {
  let paid = 0n;
  let total = 0n;
  for (const { outcome, weight } of outcomes) {
    paid += weight * payoutOf(outcome);
    total += weight;
  }
  return ratio(paid, total * stake);
}
