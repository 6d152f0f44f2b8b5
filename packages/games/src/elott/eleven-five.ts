import {
  binomial,
  choice,
  combinations,
  countChance,
  integer,
  LOST,
  memo,
  orderedTuple,
  PUSH,
  parsePositional,
  positional,
  pushed,
  WON_ONCE,
  won,
  wonIf,
} from '../bet-helpers';
import type { BetTypeDef, ClassChance, ElottResult, Evaluation, WinningKey } from '../model';
import { ratio, ZERO } from '../ratio';

// 11x5: five distinct balls from 01-11 in draw order (position 1 is the first ball drawn).
// Keys write balls with two digits ("03,07").

const ball = integer(1, 11, 2);
const pad = (n: number) => String(n).padStart(2, '0');
const sumOf = (r: ElottResult) => r.numbers.reduce((a, b) => a + b, 0);

// A position's ball 11 is neither big (6-10) nor small (1-5), odd nor even: those four bets push on it.
const positionSide = (n: number) => (n === 11 ? null : n >= 6 ? 'big' : 'small');
const positionParity = (n: number) => (n === 11 ? null : n % 2 === 1 ? 'odd' : 'even');
// The sum of five runs 15-45 around 30: big above, small below, 30 pushes big and small (not odd/even).
const sumSide = (sum: number) => (sum === 30 ? null : sum > 30 ? 'big' : 'small');

const positionChance: ClassChance = { expectedHits: ratio(5, 11), push: ratio(1, 11) };

function perPosition(code: string, options: [string, string], labelOf: (n: number) => string | null) {
  const def: BetTypeDef<ElottResult> = {
    code,
    pricing: 'odds',
    shape: 'each',
    normalise: positional(5, choice(options)),
    maxSelections: 10,
    groupOf: (key) => String(parsePositional(key).position),
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    chances: () => ({ '*': positionChance }),
    evaluate(key, r): Evaluation {
      const { position, value } = parsePositional(key);
      const drawn = r.numbers[position - 1]!;
      if (drawn === 11) return PUSH;
      return wonIf(labelOf(drawn) === value);
    },
    settlement: 'key',
    winningKeys: (r) =>
      r.numbers.flatMap((n, i): WinningKey[] => {
        const value = labelOf(n);
        return value === null ? options.map((o) => pushed(`pos${i + 1}:${o}`)) : [won(`pos${i + 1}:${value}`)];
      }),
  };
  return def;
}

/** Chance over the 462 equally likely sets of five balls (a sum does not depend on the order). */
const fiveSets = memo(() => combinations([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 5));
function setChance(predicate: (sum: number) => boolean): number {
  return fiveSets().filter((set) => predicate(set.reduce((a, b) => a + b, 0))).length;
}

function anyK(k: number): BetTypeDef<ElottResult> {
  const covers = k > 5;
  return {
    code: `any_${k}in${Math.min(k, 5)}`,
    pricing: 'odds',
    shape: 'combination',
    size: k,
    normaliseNumber: ball,
    maxNumbers: 11,
    // Up to five: the bets whose k numbers are all among the five drawn, C(min(n, 5), k) of them.
    // Over five: the bets that contain the five drawn, C(n - 5, k - 5) of them.
    maxWinningBets: (n) => (covers ? binomial(n - 5, k - 5) : binomial(Math.min(n, 5), k)),
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    chances: () => ({
      '*': covers ? countChance(binomial(k, 5), binomial(11, 5)) : countChance(binomial(5, k), binomial(11, k)),
    }),
    evaluate(key, r) {
      const chosen = key.split(',').map(Number);
      return covers
        ? wonIf(r.numbers.every((n) => chosen.includes(n)))
        : wonIf(chosen.every((n) => r.numbers.includes(n)));
    },
    settlement: covers ? 'covers' : 'all_in',
    settlementSet: (r) => r.numbers.map(pad),
  };
}

function firstOrdered(k: number): BetTypeDef<ElottResult> {
  return {
    code: `first${k}_ordered`,
    pricing: 'odds',
    shape: 'each',
    normalise: orderedTuple(k, ball),
    maxSelections: 200,
    groupOf: () => '',
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    chances: () => ({ '*': countChance(1, k === 2 ? 11 * 10 : 11 * 10 * 9) }),
    evaluate(key, r) {
      const chosen = key.split(',').map(Number);
      return wonIf(chosen.every((n, i) => r.numbers[i] === n));
    },
    settlement: 'key',
    winningKeys: (r) => [won(r.numbers.slice(0, k).map(pad).join(','))],
  };
}

function firstAnyOrder(k: number): BetTypeDef<ElottResult> {
  return {
    code: `first${k}_any`,
    pricing: 'odds',
    shape: 'combination',
    size: k,
    normaliseNumber: ball,
    maxNumbers: 11,
    maxWinningBets: (n) => (n >= k ? 1 : 0),
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    chances: () => ({ '*': countChance(1, binomial(11, k)) }),
    evaluate(key, r) {
      const firsts = r.numbers.slice(0, k);
      return key.split(',').every((n) => firsts.includes(Number(n))) ? WON_ONCE : LOST;
    },
    settlement: 'key',
    winningKeys: (r) => [
      won(
        [...r.numbers.slice(0, k)]
          .sort((a, b) => a - b)
          .map(pad)
          .join(','),
      ),
    ],
  };
}

export const elevenFiveBetTypes: readonly BetTypeDef<ElottResult>[] = [
  perPosition('pos_big_small', ['big', 'small'], positionSide),
  perPosition('pos_odd_even', ['odd', 'even'], positionParity),
  {
    code: 'sum_big_small',
    pricing: 'odds',
    shape: 'each',
    normalise: choice(['big', 'small']),
    maxSelections: 2,
    groupOf: () => '',
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    chances: memo(() => ({
      '*': {
        expectedHits: ratio(
          setChance((s) => s > 30),
          462,
        ),
        push: ratio(
          setChance((s) => s === 30),
          462,
        ),
      },
    })),
    evaluate(key, r) {
      const sum = sumOf(r);
      if (sum === 30) return PUSH;
      return wonIf(key === 'big' ? sum > 30 : sum < 30);
    },
    settlement: 'key',
    winningKeys(r) {
      const value = sumSide(sumOf(r));
      return value === null ? [pushed('big'), pushed('small')] : [won(value)];
    },
  },
  {
    code: 'sum_odd_even',
    pricing: 'odds',
    shape: 'each',
    normalise: choice(['odd', 'even']),
    maxSelections: 2,
    groupOf: () => '',
    oddsClasses: ['odd', 'even'],
    oddsClassOf: (key) => key,
    chances: memo(() => ({
      odd: {
        expectedHits: ratio(
          setChance((s) => s % 2 === 1),
          462,
        ),
        push: ZERO,
      },
      even: {
        expectedHits: ratio(
          setChance((s) => s % 2 === 0),
          462,
        ),
        push: ZERO,
      },
    })),
    evaluate: (key, r) => wonIf((sumOf(r) % 2 === 1) === (key === 'odd')),
    settlement: 'key',
    winningKeys: (r) => [won(sumOf(r) % 2 === 1 ? 'odd' : 'even')],
  },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyK),
  firstOrdered(2),
  firstAnyOrder(2),
  firstOrdered(3),
  firstAnyOrder(3),
];
