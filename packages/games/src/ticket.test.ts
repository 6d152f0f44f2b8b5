import { describe, expect, it } from 'vitest';
import { DEFAULT_ODDS, defaultGameConfig, statedReturn } from './defaults';
import { payout, quoteTicket, winForOdds } from './pricing';
import { betTypesOf, GAME_KINDS } from './registry';
import { returnToPlayer } from './rtp';
import { validateTicket } from './ticket';

describe('ticket validation', () => {
  it('refuses with stable codes that point at the offending selection', () => {
    const check = (betType: string, selections: string[], game: 'vn_north' | '11x5' | '5d' | 'k3' = 'vn_north') =>
      validateTicket({ game, betType, selections, stake: 1000n, points: 1 });
    expect(check('nope', ['27'])).toEqual({ ok: false, errors: [{ code: 'unknown_bet_type' }] });
    expect(check('de', [])).toEqual({ ok: false, errors: [{ code: 'selection_empty' }] });
    expect(check('de', ['27', '2x', '127', '27'])).toEqual({
      ok: false,
      errors: [
        { code: 'selection_malformed', index: 1, selection: '2x' },
        { code: 'number_out_of_range', index: 2, selection: '127' },
        { code: 'number_duplicated', index: 3, selection: '27' },
      ],
    });
    expect(check('any_2in2', ['03', '12'], '11x5')).toMatchObject({
      ok: false,
      errors: [{ code: 'number_out_of_range', index: 1 }],
    });
    expect(check('pos_number', ['pos6:1'], '5d')).toMatchObject({ errors: [{ code: 'number_out_of_range' }] });
    expect(check('first2_ordered', ['03,03'], '11x5')).toMatchObject({ errors: [{ code: 'number_duplicated' }] });
    expect(check('first3_ordered', ['03,04'], '11x5')).toMatchObject({ errors: [{ code: 'selection_count_wrong' }] });
    expect(check('xien3', ['27', '35'])).toEqual({ ok: false, errors: [{ code: 'selection_count_wrong' }] });
    expect(
      check(
        'xien2',
        Array.from({ length: 11 }, (_, i) => String(i).padStart(2, '0')),
      ),
    ).toEqual({
      ok: false,
      errors: [{ code: 'too_many_selections' }],
    });
    expect(check('sum', ['19'], 'k3')).toMatchObject({ errors: [{ code: 'number_out_of_range' }] });
    expect(check('triple', ['112'], 'k3')).toMatchObject({ errors: [{ code: 'selection_malformed' }] });
  });

  it('asks for a stake on odds types and whole points on lô', () => {
    expect(validateTicket({ game: 'vn_north', betType: 'de', selections: ['27'] })).toMatchObject({
      errors: [{ code: 'stake_missing' }],
    });
    expect(validateTicket({ game: 'vn_north', betType: 'de', selections: ['27'], stake: 0n })).toMatchObject({
      errors: [{ code: 'stake_not_positive' }],
    });
    expect(validateTicket({ game: 'vn_north', betType: 'lo2', selections: ['27'], points: 1.5 })).toMatchObject({
      errors: [{ code: 'points_not_positive_integer' }],
    });
    expect(validateTicket({ game: 'vn_north', betType: 'lo2', selections: ['27'] })).toMatchObject({
      errors: [{ code: 'points_missing' }],
    });
  });

  it('expands lô into one bet per number, xiên into its k-subsets and normalises typed selections', () => {
    const lo = validateTicket({
      game: 'vn_north',
      betType: 'lo2',
      selections: ['27', '35', '09', '00', '99'],
      points: 1,
    });
    expect(lo.ok && lo.bets.map((b) => b.key)).toEqual(['27', '35', '09', '00', '99']);
    const xien = validateTicket({ game: 'vn_north', betType: 'xien2', selections: ['35', '27'], stake: 1n });
    expect(xien).toEqual({ ok: true, bets: [{ betType: 'xien2', key: '27,35', numbers: ['27', '35'] }] });
    const three = validateTicket({ game: 'vn_north', betType: 'xien2', selections: ['35', '27', '09'], stake: 1n });
    expect(three.ok && three.bets.map((b) => b.key)).toEqual(['09,27', '09,35', '27,35']);
    const balls = validateTicket({ game: '11x5', betType: 'first2_ordered', selections: [' 3, 7 '], stake: 1n });
    expect(balls.ok && balls.bets[0]!.key).toBe('03,07');
    const pos = validateTicket({ game: '5d', betType: 'pos_big_small', selections: ['POS3:Big'], stake: 1n });
    expect(pos.ok && pos.bets[0]!.key).toBe('pos3:big');
    const anyOrder = validateTicket({ game: '11x5', betType: 'first2_any', selections: ['7', '3', '11'], stake: 1n });
    expect(anyOrder.ok && anyOrder.bets).toEqual([
      { betType: 'first2_any', key: '03,07' },
      { betType: 'first2_any', key: '03,11' },
      { betType: 'first2_any', key: '07,11' },
    ]);
  });
});

