import {
  choice,
  countChance,
  integer,
  memo,
  type Normaliser,
  parsePositional,
  positional,
  won,
  wonIf,
} from '../bet-helpers';
import type { BetTypeDef, ClassChance, EachKeyBetType, ElottResult } from '../model';

// PK10: a random order of cars 1-10 over places 1-10. numbers[i] is the car in place i + 1.
// Keys write cars with two digits ("pos3:07"), as the result board shows them.

const car = integer(1, 10, 2);
const pad = (n: number) => String(n).padStart(2, '0');
const side = (n: number) => (n >= 6 ? 'big' : 'small');
const parity = (n: number) => (n % 2 === 1 ? 'odd' : 'even');
const top2Sum = (r: ElottResult) => r.numbers[0]! + r.numbers[1]!;
// Sum of first two runs 3-19: big 12-19, small 3-11 (11 is small), odd and even by the total.
const top2Side = (sum: number) => (sum >= 12 ? 'big' : 'small');

/** Chance over the 90 equally likely ordered (first, second) pairs of distinct cars. */
function top2Chance(predicate: (sum: number) => boolean): ClassChance {
  let count = 0;
  for (let a = 1; a <= 10; a += 1) for (let b = 1; b <= 10; b += 1) if (a !== b && predicate(a + b)) count += 1;
  return countChance(count, 90);
}

function perPlace(code: string, value: Normaliser, labelOf: (n: number) => string, p: ClassChance) {
  const def: EachKeyBetType<ElottResult> = {
    code,
    pricing: 'odds',
    shape: 'each',
    normalise: positional(10, value),
    maxSelections: 100,
    groupOf: (key) => String(parsePositional(key).position),
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    chances: () => ({ '*': p }),
    evaluate(key, r) {
      const { position, value: chosen } = parsePositional(key);
      return wonIf(labelOf(r.numbers[position - 1]!) === chosen);
    },
    settlement: 'key',
    winningKeys: (r) => r.numbers.map((n, i) => won(`pos${i + 1}:${labelOf(n)}`)),
  };
  return def;
}

// Dragon wins when the car in the lower place is the higher number: 1v10 compares places 1 and 10.
const DUELS = ['1v10', '2v9', '3v8', '4v7', '5v6'] as const;
const duel: Normaliser = (token) => {
  const match = /^\s*(\d{1,2})\s*v\s*(\d{1,2})\s*:\s*(\w+)\s*$/i.exec(token);
  if (!match) return 'selection_malformed';
  const name = `${Number(match[1])}v${Number(match[2])}`;
  if (!(DUELS as readonly string[]).includes(name)) return 'number_out_of_range';
  const pick = match[3]!.toLowerCase();
  return pick === 'dragon' || pick === 'tiger' ? `${name}:${pick}` : 'selection_malformed';
};
const duelWinner = (r: ElottResult, name: string) => {
  const [a, b] = name.split('v').map(Number) as [number, number];
  return r.numbers[a - 1]! > r.numbers[b - 1]! ? 'dragon' : 'tiger';
};

function top2(
  code: string,
  normalise: Normaliser,
  maxSelections: number,
  labelOf: (sum: number) => string,
  chances: () => Record<string, ClassChance>,
): BetTypeDef<ElottResult> {
  return {
    code,
    pricing: 'odds',
    shape: 'each',
    normalise,
    maxSelections,
    groupOf: () => '',
    // Worked out when read (see k3.ts): not on every load of the site's lottery page.
    get oddsClasses() {
      return Object.keys(chances());
    },
    oddsClassOf: (key) => key,
    chances,
    evaluate: (key, r) => wonIf(labelOf(top2Sum(r)) === key),
    settlement: 'key',
    winningKeys: (r) => [won(labelOf(top2Sum(r)))],
  };
}

const SUMS = Array.from({ length: 17 }, (_, i) => String(i + 3));

export const pk10BetTypes: readonly BetTypeDef<ElottResult>[] = [
  {
    ...perPlace('pos_number', car, pad, countChance(1, 10)),
    // Checked by place and car number, not through the key text (the settlement table builds the text).
    evaluate(key, r) {
      const { position, value } = parsePositional(key);
      return wonIf(r.numbers[position - 1] === Number(value));
    },
  },
  perPlace('pos_big_small', choice(['big', 'small']), side, countChance(1, 2)),
  perPlace('pos_odd_even', choice(['odd', 'even']), parity, countChance(1, 2)),
  {
    code: 'dragon_tiger',
    pricing: 'odds',
    shape: 'each',
    normalise: duel,
    maxSelections: 10,
    groupOf: (key) => key.split(':')[0]!,
    oddsClasses: ['*'],
    oddsClassOf: () => '*',
    chances: () => ({ '*': countChance(1, 2) }),
    evaluate(key, r) {
      const [name, pick] = key.split(':') as [string, string];
      return wonIf(duelWinner(r, name) === pick);
    },
    settlement: 'key',
    winningKeys: (r) => DUELS.map((name) => won(`${name}:${duelWinner(r, name)}`)),
  },
  top2(
    'top2_sum',
    integer(3, 19, 1),
    SUMS.length,
    String,
    memo(() => Object.fromEntries(SUMS.map((s) => [s, top2Chance((sum) => sum === Number(s))]))),
  ),
  top2(
    'top2_sum_big_small',
    choice(['big', 'small']),
    2,
    top2Side,
    memo(() => ({ big: top2Chance((s) => s >= 12), small: top2Chance((s) => s <= 11) })),
  ),
  top2(
    'top2_sum_odd_even',
    choice(['odd', 'even']),
    2,
    parity,
    memo(() => ({ odd: top2Chance((s) => s % 2 === 1), even: top2Chance((s) => s % 2 === 0) })),
  ),
];
