import { type Db, systemAccount } from '../wallet/ledger';

/**
 * Which of the brand's bets-in-play accounts holds a member's stakes (ADR 028). Every placement moves money into
 * bets in play, so one account would be one row every placement of the brand updates and holds locked until it
 * commits: placements would queue on it one at a time. The stakes are spread over STRIPES accounts (codes
 * `0`…`15`) by member, and a member's stakes always go in and out of the same one, so each stays the sum of its
 * members' pending stakes and never goes negative; reconciliation compares the sum of them all (with the
 * single `''` account of before) with all pending stakes.
 */
export const BETS_IN_PLAY_STRIPES = 16n;

export function betsInPlayCode(memberId: bigint): string {
  return `${memberId % BETS_IN_PLAY_STRIPES}`;
}

export function betsInPlayAccount(db: Db, merchantId: number, memberId: bigint): Promise<bigint> {
  return systemAccount(db, merchantId, 'bets_in_play', betsInPlayCode(memberId));
}
