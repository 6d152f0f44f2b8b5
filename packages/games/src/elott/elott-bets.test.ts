import { describe, expect, it } from 'vitest';
import type { ElottGame, Evaluation } from '../model';
import { evaluateBet, lookUpBet, settlementTable } from '../settlement';
import { threePattern } from './five-d';

const won: Evaluation = { outcome: 'won', hits: 1 };
const lost: Evaluation = { outcome: 'lost', hits: 0 };
const push: Evaluation = { outcome: 'push', hits: 0 };

function settles(game: ElottGame, numbers: number[], cases: [betType: string, key: string, expected: Evaluation][]) {
  const result = { game, numbers };
  const table = settlementTable(game, result);
  for (const [betType, key, expected] of cases) {
    expect(evaluateBet(game, betType, key, result), `${game} ${numbers} ${betType} ${key}`).toEqual(expected);
    expect(lookUpBet(table, betType, key), `${game} ${numbers} ${betType} ${key} (table)`).toEqual(expected);
  }
}

describe('5D', () => {
  it('settles 3 0 7 7 1: positions, sides, sum 18, dragon, and the three-digit shapes', () => {
    settles(
      '5d',
      [3, 0, 7, 7, 1],
      [
        ['pos_number', 'pos3:7', won],
        ['pos_number', 'pos4:7', won],
        ['pos_number', 'pos5:7', lost],
        ['pos_big_small', 'pos1:small', won],
        ['pos_big_small', 'pos3:big', won],
        ['pos_big_small', 'pos2:big', lost],
        ['pos_odd_even', 'pos2:even', won],
        ['pos_odd_even', 'pos5:odd', won],
        ['sum_big_small', 'small', won], // 3 + 0 + 7 + 7 + 1 = 18 ≤ 22
        ['sum_big_small', 'big', lost],
        ['sum_odd_even', 'even', won],
        ['dragon_tiger', 'dragon', won], // 3 > 1
        ['dragon_tiger', 'tie', lost],
        ['front3', 'mixed', won], // 3 0 7: no two adjacent
        ['middle3', 'pair', won], // 0 7 7
        ['back3', 'pair', won], // 7 7 1
        ['back3', 'mixed', lost],
      ],
    );
  });

  it('settles a sum of 23 as big, a tie of first and fifth, and a wrap-around straight', () => {
    settles(
      '5d',
      [5, 8, 9, 0, 5],
      [
        ['sum_big_small', 'big', won], // 27
        ['sum_odd_even', 'odd', won],
        ['dragon_tiger', 'tie', won],
        ['dragon_tiger', 'dragon', lost],
        ['dragon_tiger', 'tiger', lost],
        ['middle3', 'straight', won], // 8 9 0 wraps round
        ['back3', 'half_straight', won], // 9 0 5: only 9-0 adjacent
      ],
    );
    settles(
      '5d',
      [4, 5, 4, 9, 9],
      [
        ['sum_big_small', 'small', lost],
        ['sum_big_small', 'big', won],
      ],
    ); // 31
    settles(
      '5d',
      [9, 4, 4, 4, 0],
      [
        ['middle3', 'triple', won],
        ['middle3', 'pair', lost],
        ['dragon_tiger', 'dragon', won],
      ],
    );
  });

  it('classifies three digits: 10 triples, 60 straights, 270 pairs, 360 half-straights, 300 mixed in 1000', () => {
    expect(threePattern(1, 2, 5)).toBe('half_straight');
    expect(threePattern(0, 1, 9)).toBe('straight');
    expect(threePattern(2, 4, 6)).toBe('mixed');
    const counts: Record<string, number> = {};
    for (let n = 0; n < 1000; n += 1) {
      const p = threePattern(Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10);
      counts[p] = (counts[p] ?? 0) + 1;
    }
    expect(counts).toEqual({ triple: 10, straight: 60, pair: 270, half_straight: 360, mixed: 300 });
  });
});