describe('quote and payout', () => {
  const myr5d = defaultGameConfig('5d', 'MYR');

  it('costs stake × bets and wins floor(stake × odds / 1000) a bet', () => {
    expect(winForOdds(333n, 1960)).toBe(652n); // 652.68 rounds down
    const quote = quoteTicket(
      { game: '5d', betType: 'pos_number', selections: ['pos1:3', 'pos1:4', 'pos2:3'], stake: 333n },
      myr5d,
    );
    if (!quote.ok) throw new Error('refused');
    expect(quote.cost).toBe(999n);
    expect(quote.bets.map((b) => b.winPerHit)).toEqual([3263n, 3263n, 3263n]);
    // Two numbers on position 1 cannot both win; position 2 can win beside it.
    expect(quote.maxWin).toBe(6526n);
    expect(quote.multiHit).toBe(false);
  });

  it('counts one win for bets that exclude each other and the best case of combinations', () => {
    const k3 = defaultGameConfig('k3', 'MYR');
    const sums = quoteTicket({ game: 'k3', betType: 'sum', selections: ['3', '10'], stake: 100n }, k3);
    expect(sums.ok && sums.maxWin).toBe(21_168n); // sum 3 at 211.68, not both
    const anyTwo = quoteTicket(
      { game: '11x5', betType: 'any_2in2', selections: ['01', '02', '03', '04', '05', '06'], stake: 100n },
      defaultGameConfig('11x5', 'MYR'),
    );
    // 15 bets; at most C(5, 2) = 10 of them win (five of the six numbers drawn).
    expect(anyTwo.ok && [anyTwo.bets.length, anyTwo.maxWin]).toEqual([15, 10n * 539n]);
  });

  it('enforces the configured limits and closed bet types', () => {
    const config = defaultGameConfig('5d', 'VND');
    expect(quoteTicket({ game: '5d', betType: 'sum_odd_even', selections: ['odd'], stake: 999n }, config)).toEqual({
      ok: false,
      errors: [{ code: 'stake_below_minimum' }],
    });
    expect(
      quoteTicket({ game: '5d', betType: 'sum_odd_even', selections: ['odd'], stake: 50_000_001n }, config),
    ).toMatchObject({ errors: [{ code: 'stake_above_maximum' }] });
    const { sum_odd_even: _closed, ...open } = config.betTypes;
    expect(
      quoteTicket(
        { game: '5d', betType: 'sum_odd_even', selections: ['odd'], stake: 1000n },
        { ...config, betTypes: open },
      ),
    ).toEqual({ ok: false, errors: [{ code: 'bet_type_closed' }] });
  });

  it('pays winPerHit × hits when won, the stake on a push, nothing when lost', () => {
    const bet = { stake: 1000n, winPerHit: 1956n };
    expect(payout(bet, { outcome: 'won', hits: 1 })).toBe(1956n);
    expect(payout(bet, { outcome: 'won', hits: 3 })).toBe(5868n);
    expect(payout(bet, { outcome: 'push', hits: 0 })).toBe(1000n);
    expect(payout(bet, { outcome: 'lost', hits: 0 })).toBe(0n);
  });
});

describe('default prices', () => {
  it('give every bet type and odds class its stated return, to within 0.1 point and never above', () => {
    for (const game of GAME_KINDS) {
      const config = defaultGameConfig(game, 'VND');
      for (const def of betTypesOf(game)) {
        const price = config.betTypes[def.code];
        expect(price, `${game} ${def.code}`).toBeDefined();
        const stated = statedReturn(game, def.code) / 10;
        for (const r of returnToPlayer(game, def.code, price!)) {
          expect(r.percent, `${game} ${def.code} ${r.oddsClass}`).toBeLessThanOrEqual(stated);
          expect(r.percent, `${game} ${def.code} ${r.oddsClass}`).toBeGreaterThan(stated - 0.1);
        }
      }
    }
  });

  it('match the domain figures: North lô 27 → 99 is 99%, đề 98 is 98%, fair lô xiên 2 with 27 lô is 18.2', () => {
    const north = defaultGameConfig('vn_north', 'VND').betTypes;
    expect(returnToPlayer('vn_north', 'lo2', north.lo2!)[0]!.rtp).toEqual({ num: 99n, den: 100n });
    expect(returnToPlayer('vn_north', 'de', north.de!)[0]!.percent).toBe(98);
    expect(returnToPlayer('vn_north', 'xien2', { pricing: 'odds', odds: { '*': 18_221 } })[0]!.percent).toBeCloseTo(
      100,
      1,
    );
    expect(DEFAULT_ODDS['11x5'].pos_big_small).toEqual({ '*': 1956 });
    // 11x5 position: 5/11 × 1.956 + 1/11 pushed = 10.78 / 11 = 98% exactly.
    expect(returnToPlayer('11x5', 'pos_big_small', { pricing: 'odds', odds: { '*': 1956 } })[0]!.rtp).toEqual({
      num: 49n,
      den: 50n,
    });
  });
});
