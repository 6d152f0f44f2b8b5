import type { Db } from '../../db/connection';
import { systemAccount } from './ledger';

/**
 * The brand's accounts that every bet of every product moves through (bets in play; the house for a game
 * round's result) are striped by member (ADR 028, ADR 030). One account would be one row every placement and
 * every vendor call of the brand updates and holds locked until it commits: they would queue on it one at a
 * time. The stakes are spread over STRIPES accounts of the same kind (codes `0`…`15`) by member, and a
 * member's money always goes in and out of the same one, so a stripe of bets in play stays the sum of its
 * members' pending stakes and never goes negative; reconciliation sums the accounts of a kind (with the
 * single `''` account of before).
 */
export const STRIPES = 16n;

export function stripeOf(memberId: bigint): string {
  return `${memberId % STRIPES}`;
}

/**
 * The bets-in-play account that holds this member's pending stakes; for a trial account's play money (`play`),
 * the play-money twin (ADR 052).
 */
export function betsInPlayAccount(db: Db, merchantId: number, memberId: bigint, play = false): Promise<bigint> {
  return systemAccount(db, merchantId, play ? 'play_in_play' : 'bets_in_play', stripeOf(memberId));
}

/**
 * The house account a member's game rounds settle against (vendor calls of different members side by side); for
 * play money, the brand's play bank (ADR 052).
 */
export function houseAccountOf(db: Db, merchantId: number, memberId: bigint, play = false): Promise<bigint> {
  return systemAccount(db, merchantId, play ? 'play_house' : 'house', stripeOf(memberId));
}
