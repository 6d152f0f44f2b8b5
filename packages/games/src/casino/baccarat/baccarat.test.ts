import { describe, expect, it } from 'vitest';
import { ratio } from '../../ratio';
import type { Card } from '../cards/shoe';
import { settleBaccaratBets, validateBaccaratBet } from './bets';
import { baccaratPairWeights, baccaratReturns, baccaratWinnerWeights } from './odds';
import { baccaratHand, bankerDraws } from './rules';

// Cards by rank in deal order (P1 B1 P2 B2, then third cards); suits do not matter to the coup.
const top = (...ranks: number[]): Card[] => ranks.map((rank, i) => ({ rank, suit: i % 2 ? 'hearts' : 'spades' }));

describe('the coup', () => {
  it('stops on a natural: neither side draws', () => {
    const hand = baccaratHand(top(4, 10, 4, 6, 9, 9));
    expect(hand.player).toHaveLength(2);
    expect(hand.banker).toHaveLength(2);
    expect([hand.playerTotal, hand.bankerTotal, hand.winner]).toEqual([8, 6, 'player']);
  });

  it('draws the player on 0-5; the banker then follows the tableau on the player’s third card', () => {
    // Player 2+3 = 5 draws a 7 → 2. Banker 10+6 = 6 draws on a third 6 or 7: takes the 4 → 0.
    const hand = baccaratHand(top(2, 10, 3, 6, 7, 4));
    expect(hand.player.map((c) => c.rank)).toEqual([2, 3, 7]);
    expect(hand.banker.map((c) => c.rank)).toEqual([10, 6, 4]);
    expect([hand.playerTotal, hand.bankerTotal, hand.winner]).toEqual([2, 0, 'player']);
    // Same, but the player's third is an 8: banker 6 stands.
    const stands = baccaratHand(top(2, 10, 3, 6, 8, 4));
    expect(stands.banker).toHaveLength(2);
    expect([stands.playerTotal, stands.bankerTotal, stands.winner]).toEqual([3, 6, 'banker']);
  });

  it('lets a banker whose player stood on 6-7 draw on 0-5 with the fifth card', () => {
    const hand = baccaratHand(top(3, 2, 4, 3, 2, 9));
    expect(hand.player).toHaveLength(2);
    expect(hand.banker.map((c) => c.rank)).toEqual([2, 3, 2]);
    expect([hand.playerTotal, hand.bankerTotal, hand.winner]).toEqual([7, 7, 'tie']);
  });

  it('follows the whole banker tableau', () => {
    const draws = (banker: number, third: number) => bankerDraws(0, banker, third);
    for (let t = 0; t <= 9; t += 1) {
      expect([0, 1, 2].every((b) => draws(b, t))).toBe(true);
      expect(draws(3, t)).toBe(t !== 8);
      expect(draws(4, t)).toBe(t >= 2 && t <= 7);
      expect(draws(5, t)).toBe(t >= 4 && t <= 7);
      expect(draws(6, t)).toBe(t === 6 || t === 7);
      expect(draws(7, t)).toBe(false);
    }
  });

  it('marks pairs on each side’s first two cards', () => {
    const hand = baccaratHand(top(12, 5, 12, 5, 1, 1));
    expect([hand.playerPair, hand.bankerPair]).toEqual([true, true]);
    expect(baccaratHand(top(12, 5, 13, 6, 1, 1)).playerPair).toBe(false);
  });
});

describe('bets', () => {
  it('pays player 1:1, banker 0.95:1, tie 8:1, pairs 11:1; player and banker push on a tie', () => {
    const bets = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'].map((type) => {
      const check = validateBaccaratBet({ type, stake: 1000n });
      if (!check.ok) throw new Error(check.code);
      return check.bet;
    });
    const banker = settleBaccaratBets({ winner: 'banker', playerPair: true, bankerPair: false }, bets);
    expect(banker.map((s) => s.payout)).toEqual([0n, 1950n, 0n, 12000n, 0n]);
    const tie = settleBaccaratBets({ winner: 'tie', playerPair: false, bankerPair: true }, bets);
    expect(tie.map((s) => [s.outcome, s.payout])).toEqual([
      ['push', 1000n],
      ['push', 1000n],
      ['won', 9000n],
      ['lost', 0n],
      ['won', 12000n],
    ]);
    // Commission rounds down to the minor unit, in the house's favour: 0.95 × 15 = 14.25 → 14.
    const odd = validateBaccaratBet({ type: 'banker', stake: 15n });
    expect(
      odd.ok && settleBaccaratBets({ winner: 'banker', playerPair: false, bankerPair: false }, [odd.bet])[0]!.payout,
    ).toBe(29n);
  });

  it('refuses an unknown bet type, a stake of nothing, and numbers it does not take', () => {
    expect(validateBaccaratBet({ type: 'dragon', stake: 1n })).toEqual({ ok: false, code: 'unknown_bet_type' });
    expect(validateBaccaratBet({ type: 'player', stake: 0n })).toEqual({ ok: false, code: 'stake_not_positive' });
    expect(validateBaccaratBet({ type: 'tie', numbers: [3], stake: 5n })).toEqual({
      ok: false,
      code: 'numbers_wrong_count',
    });
  });
});

describe('exact odds from an 8-deck shoe', () => {
  it('match the published figures: banker 45.8597%, player 44.6247%, tie 9.5156%', () => {
    const weights = baccaratWinnerWeights();
    const total = weights.reduce((s, w) => s + w.weight, 0n);
    expect(total).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    const p = Object.fromEntries(weights.map((w) => [w.outcome, Number(w.weight) / Number(total)]));
    expect(p.banker).toBeCloseTo(0.458597, 6);
    expect(p.player).toBeCloseTo(0.446247, 6);
    expect(p.tie).toBeCloseTo(0.095156, 6);
    const [pair, noPair] = baccaratPairWeights();
    expect(ratio(pair!.weight, pair!.weight + noPair!.weight)).toEqual(ratio(31, 415));
  });

  it('give the house edges: banker 1.06%, player 1.24%, tie 14.36%, each pair 10.36%', () => {
    const returns = baccaratReturns();
    const edge = Object.fromEntries(returns.map((r) => [r.bet, Math.round((100 - r.percent) * 100) / 100]));
    expect(edge).toEqual({ player: 1.24, banker: 1.06, tie: 14.36, player_pair: 10.36, banker_pair: 10.36 });
    // The pair's return is exactly 12 × 31/415.
    expect(returns.find((r) => r.bet === 'player_pair')!.rtp).toEqual(ratio(12 * 31, 415));
  });
});
