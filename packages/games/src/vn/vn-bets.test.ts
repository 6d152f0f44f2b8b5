import { describe, expect, it } from 'vitest';
import { defaultGameConfig } from '../defaults';
import type { Evaluation, GameKind, VnResult } from '../model';
import { payout, quoteTicket } from '../pricing';
import { evaluateBet, lookUpBet, settlementTable } from '../settlement';

// Two results written out in full, with every bet type settled by hand below.
// North lô 2 số (27): 27 ×7, 35 ×4, 09 ×3, 31 ×2, and once each 89 10 71 88 12 80 44 61 08 56 62.
const NORTH: VnResult = {
  region: 'north',
  prizes: {
    special: ['80127'],
    first: ['45631'],
    second: ['11209', '67027'],
    third: ['00327', '51489', '77735', '90210', '33371', '42088'],
    fourth: ['1527', '8835', '0409', '7712'],
    fifth: ['3380', '2627', '9144', '0561', '7735', '1208'],
    sixth: ['127', '456', '831'],
    seventh: ['27', '09', '35', '62'],
  },
};

// South lô 2 số (18): 56 ×7, 01 ×2, 80 ×2, and once each 87 45 99 78 79 77 34.
const SOUTH: VnResult = {
  region: 'south',
  prizes: {
    special: ['123456'],
    first: ['78901'],
    second: ['23456'],
    third: ['11156', '90087'],
    fourth: ['12345', '67856', '00001', '99999', '45678', '24680', '13579'],
    fifth: ['5656'],
    sixth: ['0156', '7777', '8080'],
    seventh: ['456'],
    eighth: ['34'],
  },
};

const won = (hits = 1): Evaluation => ({ outcome: 'won', hits });
const LOST: Evaluation = { outcome: 'lost', hits: 0 };

/** Both the naive rule and the settlement table must give the hand-worked answer. */
function expectSettles(game: GameKind, result: VnResult, betType: string, key: string, expected: Evaluation) {
  expect(evaluateBet(game, betType, key, result), `${betType} ${key}`).toEqual(expected);
  expect(lookUpBet(settlementTable(game, result), betType, key), `${betType} ${key} (table)`).toEqual(expected);
}

describe('North result (27 numbers)', () => {
  const settles = (betType: string, key: string, expected: Evaluation) =>
    expectSettles('vn_north', NORTH, betType, key, expected);

  it('lô 2 số counts every appearance of the last two digits', () => {
    settles('lo2', '27', won(7));
    settles('lo2', '35', won(4));
    settles('lo2', '09', won(3));
    settles('lo2', '31', won(2));
    settles('lo2', '62', won(1));
    settles('lo2', '00', LOST);
  });

  it('lô 3 số reads the 23 numbers of three digits or more, lô 4 số the 20 of four or more', () => {
    settles('lo3', '127', won(2)); // special 80127 and sixth 127
    settles('lo3', '735', won(2)); // third 77735 and fifth 7735
    settles('lo3', '027', won(1)); // second 67027; the seventh's 27 is too short
    settles('lo3', '999', LOST);
    settles('lo4', '7735', won(2));
    settles('lo4', '0127', won(1));
    settles('lo4', '0456', LOST); // sixth 456 has three digits only
  });

  it('đề is the special’s last two, đề đầu the first prize’s last two, 3 and 4 càng its last three and four', () => {
    settles('de', '27', won());
    settles('de', '31', LOST);
    settles('de_dau', '31', won());
    settles('de_dau', '27', LOST);
    settles('cang3', '127', won());
    settles('cang3', '027', LOST);
    settles('cang4', '0127', won());
    settles('cang4', '8012', LOST);
  });

  it('đầu, đuôi, big/small and odd/even read the special’s last two (27: head 2, tail 7, small, odd)', () => {
    settles('dau', '2', won());
    settles('dau', '7', LOST);
    settles('duoi', '7', won());
    settles('duoi', '2', LOST);
    settles('de_big_small', 'small', won());
    settles('de_big_small', 'big', LOST);
    settles('de_odd_even', 'odd', won());
    settles('de_odd_even', 'even', LOST);
  });

  it('lô xiên wins when every chosen number is among the lô, lô trượt when none is', () => {
    settles('xien2', '27,35', won());
    settles('xien2', '27,50', LOST);
    settles('xien3', '09,31,88', won());
    settles('xien4', '09,27,35,99', LOST);
    settles('xien4', '08,09,10,12', won());
    settles('truot4', '00,01,02,03', won());
    settles('truot4', '00,01,02,27', LOST);
    settles('truot8', '00,01,02,03,04,05,06,07', won());
    settles('truot10', '00,01,02,03,04,05,06,07,13,62', LOST);
  });

  it('pays lô per hit: 2 points of 27 cost VND 54,000 and pay 7 × 198,000', () => {
    const quote = quoteTicket(
      { game: 'vn_north', betType: 'lo2', selections: ['27'], points: 2 },
      defaultGameConfig('vn_north', 'VND'),
    );
    if (!quote.ok) throw new Error('refused');
    expect(quote.cost).toBe(54_000n);
    expect(quote.maxWin).toBe(198_000n);
    expect(quote.multiHit).toBe(true);
    const bet = quote.bets[0]!;
    expect(payout(bet, evaluateBet('vn_north', 'lo2', bet.key, NORTH))).toBe(1_386_000n);
  });

  it('đề đầu-đuôi on 31 and 27 is four bets: đề đầu wins on 31, đề on 27', () => {
    const quote = quoteTicket(
      { game: 'vn_north', betType: 'de_dau_duoi', selections: ['31', '27'], stake: 10_000n },
      defaultGameConfig('vn_north', 'VND'),
    );
    if (!quote.ok) throw new Error('refused');
    expect(quote.bets.map((b) => `${b.betType} ${b.key}`)).toEqual(['de_dau 31', 'de_dau 27', 'de 31', 'de 27']);
    expect(quote.cost).toBe(40_000n);
    const paid = quote.bets.map((b) => payout(b, evaluateBet('vn_north', b.betType, b.key, NORTH)));
    // Odds 98 (98,000 thousandths): 10,000 × 98 on each winning leg.
    expect(paid).toEqual([980_000n, 0n, 0n, 980_000n]);
    // At most one đề đầu number and one đề number win a draw: the most is one of each.
    expect(quote.maxWin).toBe(1_960_000n);
  });
});

