import type { TVendorLane } from '@gemilang/contract';
import { describe, expect, it } from 'vitest';
import { allVendors, houseLotteryOf, vendorsByCategory, visibleCategories } from './nav-config';

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

/** Top navigation entries only for the categories that have vendors, from GCSGAME_gameVendor. */
describe('the top navigation from the vendor lanes', () => {
  it('shows only categories with vendors, in navigation order, both lottery lanes under /elott once each', () => {
    const lanes: TVendorLane[] = [
      { title: 'SPORTS', cards: [card('SPV', 'SPORTS')] },
      { title: 'ESPORTS', cards: [card('ESV', 'ESPORTS')] },
      { title: 'RNG', cards: [card('GEMILANG', 'RNG'), card('PG', 'RNG')] },
      { title: 'ELOTT', cards: [card('GEMILANG', 'ELOTT')] },
      { title: 'LOTT', cards: [card('GEMILANG', 'LOTT'), card('TCG_SEA', 'LOTT')] },
    ];
    const shown = visibleCategories(vendorsByCategory(lanes));
    expect(shown.map((c) => [c.id, c.path, c.vendors.map((v) => v.code)])).toEqual([
      ['elott', '/elott', ['GEMILANG', 'TCG_SEA']],
      ['rng', '/rng', ['GEMILANG', 'PG']],
      ['sports', '/sports', ['SPV']],
      ['esports', '', ['ESV']],
    ]);
    expect(allVendors(lanes).map((v) => v.code)).toEqual(['SPV', 'ESV', 'GEMILANG', 'PG', 'TCG_SEA']);
  });

  it('shows no category at all when the brand has no vendors and no lottery', () => {
    expect(visibleCategories(vendorsByCategory([]))).toEqual([]);
    expect(visibleCategories(vendorsByCategory([]), houseLotteryOf({ gameMenus: [] }))).toEqual([]);
  });

  it("shows the brand's own lottery first, and e-lottery when it has fast draws, with no vendor at all", () => {
    const game = (code: string, prizeMode: 'Elott' | 'SEA') => ({
      code,
      kind: '5d' as const,
      prizeMode,
      gameGroupCode: 'G',
      labelName: code,
      defaultPlayType: 'x',
      intervalMinutes: null,
      isHot: false,
    });
    const vn = houseLotteryOf({ gameMenus: [{ gameGroupCode: 'VN', labelName: 'VN', games: [game('XSMB', 'SEA')] }] });
    const lanes: TVendorLane[] = [{ title: 'LIVE', cards: [card('GEMILANG', 'LIVE')] }];
    expect(visibleCategories(vendorsByCategory(lanes), vn).map((c) => [c.id, c.path])).toEqual([
      ['lottery', '/lottery'],
      ['live', '/live'],
    ]);
    const both = houseLotteryOf({
      gameMenus: [{ gameGroupCode: 'E', labelName: 'E', games: [game('XSMB', 'SEA'), game('FT5D', 'Elott')] }],
    });
    expect(visibleCategories(vendorsByCategory(lanes), both).map((c) => c.id)).toEqual(['lottery', 'elott', 'live']);
  });
});
