import { type BetCheck, type CasinoBetErrorCode, checkStake, paidToOne, type Settled, type TableBet } from '../bets';
import { isCorner, isSixLine, isSplit, isStreet } from './layout';
import { RED_NUMBERS, type RouletteSpin } from './wheel';

// European roulette bets with the standard pays to one. Inside bets name their numbers (`numbers`, any
// order); column and dozen name which one (`numbers: [1 | 2 | 3]`); even-money bets name nothing. Zero
// loses every outside bet (no la partage). A validated bet carries the pockets it wins on.

type Shape = { readonly count: number; readonly pays: bigint; readonly check?: (sorted: readonly number[]) => boolean };

export const ROULETTE_BETS = {
  straight: { count: 1, pays: 35n },
  split: { count: 2, pays: 17n, check: isSplit },
  street: { count: 3, pays: 11n, check: isStreet },
  corner: { count: 4, pays: 8n, check: isCorner },
  six_line: { count: 6, pays: 5n, check: isSixLine },
  column: { count: 1, pays: 2n },
  dozen: { count: 1, pays: 2n },
  red: { count: 0, pays: 1n },
  black: { count: 0, pays: 1n },
  odd: { count: 0, pays: 1n },
  even: { count: 0, pays: 1n },
  low: { count: 0, pays: 1n },
  high: { count: 0, pays: 1n },
} as const satisfies Record<string, Shape>;

export type RouletteBetType = keyof typeof ROULETTE_BETS;
export const ROULETTE_BET_TYPES = Object.keys(ROULETTE_BETS) as RouletteBetType[];

export type RouletteBet = {
  readonly type: RouletteBetType;
  /** Sorted, as placed (inside bets) or the column / dozen chosen. */
  readonly numbers: readonly number[];
  /** The pockets the bet wins on. */
  readonly covers: readonly number[];
  readonly stake: bigint;
};

const ONE_TO_36 = Array.from({ length: 36 }, (_, i) => i + 1);

function outsideCovers(type: RouletteBetType, which: number): number[] {
  switch (type) {
    case 'column':
      return ONE_TO_36.filter((n) => ((n - 1) % 3) + 1 === which);
    case 'dozen':
      return ONE_TO_36.filter((n) => Math.ceil(n / 12) === which);
    case 'red':
      return ONE_TO_36.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return ONE_TO_36.filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return ONE_TO_36.filter((n) => n % 2 === 1);
    case 'even':
      return ONE_TO_36.filter((n) => n % 2 === 0);
    case 'low':
      return ONE_TO_36.filter((n) => n <= 18);
    default:
      return ONE_TO_36.filter((n) => n >= 19);
  }
}

const fail = (code: CasinoBetErrorCode) => ({ ok: false, code }) as const;

export function validateRouletteBet(bet: TableBet): BetCheck<RouletteBet> {
  if (!Object.hasOwn(ROULETTE_BETS, bet.type)) return fail('unknown_bet_type');
  const type = bet.type as RouletteBetType;
  const shape: Shape = ROULETTE_BETS[type];
  const numbers = [...(bet.numbers ?? [])].sort((a, b) => a - b);
  if (numbers.length !== shape.count)
    return fail(shape.count > 0 && numbers.length === 0 ? 'selection_missing' : 'numbers_wrong_count');
  if (!numbers.every((n) => Number.isInteger(n))) return fail('selection_malformed');
  const inside = type === 'straight' || shape.check !== undefined;
  const max = inside ? 36 : 3;
  const min = inside ? 0 : 1;
  if (!numbers.every((n) => n >= min && n <= max)) return fail('number_out_of_range');
  if (new Set(numbers).size !== numbers.length) return fail('number_duplicated');
  if (shape.check && !shape.check(numbers)) return fail('numbers_not_on_layout');
  const stakeProblem = checkStake(bet.stake);
  if (stakeProblem) return fail(stakeProblem);
  const covers = inside ? numbers : outsideCovers(type, numbers[0] ?? 0);
  return { ok: true, bet: { type, numbers, covers, stake: bet.stake } };
}

export function settleRouletteBet(spin: RouletteSpin, bet: RouletteBet): Settled<RouletteBet> {
  if (!bet.covers.includes(spin.pocket)) return { bet, outcome: 'lost', payout: 0n };
  return { bet, outcome: 'won', payout: paidToOne(bet.stake, { num: ROULETTE_BETS[bet.type].pays, den: 1n }) };
}

export function settleRouletteBets(spin: RouletteSpin, bets: readonly RouletteBet[]): Settled<RouletteBet>[] {
  return bets.map((bet) => settleRouletteBet(spin, bet));
}
