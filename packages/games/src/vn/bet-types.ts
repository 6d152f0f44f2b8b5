import { binomial, choice, digitString, integer, LOST, memo, type Normaliser, won, wonIf } from '../bet-helpers';
import type { BetTypeDef, ClassChance, Evaluation, VnRegion, VnResult, WinningKey } from '../model';
import { add, mul, type Ratio, ratio, ZERO } from '../ratio';
import { deDauNumber, loCount, loNumbers, specialPrize } from './result-shape';

// Vietnamese bet types on one station's result. Numbers are digit strings ("07", "271"); the lô of a
// result are the last 2, 3 or 4 digits of each of its numbers, repeats kept (each appearance is a hit).

const pow = (r: Ratio, e: number): Ratio => {
  let out = ratio(1);
  for (let i = 0; i < e; i += 1) out = mul(out, r);
  return out;
};

function tally(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

function lo(region: VnRegion, digits: 2 | 3 | 4): BetTypeDef<VnResult> {
  const space = 10 ** digits;
  return {
    code: `lo${digits}`,
    pricing: 'per_point',
    multiHit: true,
    shape: 'each',
    normalise: digitString(digits),
    maxSelections: Math.min(space, 1000),
    // Every number can hit, and more than once: lô bets are never exclusive.
    groupOf: (key) => key,
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    // Each of the n long-enough numbers ends in the key with chance 1/10^digits: n/10^digits hits expected.
    chances: () => ({ '*': { expectedHits: ratio(loCount(region, digits), space), push: ZERO } }),
    evaluate(key, r): Evaluation {
      let hits = 0;
      for (const n of Object.values(r.prizes).flat()) if (n.length >= digits && n.endsWith(key)) hits += 1;
      return hits > 0 ? { outcome: 'won', hits } : LOST;
    },
    settlement: 'key',
    winningKeys: (r) => [...tally(loNumbers(r, digits))].map(([key, hits]) => won(key, hits)),
  };
}

function single(
  code: string,
  normalise: Normaliser,
  maxSelections: number,
  p: ClassChance,
  labelOf: (r: VnResult) => string,
): BetTypeDef<VnResult> {
  return {
    code,
    pricing: 'odds',
    shape: 'each',
    normalise,
    maxSelections,
    groupOf: () => '',
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    chances: () => ({ '*': p }),
    evaluate: (key, r) => wonIf(labelOf(r) === key),
    settlement: 'key',
    winningKeys: (r): WinningKey[] => [won(labelOf(r))],
  };
}

const chance = (num: number, den: number): ClassChance => ({ expectedHits: ratio(num, den), push: ZERO });
const de = (r: VnResult) => specialPrize(r).slice(-2);

function xien(region: VnRegion, k: number): BetTypeDef<VnResult> {
  const draws = loCount(region, 2);
  // Chance that all k chosen numbers appear among `draws` independent uniform two-digit endings,
  // by inclusion-exclusion over the chosen numbers that are missing: Σ (-1)^j C(k, j) ((100 - j)/100)^draws.
  // Exact fractions with 27-fold powers: worked out when first asked for, not whenever the table is built
  // (the site builds it for the bet types' names on every load of its lottery page).
  const p = memo(() => {
    let sum = ZERO;
    for (let j = 0; j <= k; j += 1) {
      const term = mul(ratio(binomial(k, j)), pow(ratio(100 - j, 100), draws));
      sum = add(sum, j % 2 === 0 ? term : mul(ratio(-1), term));
    }
    return sum;
  });
  return {
    code: `xien${k}`,
    pricing: 'odds',
    shape: 'combination',
    size: k,
    normaliseNumber: digitString(2),
    maxNumbers: 10,
    maxWinningBets: (n) => binomial(n, k),
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    chances: () => ({ '*': { expectedHits: p(), push: ZERO } }),
    evaluate(key, r) {
      const lo2 = loNumbers(r, 2);
      return wonIf(key.split(',').every((n) => lo2.includes(n)));
    },
    settlement: 'all_in',
    settlementSet: (r) => [...new Set(loNumbers(r, 2))].sort(),
  };
}

function truot(region: VnRegion, k: number): BetTypeDef<VnResult> {
  const draws = loCount(region, 2);
  return {
    code: `truot${k}`,
    pricing: 'odds',
    shape: 'combination',
    size: k,
    normaliseNumber: digitString(2),
    maxNumbers: 20,
    maxWinningBets: (n) => binomial(n, k),
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    // None of the k chosen endings among `draws` independent uniform endings: ((100 - k)/100)^draws.
    chances: () => ({ '*': { expectedHits: pow(ratio(100 - k, 100), draws), push: ZERO } }),
    evaluate(key, r) {
      const lo2 = loNumbers(r, 2);
      return wonIf(!key.split(',').some((n) => lo2.includes(n)));
    },
    settlement: 'none_in',
    settlementSet: (r) => [...new Set(loNumbers(r, 2))].sort(),
  };
}

export function vnBetTypes(region: VnRegion): BetTypeDef<VnResult>[] {
  const digit = integer(0, 9, 1);
  return [
    lo(region, 2),
    lo(region, 3),
    lo(region, 4),
    single('de', digitString(2), 100, chance(1, 100), de),
    single('de_dau', digitString(2), 100, chance(1, 100), deDauNumber),
    single('cang3', digitString(3), 1000, chance(1, 1000), (r) => specialPrize(r).slice(-3)),
    single('cang4', digitString(4), 1000, chance(1, 10_000), (r) => specialPrize(r).slice(-4)),
    single('dau', digit, 10, chance(1, 10), (r) => de(r).slice(0, 1)),
    single('duoi', digit, 10, chance(1, 10), (r) => de(r).slice(1)),
    // On the special's last two digits as a number 00-99: big 50-99, small 00-49; odd and even by its last digit.
    single('de_big_small', choice(['big', 'small']), 2, chance(1, 2), (r) => (Number(de(r)) >= 50 ? 'big' : 'small')),
    single('de_odd_even', choice(['odd', 'even']), 2, chance(1, 2), (r) => (Number(de(r)) % 2 === 1 ? 'odd' : 'even')),
    xien(region, 2),
    xien(region, 3),
    xien(region, 4),
    truot(region, 4),
    truot(region, 8),
    truot(region, 10),
  ];
}

/**
 * Ticket types that are several bet types at once: đề đầu-đuôi is the same number on the đề đầu and on the đề
 * (tail), so a ticket of it becomes one bet of each per number, each settled alone.
 */
export const VN_TICKET_COMBOS: Readonly<Record<string, readonly string[]>> = {
  de_dau_duoi: ['de_dau', 'de'],
};
