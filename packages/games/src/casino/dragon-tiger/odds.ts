import { mul, ratio, toNumber } from '../../ratio';
import { type BetReturn, exactReturn, type Weighted } from '../bets';
import { cardAt } from '../cards/shoe';
import { DRAGON_TIGER_BET_TYPES, settleDragonTigerBet } from './bets';
import { DRAGON_TIGER_DECKS, type DragonTigerHand, dragonTigerHand } from './rules';

// Exact odds: every ordered pair of the 52 card faces, weighted by how many ordered pairs of shoe cards
// show them (8 × 8 for two faces, 8 × 7 for the same face twice), settled by the game's settle function.

export function dragonTigerOutcomes(decks = DRAGON_TIGER_DECKS): Weighted<DragonTigerHand>[] {
  const copies = BigInt(decks);
  const outcomes: Weighted<DragonTigerHand>[] = [];
  for (let d = 0; d < 52; d += 1) {
    for (let t = 0; t < 52; t += 1) {
      outcomes.push({
        outcome: dragonTigerHand(cardAt(d), cardAt(t)),
        weight: d === t ? copies * (copies - 1n) : copies * copies,
      });
    }
  }
  return outcomes;
}

const STAKE = 2n;

export function dragonTigerReturns(decks = DRAGON_TIGER_DECKS): BetReturn[] {
  const outcomes = dragonTigerOutcomes(decks);
  return DRAGON_TIGER_BET_TYPES.map((type) => {
    const rtp = exactReturn(outcomes, STAKE, (hand) => settleDragonTigerBet(hand, { type, stake: STAKE }).payout);
    return { bet: type, rtp, percent: toNumber(mul(rtp, ratio(100))) };
  });
}
