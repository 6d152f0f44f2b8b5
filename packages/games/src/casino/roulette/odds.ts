import { mul, ratio, toNumber } from '../../ratio';
import { type BetReturn, exactReturn, type Weighted } from '../bets';
import { type RouletteBet, settleRouletteBet, validateRouletteBet } from './bets';
import { POCKETS, type RouletteSpin, rouletteSpin } from './wheel';

// Exact returns by enumeration: every valid bet (found by asking the validator about every candidate set)
// settled on each of the 37 equally likely pockets.

export function rouletteOutcomes(): Weighted<RouletteSpin>[] {
  return Array.from({ length: POCKETS }, (_, pocket) => ({ outcome: rouletteSpin(pocket), weight: 1n }));
}

/** Every distinct valid bet of each type, for the help page's table and for tests. */
export function allRouletteBets(stake = 1n): RouletteBet[] {
  const found: RouletteBet[] = [];
  const add = (type: string, numbers: number[]) => {
    const check = validateRouletteBet({ type, numbers, stake });
    if (check.ok) found.push(check.bet);
  };
  for (let a = 0; a <= 36; a += 1) {
    add('straight', [a]);
    for (let b = a + 1; b <= 36; b += 1) {
      add('split', [a, b]);
      for (let c = b + 1; c <= 36; c += 1) {
        add('street', [a, b, c]);
        for (let d = c + 1; d <= Math.min(36, c + 4); d += 1) if (d - a <= 4) add('corner', [a, b, c, d]);
      }
    }
    add(
      'six_line',
      Array.from({ length: 6 }, (_, i) => a + i),
    );
  }
  for (const which of [1, 2, 3]) {
    add('column', [which]);
    add('dozen', [which]);
  }
  for (const type of ['red', 'black', 'odd', 'even', 'low', 'high']) add(type, []);
  return found;
}

export function rouletteReturns(): (BetReturn & { readonly numbers: readonly number[] })[] {
  const outcomes = rouletteOutcomes();
  return allRouletteBets().map((bet) => {
    const rtp = exactReturn(outcomes, bet.stake, (spin) => settleRouletteBet(spin, bet).payout);
    return { bet: bet.type, numbers: bet.numbers, rtp, percent: toNumber(mul(rtp, ratio(100))) };
  });
}
