import { describe, expect, it } from 'vitest';
import { checkGameConfig } from './config-check';
import { defaultGameConfig } from './defaults';
import type { GameConfig } from './pricing';

// Checked to fail: with the odds floor removed from checkGameConfig, the "pays less than the stake" case passed.
describe('checking a game configuration an operator saves', () => {
  it('accepts every default', () => {
    for (const game of ['5d', 'k3', 'pk10', '11x5', 'vn_north', 'vn_central', 'vn_south'] as const) {
      expect(checkGameConfig(game, defaultGameConfig(game, 'MYR')), game).toEqual([]);
    }
  });

  const north = defaultGameConfig('vn_north', 'VND');
  const edit = (betTypes: GameConfig['betTypes'], rest: Partial<GameConfig> = {}): GameConfig => ({
    ...north,
    ...rest,
    betTypes: { ...north.betTypes, ...betTypes },
  });

  it('refuses odds that pay the stake or less, negative or fractional odds, and unknown odds classes', () => {
    const de = north.betTypes.de!;
    if (de.pricing !== 'odds') throw new Error('đề is odds-priced');
    expect(checkGameConfig('vn_north', edit({ de: { ...de, odds: { '*': 1000 } } }))).toEqual([
      { code: 'odds_too_low', field: 'betTypes.de.odds.*' },
    ]);
    expect(checkGameConfig('vn_north', edit({ de: { ...de, odds: { '*': -5 } } }))).toEqual([
      { code: 'odds_too_low', field: 'betTypes.de.odds.*' },
    ]);
    expect(checkGameConfig('vn_north', edit({ de: { ...de, odds: { '*': 98.5 } } }))).toEqual([
      { code: 'not_integer', field: 'betTypes.de.odds.*' },
    ]);
    expect(checkGameConfig('vn_north', edit({ de: { ...de, odds: { x: 2000 } } }))).toEqual([
      { code: 'odds_class_missing', field: 'betTypes.de.odds.*' },
      { code: 'odds_class_unknown', field: 'betTypes.de.odds.x' },
    ]);
  });

  it('refuses a minimum above the maximum, zero limits and a cap of nothing', () => {
    const de = north.betTypes.de!;
    const lo2 = north.betTypes.lo2!;
    if (de.pricing !== 'odds' || lo2.pricing !== 'per_point') throw new Error('default pricing');
    expect(checkGameConfig('vn_north', edit({ de: { ...de, minStake: 5000n, maxStake: 4000n } }))).toEqual([
      { code: 'min_above_max', field: 'betTypes.de.minStake' },
    ]);
    expect(checkGameConfig('vn_north', edit({ lo2: { ...lo2, minPoints: 0, maxPoints: 1 } }))).toEqual([
      { code: 'not_positive', field: 'betTypes.lo2.minPoints' },
    ]);
    expect(checkGameConfig('vn_north', edit({ lo2: { ...lo2, minPoints: 9, maxPoints: 2 } }))).toEqual([
      { code: 'min_above_max', field: 'betTypes.lo2.minPoints' },
    ]);
    expect(checkGameConfig('vn_north', edit({}, { maxPayoutPerNumber: 0n }))).toEqual([
      { code: 'not_positive', field: 'maxPayoutPerNumber' },
    ]);
  });

  it('refuses bet types the rules do not know and a pricing the rules do not use', () => {
    const lo2 = north.betTypes.lo2!;
    expect(
      checkGameConfig(
        'vn_north',
        edit({ pos_number: { pricing: 'odds', odds: { '*': 9800 }, minStake: 1n, maxStake: 2n } }),
      ),
    ).toEqual([{ code: 'bet_type_unknown', field: 'betTypes.pos_number' }]);
    expect(checkGameConfig('vn_north', edit({ de: lo2 }))).toEqual([
      { code: 'pricing_mismatch', field: 'betTypes.de' },
    ]);
  });
});
