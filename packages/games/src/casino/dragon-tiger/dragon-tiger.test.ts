import { describe, expect, it } from 'vitest';
import { ratio } from '../../ratio';
import { settleDragonTigerBets, validateDragonTigerBet } from './bets';
import { dragonTigerReturns } from './odds';
import { dragonTigerHand } from './rules';

const OPEN = { suitedTie: true };

describe('dragon tiger', () => {
  it('ranks ace low and king high; a tie of one suit is a suited tie', () => {
    expect(dragonTigerHand({ rank: 1, suit: 'spades' }, { rank: 13, suit: 'spades' }).winner).toBe('tiger');
    expect(dragonTigerHand({ rank: 7, suit: 'hearts' }, { rank: 7, suit: 'clubs' })).toMatchObject({
      winner: 'tie',
      suitedTie: false,
    });
    expect(dragonTigerHand({ rank: 7, suit: 'hearts' }, { rank: 7, suit: 'hearts' })).toMatchObject({
      winner: 'tie',
      suitedTie: true,
    });
  });

  it('pays 1:1, 8:1 and 50:1, and gives back half a dragon or tiger bet on a tie', () => {
    const bets = ['dragon', 'tiger', 'tie', 'suited_tie'].map((type) => {
      const check = validateDragonTigerBet(OPEN, { type, stake: 101n });
      if (!check.ok) throw new Error(check.code);
      return check.bet;
    });
    const tie = dragonTigerHand({ rank: 7, suit: 'hearts' }, { rank: 7, suit: 'hearts' });
    expect(settleDragonTigerBets(tie, bets).map((s) => [s.outcome, s.payout])).toEqual([
      ['half_lost', 50n],
      ['half_lost', 50n],
      ['won', 909n],
      ['won', 5151n],
    ]);
    const dragon = dragonTigerHand({ rank: 9, suit: 'hearts' }, { rank: 2, suit: 'hearts' });
    expect(settleDragonTigerBets(dragon, bets).map((s) => s.payout)).toEqual([202n, 0n, 0n, 0n]);
  });

  it('refuses the suited tie where the table does not offer it, and unknown types', () => {
    expect(validateDragonTigerBet({ suitedTie: false }, { type: 'suited_tie', stake: 1n })).toEqual({
      ok: false,
      code: 'bet_type_closed',
    });
    expect(validateDragonTigerBet(OPEN, { type: 'banker', stake: 1n })).toEqual({
      ok: false,
      code: 'unknown_bet_type',
    });
    expect(validateDragonTigerBet(OPEN, { type: 'tie', stake: -5n })).toEqual({
      ok: false,
      code: 'stake_not_positive',
    });
  });

  it('has the exact house edges of 8 decks: dragon or tiger 3.73%, tie 32.77%, suited tie 13.98%', () => {
    const all = dragonTigerReturns();
    const returns = Object.fromEntries(all.map((r) => [r.bet, r.rtp]));
    // P(tie) = 31/415, P(suited tie) = 7/415, P(dragon) = 192/415.
    expect(returns.dragon).toEqual(ratio(2 * 192 * 2 + 31, 2 * 415));
    expect(returns.tiger).toEqual(returns.dragon);
    expect(returns.tie).toEqual(ratio(9 * 31, 415));
    expect(returns.suited_tie).toEqual(ratio(51 * 7, 415));
    const edges = all.map((r) => Math.round((100 - r.percent) * 100) / 100);
    expect(edges).toEqual([3.73, 3.73, 32.77, 13.98]);
  });
});
