import {
  choice,
  countChance,
  integer,
  LOST,
  memo,
  type Normaliser,
  parsePositional,
  positional,
  WON_ONCE,
  won,
  wonIf,
} from '../bet-helpers';
import type { BetTypeDef, EachKeyBetType, ElottResult, Evaluation, WinningKey } from '../model';

// 5D (SSC): five digits 0-9, positions 1-5 left to right. Keys: digits are one character ("pos3:7").

const digit = integer(0, 9, 1);
const SIDES = ['big', 'small'] as const;
const PARITIES = ['odd', 'even'] as const;

const side = (n: number) => (n >= 5 ? 'big' : 'small');
const parity = (n: number) => (n % 2 === 1 ? 'odd' : 'even');
const sumOf = (r: ElottResult) => r.numbers.reduce((a, b) => a + b, 0);
// Sum of five runs 0-45; big is 23-45 and small 0-22, an even split by symmetry (s ↔ 45 - s).
const sumSide = (sum: number) => (sum >= 23 ? 'big' : 'small');

function perPosition(
  code: string,
  value: Normaliser,
  labelOf: (n: number) => string,
  classChance: ReturnType<typeof countChance>,
): EachKeyBetType<ElottResult> {
  return {
    code,
    pricing: 'odds',
    shape: 'each',
    normalise: positional(5, value),
    maxSelections: 50,
    groupOf: (key) => parsePositional(key).position.toString(),
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    chances: () => ({ '*': classChance }),
    evaluate(key, r) {
      const { position, value: chosen } = parsePositional(key);
      return wonIf(labelOf(r.numbers[position - 1]!) === chosen);
    },
    settlement: 'key',
    winningKeys: (r) => r.numbers.map((n, i) => won(`pos${i + 1}:${labelOf(n)}`)),
  };
}

function wholeDraw(
  code: string,
  options: readonly string[],
  labelOf: (r: ElottResult) => string,
  chance: () => Record<string, ReturnType<typeof countChance>>,
  classOf: (key: string) => string = () => '*',
): BetTypeDef<ElottResult> {
  return {
    code,
    pricing: 'odds',
    shape: 'each',
    normalise: choice(options),
    maxSelections: options.length,
    groupOf: () => '',
    // Worked out when read (see k3.ts): not on every load of the site's lottery page.
    get oddsClasses() {
      return Object.keys(chance());
    },
    oddsClassOf: classOf,
    chances: chance,
    evaluate: (key, r) => wonIf(labelOf(r) === key),
    settlement: 'key',
    winningKeys: (r) => [won(labelOf(r))],
  };
}

export type ThreePattern = 'triple' | 'straight' | 'pair' | 'half_straight' | 'mixed';
const PATTERNS: readonly ThreePattern[] = ['triple', 'straight', 'pair', 'half_straight', 'mixed'];

// Adjacent digits wrap round: 9 and 0 are neighbours, so 8-9-0 and 9-0-1 are straights (the usual SSC rule).
const adjacent = (a: number, b: number) => (a - b + 10) % 10 === 1 || (b - a + 10) % 10 === 1;

/** The shape of three digits: triple (leopard), straight, pair, half-straight, or mixed. */
export function threePattern(a: number, b: number, c: number): ThreePattern {
  if (a === b && b === c) return 'triple';
  if (a === b || b === c || a === c) return 'pair';
  const links = Number(adjacent(a, b)) + Number(adjacent(b, c)) + Number(adjacent(a, c));
  if (links === 2) return 'straight';
  if (links === 1) return 'half_straight';
  return 'mixed';
}

const patternChances = memo(() => {
  const counts: Record<string, number> = {};
  for (let n = 0; n < 1000; n += 1) {
    const p = threePattern(Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10);
    counts[p] = (counts[p] ?? 0) + 1;
  }
  return Object.fromEntries(PATTERNS.map((p) => [p, countChance(counts[p]!, 1000)]));
});

function threeOf(code: string, start: number): BetTypeDef<ElottResult> {
  const patternOf = (r: ElottResult) => {
    const [a, b, c] = r.numbers.slice(start, start + 3) as [number, number, number];
    return threePattern(a, b, c);
  };
  return wholeDraw(code, PATTERNS, patternOf, patternChances, (key) => key);
}

const dragonTigerOf = (r: ElottResult) => {
  const first = r.numbers[0]!;
  const fifth = r.numbers[4]!;
  return first > fifth ? 'dragon' : first < fifth ? 'tiger' : 'tie';
};

const posNumber: EachKeyBetType<ElottResult> = {
  ...perPosition('pos_number', digit, String, countChance(1, 10)),
  evaluate(key, r): Evaluation {
    const { position, value } = parsePositional(key);
    return r.numbers[position - 1] === Number(value) ? WON_ONCE : LOST;
  },
  winningKeys: (r): WinningKey[] => r.numbers.map((n, i) => won(`pos${i + 1}:${n}`)),
};

export const fiveDBetTypes: readonly BetTypeDef<ElottResult>[] = [
  posNumber,
  perPosition('pos_big_small', choice(SIDES), side, countChance(1, 2)),
  perPosition('pos_odd_even', choice(PARITIES), parity, countChance(1, 2)),
  wholeDraw(
    'sum_big_small',
    SIDES,
    (r) => sumSide(sumOf(r)),
    () => ({ '*': countChance(1, 2) }),
  ),
  wholeDraw(
    'sum_odd_even',
    PARITIES,
    (r) => parity(sumOf(r)),
    () => ({ '*': countChance(1, 2) }),
  ),
  wholeDraw(
    'dragon_tiger',
    ['dragon', 'tiger', 'tie'],
    dragonTigerOf,
    // First digit against fifth: 45 of the 100 pairs are higher, 45 lower, 10 equal. A tie loses dragon and tiger.
    () => ({ dragon: countChance(45, 100), tiger: countChance(45, 100), tie: countChance(10, 100) }),
    (key) => key,
  ),
  threeOf('front3', 0),
  threeOf('middle3', 1),
  threeOf('back3', 2),
];