describe('South result (18 numbers)', () => {
  const settles = (betType: string, key: string, expected: Evaluation) =>
    expectSettles('vn_south', SOUTH, betType, key, expected);

  it('lô 2/3/4 số count hits over 18 / 17 / 16 numbers', () => {
    settles('lo2', '56', won(7));
    settles('lo2', '01', won(2));
    settles('lo2', '80', won(2));
    settles('lo2', '34', won(1)); // the eighth prize
    settles('lo2', '12', LOST);
    settles('lo3', '456', won(3)); // special, second, seventh
    settles('lo3', '156', won(2));
    settles('lo3', '034', LOST); // the eighth prize has two digits only
    settles('lo4', '3456', won(2));
    settles('lo4', '0456', LOST); // seventh 456 has three digits only
  });

  it('đề is the special’s last two, đề đầu the eighth prize, 3 and 4 càng the special’s last three and four', () => {
    settles('de', '56', won());
    settles('de', '34', LOST);
    settles('de_dau', '34', won());
    settles('de_dau', '56', LOST);
    settles('cang3', '456', won());
    settles('cang4', '3456', won());
    settles('cang4', '2345', LOST);
  });

  it('đầu 5, đuôi 6, big, even', () => {
    settles('dau', '5', won());
    settles('duoi', '6', won());
    settles('duoi', '5', LOST);
    settles('de_big_small', 'big', won());
    settles('de_odd_even', 'even', won());
    settles('de_odd_even', 'odd', LOST);
  });

  it('lô xiên and trượt read the 18 lô', () => {
    settles('xien2', '01,56', won());
    settles('xien3', '34,45,99', won());
    settles('xien3', '34,45,98', LOST);
    settles('xien4', '01,56,77,80', won());
    settles('truot4', '02,03,04,05', won());
    settles('truot4', '02,03,04,77', LOST);
  });

  it('prices South lô at 18 units a point (MYR unit 0.10: MYR 1.80) paying 99 units a hit', () => {
    const quote = quoteTicket(
      { game: 'vn_south', betType: 'lo2', selections: ['56', '01', '12'], points: 1 },
      defaultGameConfig('vn_south', 'MYR'),
    );
    if (!quote.ok) throw new Error('refused');
    expect(quote.cost).toBe(540n); // 3 × 180 sen
    expect(quote.maxWin).toBe(2970n); // one hit on each of the three numbers
    const paid = quote.bets.map((b) => payout(b, evaluateBet('vn_south', 'lo2', b.key, SOUTH)));
    expect(paid).toEqual([990n * 7n, 990n * 2n, 0n]);
  });
});
