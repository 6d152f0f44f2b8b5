import { describe, expect, it } from 'vitest';
import { ratio } from '../../ratio';
import { type RouletteBet, settleRouletteBets, validateRouletteBet } from './bets';
import { isCorner, isSplit, isStreet } from './layout';
import { allRouletteBets, rouletteReturns } from './odds';
import { rouletteSpin } from './wheel';

const bet = (type: string, numbers: number[] = [], stake = 10n): RouletteBet => {
  const check = validateRouletteBet({ type, numbers, stake });
  if (!check.ok) throw new Error(`${type} ${numbers}: ${check.code}`);
  return check.bet;
};

describe('roulette bets', () => {
  it('pay 35, 17, 11, 8, 5, 2 and 1 to one on the pockets they cover', () => {
    const bets = [
      bet('straight', [17]),
      bet('split', [17, 20]),
      bet('street', [16, 17, 18]),
      bet('corner', [13, 14, 16, 17]),
      bet('six_line', [13, 14, 15, 16, 17, 18]),
      bet('column', [2]),
      bet('dozen', [2]),
      bet('black'),
      bet('odd'),
      bet('low'),
      bet('red'),
      bet('even'),
      bet('high'),
    ];
    expect(settleRouletteBets(rouletteSpin(17), bets).map((s) => s.payout)).toEqual([
      360n,
      180n,
      120n,
      90n,
      60n,
      30n,
      30n,
      20n,
      20n,
      20n,
      0n,
      0n,
      0n,
    ]);
  });

  it('lose every outside bet on zero, which only inside bets covering it win', () => {
    const outside = ['red', 'black', 'odd', 'even', 'low', 'high'].map((t) => bet(t));
    const columns = [1, 2, 3].flatMap((w) => [bet('column', [w]), bet('dozen', [w])]);
    expect(settleRouletteBets(rouletteSpin(0), [...outside, ...columns]).every((s) => s.payout === 0n)).toBe(true);
    const withZero = [
      bet('straight', [0]),
      bet('split', [0, 2]),
      bet('street', [0, 2, 3]),
      bet('corner', [0, 1, 2, 3]),
    ];
    expect(settleRouletteBets(rouletteSpin(0), withZero).map((s) => s.payout)).toEqual([360n, 180n, 120n, 90n]);
    expect(rouletteSpin(0).colour).toBe('green');
  });

  it('takes the numbers in any order', () => {
    expect(bet('corner', [17, 13, 16, 14]).numbers).toEqual([13, 14, 16, 17]);
  });

  it('refuses shapes that are not on the layout, with a code for each mistake', () => {
    const code = (type: string, numbers: number[], stake = 1n) => {
      const check = validateRouletteBet({ type, numbers, stake });
      return check.ok ? 'ok' : check.code;
    };
    expect(code('split', [3, 4])).toBe('numbers_not_on_layout'); // end of one row, start of the next
    expect(code('split', [17, 19])).toBe('numbers_not_on_layout');
    expect(code('split', [0, 4])).toBe('numbers_not_on_layout');
    expect(code('street', [2, 3, 4])).toBe('numbers_not_on_layout');
    expect(code('corner', [2, 3, 5, 6])).toBe('ok');
    expect(code('corner', [3, 4, 6, 7])).toBe('numbers_not_on_layout');
    expect(code('corner', [34, 35, 37, 38])).toBe('number_out_of_range');
    expect(code('six_line', [34, 35, 36, 37, 38, 39])).toBe('number_out_of_range');
    expect(code('six_line', [2, 3, 4, 5, 6, 7])).toBe('numbers_not_on_layout');
    expect(code('split', [17])).toBe('numbers_wrong_count');
    expect(code('straight', [])).toBe('selection_missing');
    expect(code('straight', [37])).toBe('number_out_of_range');
    expect(code('straight', [1.5])).toBe('selection_malformed');
    expect(code('split', [5, 5])).toBe('number_duplicated');
    expect(code('dozen', [4])).toBe('number_out_of_range');
    expect(code('red', [1])).toBe('numbers_wrong_count');
    expect(code('basket', [0, 1, 2])).toBe('unknown_bet_type');
    expect(code('toString', [])).toBe('unknown_bet_type');
    expect(code('straight', [5], 0n)).toBe('stake_not_positive');
  });

  it('accepts exactly the 37 straights, 60 splits, 14 streets, 23 corners and 11 six lines of the layout', () => {
    // Brute force: every sorted set of 2, 3 and 4 numbers is put to the layout rule the validator applies,
    // so a shape it wrongly accepts shows up (the validator's other checks are tested above).
    const rules: Record<string, (ns: readonly number[]) => boolean> = {
      straight: () => true,
      split: isSplit,
      street: isStreet,
      corner: isCorner,
    };
    const count = (type: string, size: number) => {
      let ok = 0;
      const pick = (from: number, chosen: number[]) => {
        if (chosen.length === size) {
          if (rules[type]!(chosen)) ok += 1;
          return;
        }
        for (let n = from; n <= 36; n += 1) pick(n + 1, [...chosen, n]);
      };
      pick(0, []);
      return ok;
    };
    expect([count('straight', 1), count('split', 2), count('street', 3), count('corner', 4)]).toEqual([37, 60, 14, 23]);
    const byType = (type: string) => allRouletteBets().filter((b) => b.type === type).length;
    expect(['straight', 'split', 'street', 'corner', 'six_line', 'column', 'dozen'].map(byType)).toEqual([
      37, 60, 14, 23, 11, 3, 3,
    ]);
  });

  it('returns exactly 36/37 (a 2.70% edge) on every one of its bets', () => {
    const returns = rouletteReturns();
    expect(returns).toHaveLength(37 + 60 + 14 + 23 + 11 + 3 + 3 + 6);
    for (const r of returns) expect(r.rtp, `${r.bet} ${r.numbers}`).toEqual(ratio(36, 37));
  });
});
