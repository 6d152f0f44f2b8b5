import {
  choice,
  countChance,
  integer,
  isSelectionError,
  LOST,
  memo,
  type Normaliser,
  WON_ONCE,
  won,
  wonIf,
} from '../bet-helpers';
import type { BetTypeDef, ClassChance, ElottResult, WinningKey } from '../model';

// K3: three dice. Settlement ignores the order the dice were drawn in. Keys: faces are one character.

const face = integer(1, 6, 1);
const sumOf = (r: ElottResult) => r.numbers.reduce((a, b) => a + b, 0);
const isTriple = (r: ElottResult) => r.numbers[0] === r.numbers[1] && r.numbers[1] === r.numbers[2];
const sorted = (r: ElottResult) => [...r.numbers].sort((a, b) => a - b);

/** Chance over the 216 equally likely ordered throws. */
function chanceOf(predicate: (dice: [number, number, number]) => boolean): ClassChance {
  let count = 0;
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) if (predicate([a, b, c])) count += 1;
  return countChance(count, 216);
}

const SUMS = Array.from({ length: 16 }, (_, i) => String(i + 3));
const sumChances = memo(() =>
  Object.fromEntries(SUMS.map((s) => [s, chanceOf(([a, b, c]) => a + b + c === Number(s))])),
);

// Big is 11-18, small 3-10, odd and even by the total; any triple (1-1-1 ... 6-6-6) loses all four.
const sideOf = (r: ElottResult) => (isTriple(r) ? 'triple' : sumOf(r) >= 11 ? 'big' : 'small');
const parityOf = (r: ElottResult) => (isTriple(r) ? 'triple' : sumOf(r) % 2 === 1 ? 'odd' : 'even');

function single(
  code: string,
  normalise: Normaliser,
  maxSelections: number,
  chances: () => Record<string, ClassChance>,
  evaluate: BetTypeDef<ElottResult>['evaluate'],
  winningKeys: (r: ElottResult) => WinningKey[],
  classOf: (key: string) => string = () => '*',
): BetTypeDef<ElottResult> {
  return {
    code,
    pricing: 'odds',
    shape: 'each',
    normalise,
    maxSelections,
    // Every K3 bet type has at most one winning key a throw (a pair needs two of three dice).
    groupOf: () => '',
    // Read when odds are set or checked, not when the table is built: the site builds it only for its bet
    // types' names, and working out every chance is a long task on a phone's first load of the lottery.
    get oddsClasses() {
      return Object.keys(chances());
    },
    oddsClassOf: classOf,
    chances,
    evaluate,
    settlement: 'key',
    winningKeys,
  };
}

const repeated = (times: number): Normaliser => {
  // A pair is written "11", a triple "111": the face repeated.
  return (token) => {
    const text = token.trim();
    if (!/^\d+$/.test(text)) return 'selection_malformed';
    if (text.length !== times || new Set(text).size !== 1) return 'selection_malformed';
    const value = face(text[0]!);
    return isSelectionError(value) ? value : value.repeat(times);
  };
};

const countOf = (r: ElottResult, f: number) => r.numbers.filter((n) => n === f).length;

export const k3BetTypes: readonly BetTypeDef<ElottResult>[] = [
  single(
    'sum',
    integer(3, 18, 1),
    SUMS.length,
    sumChances,
    (key, r) => wonIf(sumOf(r) === Number(key)),
    (r) => [won(String(sumOf(r)))],
    (key) => key,
  ),
  single(
    'sum_big_small',
    choice(['big', 'small']),
    2,
    () => ({ '*': chanceOf(([a, b, c]) => !(a === b && b === c) && a + b + c >= 11) }),
    (key, r) => wonIf(!isTriple(r) && (key === 'big' ? sumOf(r) >= 11 : sumOf(r) <= 10)),
    (r) => (isTriple(r) ? [] : [won(sideOf(r))]),
  ),
  single(
    'sum_odd_even',
    choice(['odd', 'even']),
    2,
    () => ({ '*': chanceOf(([a, b, c]) => !(a === b && b === c) && (a + b + c) % 2 === 1) }),
    (key, r) => wonIf(!isTriple(r) && (sumOf(r) % 2 === 1) === (key === 'odd')),
    (r) => (isTriple(r) ? [] : [won(parityOf(r))]),
  ),
  single(
    'any_triple',
    choice(['any']),
    1,
    () => ({ '*': chanceOf(([a, b, c]) => a === b && b === c) }),
    (_key, r) => wonIf(isTriple(r)),
    (r) => (isTriple(r) ? [won('any')] : []),
  ),
  single(
    'triple',
    repeated(3),
    6,
    () => ({ '*': chanceOf(([a, b, c]) => a === 1 && b === 1 && c === 1) }),
    (key, r) => wonIf(countOf(r, Number(key[0])) === 3),
    (r) => (isTriple(r) ? [won(String(r.numbers[0]).repeat(3))] : []),
  ),
  // A pair wins when at least two dice show its face, so a triple of that face wins it too.
  single(
    'pair',
    repeated(2),
    6,
    () => ({ '*': chanceOf((dice) => dice.filter((d) => d === 1).length >= 2) }),
    (key, r) => wonIf(countOf(r, Number(key[0])) >= 2),
    (r) => {
      const [a, b, c] = sorted(r) as [number, number, number];
      // In sorted order the repeated face, if any, is the middle one.
      return a === b || b === c ? [won(`${b}${b}`)] : [];
    },
  ),
  single(
    'three_consecutive',
    choice(['any']),
    1,
    () => ({ '*': chanceOf((dice) => isRun([...dice].sort((x, y) => x - y))) }),
    (_key, r) => wonIf(isRun(sorted(r))),
    (r) => (isRun(sorted(r)) ? [won('any')] : []),
  ),
  {
    code: 'three_different',
    pricing: 'odds',
    shape: 'combination',
    size: 3,
    normaliseNumber: face,
    maxNumbers: 6,
    // The dice show one set of three faces at most, so one bet of the ticket can win.
    maxWinningBets: (n) => (n >= 3 ? 1 : 0),
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    chances: () => ({ '*': chanceOf(([a, b, c]) => [a, b, c].sort().join() === '1,2,3') }),
    evaluate(key, r) {
      const chosen = key.split(',').map(Number);
      return chosen.every((f) => countOf(r, f) === 1) ? WON_ONCE : LOST;
    },
    settlement: 'key',
    winningKeys(r) {
      const dice = sorted(r);
      return new Set(dice).size === 3 ? [won(dice.join(','))] : [];
    },
  },
];

function isRun(dice: number[]): boolean {
  return dice[1] === dice[0]! + 1 && dice[2] === dice[1]! + 1;
}
