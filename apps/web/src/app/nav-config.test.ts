import type { TVendorLane } from '@gemilang/contract';
import { describe, expect, it } from 'vitest';
import { allVendors, vendorsByCategory, visibleCategories } from './nav-config';

const card = (vassalage: string, gameType: TVendorLane['title']) => ({
  vassalage,
  name: `${vassalage} name`,
  accountTypeId: 1,
  gameType,
  isHot: 0 as const,
  status: 'active' as const,
  iconUrl: null,
  games: 1,
});

/** Spec §2: top navigation entries only for the categories that have vendors, from GCSGAME_gameVendor. */
describe('the top navigation from the vendor lanes', () => {
  it('shows only categories with vendors, in the spec order, both lottery lanes under /elott once each', () => {
    const lanes: TVendorLane[] = [
      { title: 'SPORTS', cards: [card('SPV', 'SPORTS')] },
      { title: 'ESPORTS', cards: [card('ESV', 'ESPORTS')] },
      { title: 'RNG', cards: [card('GEMILANG', 'RNG'), card('PG', 'RNG')] },
      { title: 'ELOTT', cards: [card('GEMILANG', 'ELOTT')] },
      { title: 'LOTT', cards: [card('GEMILANG', 'LOTT'), card('TCG_SEA', 'LOTT')] },
    ];
    const shown = visibleCategories(vendorsByCategory(lanes));
    expect(shown.map((c) => [c.id, c.path, c.vendors.map((v) => v.code)])).toEqual([
      ['lottery', '/elott', ['GEMILANG', 'TCG_SEA']],
      ['sports', '/sports', ['SPV']],
      ['rng', '/rng', ['GEMILANG', 'PG']],
      ['esports', '', ['ESV']],
    ]);
    expect(allVendors(lanes).map((v) => v.code)).toEqual(['SPV', 'ESV', 'GEMILANG', 'PG', 'TCG_SEA']);
  });

  it('shows no category at all when the brand has no vendors', () => {
    expect(visibleCategories(vendorsByCategory([]))).toEqual([]);
  });
});
