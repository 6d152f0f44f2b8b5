import type { Ratio } from '../../ratio';
import { type BetCheck, checkStake, paidToOne, type Settled, type TableBet } from '../bets';
import type { BaccaratHand } from './rules';

// Punto banco bets and what they pay to one: the banker's 5% commission is a 19/20 pay; player and banker
// bets push on a tie; the tie pays 8 to 1; each pair (the side's first two cards of one rank) 11 to 1.

export const BACCARAT_BET_TYPES = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratBetType = (typeof BACCARAT_BET_TYPES)[number];
export type BaccaratBet = { readonly type: BaccaratBetType; readonly stake: bigint };

export const BACCARAT_PAYS: Readonly<Record<BaccaratBetType, Ratio>> = {
  player: { num: 1n, den: 1n },
  banker: { num: 19n, den: 20n },
  tie: { num: 8n, den: 1n },
  player_pair: { num: 11n, den: 1n },
  banker_pair: { num: 11n, den: 1n },
};

export function validateBaccaratBet(bet: TableBet): BetCheck<BaccaratBet> {
  if (!(BACCARAT_BET_TYPES as readonly string[]).includes(bet.type)) return { ok: false, code: 'unknown_bet_type' };
  if (bet.numbers !== undefined && bet.numbers.length > 0) return { ok: false, code: 'numbers_wrong_count' };
  const stakeProblem = checkStake(bet.stake);
  if (stakeProblem) return { ok: false, code: stakeProblem };
  return { ok: true, bet: { type: bet.type as BaccaratBetType, stake: bet.stake } };
}

type Decides = Pick<BaccaratHand, 'winner' | 'playerPair' | 'bankerPair'>;

export function settleBaccaratBet(hand: Decides, bet: BaccaratBet): Settled<BaccaratBet> {
  const won = (): Settled<BaccaratBet> => ({
    bet,
    outcome: 'won',
    payout: paidToOne(bet.stake, BACCARAT_PAYS[bet.type]),
  });
  const lost: Settled<BaccaratBet> = { bet, outcome: 'lost', payout: 0n };
  switch (bet.type) {
    case 'player':
    case 'banker':
      if (hand.winner === 'tie') return { bet, outcome: 'push', payout: bet.stake };
      return hand.winner === bet.type ? won() : lost;
    case 'tie':
      return hand.winner === 'tie' ? won() : lost;
    case 'player_pair':
      return hand.playerPair ? won() : lost;
    case 'banker_pair':
      return hand.bankerPair ? won() : lost;
  }
}

export function settleBaccaratBets(hand: Decides, bets: readonly BaccaratBet[]): Settled<BaccaratBet>[] {
  return bets.map((bet) => settleBaccaratBet(hand, bet));
}
