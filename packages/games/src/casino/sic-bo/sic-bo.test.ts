import { describe, expect, it } from 'vitest';
import { ratio } from '../../ratio';
import { type SicBoBet, settleSicBoBets, validateSicBoBet } from './bets';
import { sicBoRoll } from './dice';
import { sicBoReturns } from './odds';

const bet = (type: string, numbers: number[] = []): SicBoBet => {
  const check = validateSicBoBet({ type, numbers, stake: 10n });
  if (!check.ok) throw new Error(check.code);
  return check.bet;
};

describe('sic bo', () => {
  it('pays big and small 1:1 and loses both on a triple', () => {
    const both = [bet('big'), bet('small')];
    expect(settleSicBoBets(sicBoRoll(6, 5, 1), both).map((s) => s.payout)).toEqual([20n, 0n]);
    expect(settleSicBoBets(sicBoRoll(1, 2, 1), both).map((s) => s.payout)).toEqual([0n, 20n]);
    expect(settleSicBoBets(sicBoRoll(6, 6, 6), both).map((s) => s.payout)).toEqual([0n, 0n]);
    expect(settleSicBoBets(sicBoRoll(2, 2, 2), both).map((s) => s.payout)).toEqual([0n, 0n]);
  });

  it('pays a single face by how many dice show it, and doubles, triples and combinations', () => {
    const roll = sicBoRoll(4, 4, 2);
    const bets = [
      bet('single', [4]),
      bet('single', [2]),
      bet('single', [6]),
      bet('double', [4]),
      bet('double', [2]),
      bet('combination', [2, 4]),
      bet('combination', [4, 6]),
      bet('total', [10]),
      bet('any_triple'),
    ];
    expect(settleSicBoBets(roll, bets).map((s) => s.payout)).toEqual([30n, 20n, 0n, 110n, 0n, 60n, 0n, 70n, 0n]);
    const triple = sicBoRoll(3, 3, 3);
    expect(
      settleSicBoBets(triple, [
        bet('single', [3]),
        bet('triple', [3]),
        bet('triple', [4]),
        bet('any_triple'),
        bet('double', [3]),
      ]).map((s) => s.payout),
    ).toEqual([40n, 1810n, 0n, 310n, 110n]);
  });

  it('refuses totals a bet cannot take, faces off the die, and a combination of one face', () => {
    const code = (type: string, numbers: number[]) => {
      const check = validateSicBoBet({ type, numbers, stake: 1n });
      return check.ok ? 'ok' : check.code;
    };
    expect(code('total', [3])).toBe('number_out_of_range');
    expect(code('total', [18])).toBe('number_out_of_range');
    expect(code('single', [7])).toBe('number_out_of_range');
    expect(code('combination', [2, 2])).toBe('number_duplicated');
    expect(code('combination', [2])).toBe('numbers_wrong_count');
    expect(code('double', [])).toBe('selection_missing');
    expect(code('big', [11])).toBe('numbers_wrong_count');
    expect(code('odd', [])).toBe('unknown_bet_type');
  });

  it('has the exact returns of the 216 rolls: big/small 97.22%, single 92.13%, any triple 86.11% …', () => {
    const returns = sicBoReturns();
    const of = (type: string, numbers: number[] = []) =>
      returns.find((r) => r.bet === type && r.numbers.join() === numbers.join())!.rtp;
    expect(of('big')).toEqual(ratio(210, 216));
    expect(of('small')).toEqual(ratio(210, 216));
    // Single: one die 75/216 × 2, two dice 15/216 × 3, three 1/216 × 4.
    expect(of('single', [5])).toEqual(ratio(75 * 2 + 15 * 3 + 4, 216));
    expect(of('double', [1])).toEqual(ratio(16 * 11, 216));
    expect(of('triple', [6])).toEqual(ratio(181, 216));
    expect(of('any_triple')).toEqual(ratio(6 * 31, 216));
    expect(of('combination', [1, 6])).toEqual(ratio(30 * 6, 216));
    const totals = [4, 5, 6, 7, 8, 9, 10].map((t) => of('total', [t]));
    expect(totals).toEqual([
      ratio(3 * 61, 216),
      ratio(6 * 31, 216),
      ratio(10 * 18, 216),
      ratio(15 * 13, 216),
      ratio(21 * 9, 216),
      ratio(25 * 7, 216),
      ratio(27 * 7, 216),
    ]);
    // Totals are symmetric: 17 pays as 4, 11 as 10.
    expect([17, 16, 15, 14, 13, 12, 11].map((t) => of('total', [t]))).toEqual(totals);
    expect(returns).toHaveLength(3 + 14 + 18 + 15);
    expect(returns.every((r) => r.percent < 100)).toBe(true);
  });
});
