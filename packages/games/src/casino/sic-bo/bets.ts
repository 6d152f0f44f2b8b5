import { type BetCheck, type CasinoBetErrorCode, checkStake, paidToOne, type Settled, type TableBet } from '../bets';
import type { SicBoRoll } from './dice';

// Sic bo bets and their pays to one (the common Macau table):
//   big (11-17) / small (4-10): 1, both lose on any triple
//   total 4 or 17: 60, 5 or 16: 30, 6 or 15: 17, 7 or 14: 12, 8 or 13: 8, 9-12: 6
//   single face: 1, 2 or 3 by how many dice show it
//   double (a face on at least two dice): 10; triple (a given face on all three): 180; any triple: 30
//   two-dice combination (two different faces both shown): 5
// `numbers`: the total, the face, or the two faces of a combination.

export const SIC_BO_BET_TYPES = [
  'big',
  'small',
  'total',
  'single',
  'double',
  'triple',
  'any_triple',
  'combination',
] as const;
export type SicBoBetType = (typeof SIC_BO_BET_TYPES)[number];
export type SicBoBet = { readonly type: SicBoBetType; readonly numbers: readonly number[]; readonly stake: bigint };

export const SIC_BO_TOTAL_PAYS: Readonly<Record<number, bigint>> = {
  4: 60n,
  5: 30n,
  6: 17n,
  7: 12n,
  8: 8n,
  9: 6n,
  10: 6n,
  11: 6n,
  12: 6n,
  13: 8n,
  14: 12n,
  15: 17n,
  16: 30n,
  17: 60n,
};
/** Single face: pay by number of dice showing it (index). */
export const SIC_BO_SINGLE_PAYS: readonly bigint[] = [0n, 1n, 2n, 3n];
export const SIC_BO_PAYS = { big: 1n, small: 1n, double: 10n, triple: 180n, any_triple: 30n, combination: 5n } as const;

const COUNTS: Readonly<Record<SicBoBetType, number>> = {
  big: 0,
  small: 0,
  total: 1,
  single: 1,
  double: 1,
  triple: 1,
  any_triple: 0,
  combination: 2,
};

const fail = (code: CasinoBetErrorCode) => ({ ok: false, code }) as const;

export function validateSicBoBet(bet: TableBet): BetCheck<SicBoBet> {
  if (!(SIC_BO_BET_TYPES as readonly string[]).includes(bet.type)) return fail('unknown_bet_type');
  const type = bet.type as SicBoBetType;
  const numbers = [...(bet.numbers ?? [])].sort((a, b) => a - b);
  const count = COUNTS[type];
  if (numbers.length !== count)
    return fail(count > 0 && numbers.length === 0 ? 'selection_missing' : 'numbers_wrong_count');
  if (!numbers.every((n) => Number.isInteger(n))) return fail('selection_malformed');
  const [min, max] = type === 'total' ? [4, 17] : [1, 6];
  if (!numbers.every((n) => n >= min && n <= max)) return fail('number_out_of_range');
  if (new Set(numbers).size !== numbers.length) return fail('number_duplicated');
  const stakeProblem = checkStake(bet.stake);
  if (stakeProblem) return fail(stakeProblem);
  return { ok: true, bet: { type, numbers, stake: bet.stake } };
}

/** Pays to one when the bet wins, or null when it loses. */
function paysOn(roll: SicBoRoll, bet: SicBoBet): bigint | null {
  const shows = (face: number) => roll.dice.filter((d) => d === face).length;
  const [n, m] = bet.numbers;
  switch (bet.type) {
    case 'big':
      return !roll.triple && roll.total >= 11 ? SIC_BO_PAYS.big : null;
    case 'small':
      return !roll.triple && roll.total <= 10 ? SIC_BO_PAYS.small : null;
    case 'total':
      return roll.total === n ? SIC_BO_TOTAL_PAYS[n]! : null;
    case 'single': {
      const k = shows(n!);
      return k > 0 ? SIC_BO_SINGLE_PAYS[k]! : null;
    }
    case 'double':
      return shows(n!) >= 2 ? SIC_BO_PAYS.double : null;
    case 'triple':
      return shows(n!) === 3 ? SIC_BO_PAYS.triple : null;
    case 'any_triple':
      return roll.triple ? SIC_BO_PAYS.any_triple : null;
    case 'combination':
      return shows(n!) > 0 && shows(m!) > 0 ? SIC_BO_PAYS.combination : null;
  }
}

export function settleSicBoBet(roll: SicBoRoll, bet: SicBoBet): Settled<SicBoBet> {
  const pays = paysOn(roll, bet);
  if (pays === null) return { bet, outcome: 'lost', payout: 0n };
  return { bet, outcome: 'won', payout: paidToOne(bet.stake, { num: pays, den: 1n }) };
}

export function settleSicBoBets(roll: SicBoRoll, bets: readonly SicBoBet[]): Settled<SicBoBet>[] {
  return bets.map((bet) => settleSicBoBet(roll, bet));
}
