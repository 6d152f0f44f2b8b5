import { mul, ratio, toNumber } from '../../ratio';
import { type BetReturn, exactReturn, type Weighted } from '../bets';
import { BACCARAT_BET_TYPES, type BaccaratBetType, settleBaccaratBet } from './bets';
import { BACCARAT_DECKS, type BaccaratWinner, bankerDraws, playerDraws, winnerOf } from './rules';

// The exact odds of a coup from a full shoe, by enumerating the point values of the cards in deal order
// without replacement (128 ten-valued cards and 32 of each 1-9 in eight decks), through the same tableau
// functions the deal uses. Every path is weighted by the number of ordered six-card tops it stands for,
// so the weights share one denominator, 416 × 415 × … × 411 (below 2^53: exact in a double).

export function baccaratWinnerWeights(decks = BACCARAT_DECKS): Weighted<BaccaratWinner>[] {
  const left = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 * decks : 4 * decks));
  let cards = 52 * decks;
  const weights: Record<BaccaratWinner, number> = { player: 0, banker: 0, tie: 0 };
  // draw(v) removes one card of value v and returns how many there were; undraw puts it back.
  const take = (v: number) => {
    const n = left[v]!;
    left[v] = n - 1;
    cards -= 1;
    return n;
  };
  const put = (v: number) => {
    left[v]! += 1;
    cards += 1;
  };
  // Weight of the remaining positions of the six-card top, which the coup does not look at.
  const rest = (used: number) => {
    let w = 1;
    for (let i = used; i < 6; i += 1) w *= 52 * decks - i;
    return w;
  };
  for (let p1 = 0; p1 < 10; p1 += 1) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1 += 1) {
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 < 10; p2 += 1) {
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 < 10; b2 += 1) {
          const w4 = w3 * take(b2);
          const pTwo = (p1 + p2) % 10;
          const bTwo = (b1 + b2) % 10;
          const settle = (pTotal: number, bTotal: number, w: number, used: number) => {
            weights[winnerOf(pTotal, bTotal)] += w * rest(used);
          };
          if (playerDraws(pTwo, bTwo)) {
            for (let p3 = 0; p3 < 10; p3 += 1) {
              const w5 = w4 * take(p3);
              const pTotal = (pTwo + p3) % 10;
              if (bankerDraws(pTwo, bTwo, p3)) {
                for (let b3 = 0; b3 < 10; b3 += 1) settle(pTotal, (bTwo + b3) % 10, w5 * left[b3]!, 6);
              } else settle(pTotal, bTwo, w5, 5);
              put(p3);
            }
          } else if (bankerDraws(pTwo, bTwo, null)) {
            for (let b3 = 0; b3 < 10; b3 += 1) settle(pTwo, (bTwo + b3) % 10, w4 * left[b3]!, 5);
          } else settle(pTwo, bTwo, w4, 4);
          put(b2);
        }
        put(p2);
      }
      put(b1);
    }
    put(p1);
  }
  if (cards !== 52 * decks) throw new Error('enumeration left the shoe changed');
  return (['player', 'banker', 'tie'] as const).map((winner) => {
    if (!Number.isSafeInteger(weights[winner])) throw new Error('baccarat weights overflowed');
    return { outcome: winner, weight: BigInt(weights[winner]) };
  });
}

/** Weights of "the first two cards of a side are of one rank": ordered pairs from a full shoe. */
export function baccaratPairWeights(decks = BACCARAT_DECKS): Weighted<boolean>[] {
  const perRank = BigInt(4 * decks);
  const cards = BigInt(52 * decks);
  const pairs = 13n * perRank * (perRank - 1n);
  return [
    { outcome: true, weight: pairs },
    { outcome: false, weight: cards * (cards - 1n) - pairs },
  ];
}

const STAKE = 20n;

export function baccaratReturns(decks = BACCARAT_DECKS): BetReturn[] {
  const winners = baccaratWinnerWeights(decks);
  const pairs = baccaratPairWeights(decks);
  return BACCARAT_BET_TYPES.map((type: BaccaratBetType) => {
    const bet = { type, stake: STAKE };
    const rtp =
      type === 'player_pair' || type === 'banker_pair'
        ? exactReturn(
            pairs,
            STAKE,
            (pair) => settleBaccaratBet({ winner: 'tie', playerPair: pair, bankerPair: pair }, bet).payout,
          )
        : exactReturn(
            winners,
            STAKE,
            (winner) => settleBaccaratBet({ winner, playerPair: false, bankerPair: false }, bet).payout,
          );
    return { bet: type, rtp, percent: toNumber(mul(rtp, ratio(100))) };
  });
}
