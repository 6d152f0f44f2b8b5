import type { Ratio } from '../../ratio';
import { type BetCheck, checkStake, paidToOne, type Settled, type TableBet } from '../bets';
import type { DragonTigerHand } from './rules';

// Dragon and tiger pay 1 to 1 and lose half on a tie (the player gets ⌊stake / 2⌋ back); the tie pays
// 8 to 1; the suited tie, where a table offers it, 50 to 1.

export const DRAGON_TIGER_BET_TYPES = ['dragon', 'tiger', 'tie', 'suited_tie'] as const;
export type DragonTigerBetType = (typeof DRAGON_TIGER_BET_TYPES)[number];
export type DragonTigerBet = { readonly type: DragonTigerBetType; readonly stake: bigint };

/** What a table offers: the suited tie is optional. */
export type DragonTigerTable = { readonly suitedTie: boolean };

export const DRAGON_TIGER_PAYS: Readonly<Record<DragonTigerBetType, Ratio>> = {
  dragon: { num: 1n, den: 1n },
  tiger: { num: 1n, den: 1n },
  tie: { num: 8n, den: 1n },
  suited_tie: { num: 50n, den: 1n },
};

export function validateDragonTigerBet(table: DragonTigerTable, bet: TableBet): BetCheck<DragonTigerBet> {
  if (!(DRAGON_TIGER_BET_TYPES as readonly string[]).includes(bet.type)) return { ok: false, code: 'unknown_bet_type' };
  if (bet.type === 'suited_tie' && !table.suitedTie) return { ok: false, code: 'bet_type_closed' };
  if (bet.numbers !== undefined && bet.numbers.length > 0) return { ok: false, code: 'numbers_wrong_count' };
  const stakeProblem = checkStake(bet.stake);
  if (stakeProblem) return { ok: false, code: stakeProblem };
  return { ok: true, bet: { type: bet.type as DragonTigerBetType, stake: bet.stake } };
}

export function settleDragonTigerBet(hand: DragonTigerHand, bet: DragonTigerBet): Settled<DragonTigerBet> {
  const won: Settled<DragonTigerBet> = {
    bet,
    outcome: 'won',
    payout: paidToOne(bet.stake, DRAGON_TIGER_PAYS[bet.type]),
  };
  const lost: Settled<DragonTigerBet> = { bet, outcome: 'lost', payout: 0n };
  switch (bet.type) {
    case 'dragon':
    case 'tiger':
      if (hand.winner === 'tie') return { bet, outcome: 'half_lost', payout: bet.stake / 2n };
      return hand.winner === bet.type ? won : lost;
    case 'tie':
      return hand.winner === 'tie' ? won : lost;
    case 'suited_tie':
      return hand.suitedTie ? won : lost;
  }
}

export function settleDragonTigerBets(
  hand: DragonTigerHand,
  bets: readonly DragonTigerBet[],
): Settled<DragonTigerBet>[] {
  return bets.map((bet) => settleDragonTigerBet(hand, bet));
}
