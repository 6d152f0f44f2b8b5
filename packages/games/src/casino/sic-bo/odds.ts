import { mul, ratio, toNumber } from '../../ratio';
import { type BetReturn, exactReturn, type Weighted } from '../bets';
import { type SicBoBet, settleSicBoBet, validateSicBoBet } from './bets';
import { type SicBoRoll, sicBoRoll } from './dice';

// Exact returns by enumeration of the 216 equally likely ordered rolls.

export function sicBoOutcomes(): Weighted<SicBoRoll>[] {
  const outcomes: Weighted<SicBoRoll>[] = [];
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1)
      for (let c = 1; c <= 6; c += 1) outcomes.push({ outcome: sicBoRoll(a, b, c), weight: 1n });
  return outcomes;
}

export function allSicBoBets(stake = 1n): SicBoBet[] {
  const candidates: { type: string; numbers: number[] }[] = [
    { type: 'big', numbers: [] },
    { type: 'small', numbers: [] },
    { type: 'any_triple', numbers: [] },
  ];
  for (let t = 4; t <= 17; t += 1) candidates.push({ type: 'total', numbers: [t] });
  for (let f = 1; f <= 6; f += 1) {
    for (const type of ['single', 'double', 'triple']) candidates.push({ type, numbers: [f] });
    for (let g = f + 1; g <= 6; g += 1) candidates.push({ type: 'combination', numbers: [f, g] });
  }
  return candidates.flatMap((c) => {
    const check = validateSicBoBet({ ...c, stake });
    return check.ok ? [check.bet] : [];
  });
}

export function sicBoReturns(): (BetReturn & { readonly numbers: readonly number[] })[] {
  const outcomes = sicBoOutcomes();
  return allSicBoBets().map((bet) => {
    const rtp = exactReturn(outcomes, bet.stake, (roll) => settleSicBoBet(roll, bet).payout);
    return { bet: bet.type, numbers: bet.numbers, rtp, percent: toNumber(mul(rtp, ratio(100))) };
  });
}