describe('K3', () => {
  it('settles 2 2 5: sum 9, small, odd, pair of 2', () => {
    settles(
      'k3',
      [2, 5, 2],
      [
        ['sum', '9', won],
        ['sum', '10', lost],
        ['sum_big_small', 'small', won],
        ['sum_odd_even', 'odd', won],
        ['pair', '22', won],
        ['pair', '55', lost],
        ['any_triple', 'any', lost],
        ['three_different', '2,3,5', lost],
        ['three_consecutive', 'any', lost],
      ],
    );
  });

  it('settles 6 6 6: the triple loses big/small and odd/even but wins any triple, 666 and the pair 66', () => {
    settles(
      'k3',
      [6, 6, 6],
      [
        ['sum', '18', won],
        ['sum_big_small', 'big', lost],
        ['sum_big_small', 'small', lost],
        ['sum_odd_even', 'even', lost],
        ['any_triple', 'any', won],
        ['triple', '666', won],
        ['triple', '111', lost],
        ['pair', '66', won],
      ],
    );
  });

  it('settles 4 2 3: three different 2-3-4 and three consecutive', () => {
    settles(
      'k3',
      [4, 2, 3],
      [
        ['three_different', '2,3,4', won],
        ['three_different', '1,2,3', lost],
        ['three_consecutive', 'any', won],
        ['sum_big_small', 'small', won], // 9
        ['sum_odd_even', 'odd', won],
      ],
    );
    settles(
      'k3',
      [5, 6, 1],
      [
        ['sum_big_small', 'big', won],
        ['sum_odd_even', 'even', won],
      ],
    ); // 12
  });
});

describe('PK10', () => {
  it('settles places, sides, the five dragon/tiger duels and the sum of the first two', () => {
    settles(
      'pk10',
      [3, 10, 1, 7, 5, 9, 2, 8, 4, 6],
      [
        ['pos_number', 'pos1:03', won],
        ['pos_number', 'pos2:10', won],
        ['pos_number', 'pos10:03', lost],
        ['pos_big_small', 'pos2:big', won],
        ['pos_big_small', 'pos5:small', won],
        ['pos_big_small', 'pos6:big', won],
        ['pos_odd_even', 'pos2:even', won],
        ['pos_odd_even', 'pos3:even', lost],
        ['dragon_tiger', '1v10:tiger', won], // 3 < 6
        ['dragon_tiger', '2v9:dragon', won], // 10 > 4
        ['dragon_tiger', '3v8:tiger', won], // 1 < 8
        ['dragon_tiger', '4v7:dragon', won], // 7 > 2
        ['dragon_tiger', '5v6:tiger', won], // 5 < 9
        ['dragon_tiger', '5v6:dragon', lost],
        ['top2_sum', '13', won],
        ['top2_sum', '12', lost],
        ['top2_sum_big_small', 'big', won],
        ['top2_sum_odd_even', 'odd', won],
      ],
    );
  });

  it('counts a first-two sum of 11 as small', () => {
    settles(
      'pk10',
      [5, 6, 1, 2, 3, 4, 7, 8, 9, 10],
      [
        ['top2_sum_big_small', 'small', won],
        ['top2_sum_big_small', 'big', lost],
        ['top2_sum', '11', won],
      ],
    );
  });
});

describe('11x5', () => {
  it('settles 11 03 07 01 08: ball 11 and a sum of 30 push big/small', () => {
    settles(
      '11x5',
      [11, 3, 7, 1, 8],
      [
        ['pos_big_small', 'pos1:big', push],
        ['pos_big_small', 'pos1:small', push],
        ['pos_odd_even', 'pos1:odd', push],
        ['pos_big_small', 'pos2:small', won],
        ['pos_big_small', 'pos5:big', won],
        ['pos_odd_even', 'pos2:odd', won],
        ['pos_odd_even', 'pos5:odd', lost],
        ['sum_big_small', 'big', push],
        ['sum_big_small', 'small', push],
        ['sum_odd_even', 'even', won],
        ['sum_odd_even', 'odd', lost],
        ['any_1in1', '07', won],
        ['any_1in1', '02', lost],
        ['any_2in2', '03,08', won],
        ['any_5in5', '01,03,07,08,11', won],
        ['any_5in5', '01,03,07,08,10', lost],
        ['any_6in5', '01,03,05,07,08,11', won],
        ['any_7in5', '01,02,03,04,05,06,07', lost],
        ['any_8in5', '01,02,03,04,07,08,10,11', won],
        ['first2_ordered', '11,03', won],
        ['first2_ordered', '03,11', lost],
        ['first2_any', '03,11', won],
        ['first3_ordered', '11,03,07', won],
        ['first3_any', '03,07,11', won],
        ['first3_any', '01,03,11', lost],
      ],
    );
  });

  it('settles a sum above 30 as big and below 30 as small', () => {
    settles(
      '11x5',
      [10, 9, 8, 2, 4],
      [
        ['sum_big_small', 'big', won],
        ['sum_odd_even', 'odd', won],
      ],
    ); // 33
    settles(
      '11x5',
      [1, 2, 3, 4, 5],
      [
        ['sum_big_small', 'small', won],
        ['sum_odd_even', 'odd', won],
      ],
    ); // 15
  });
});
