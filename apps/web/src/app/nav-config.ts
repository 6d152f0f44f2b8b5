import type { TGameMenus, TVendorLane } from '@gemilang/contract';

/**
 * Game categories of the top navigation, in the navigation's order: lottery, e-lottery, live casino,
 * slots, sports, esports, fishing, card games. An entry appears when its category has games: vendors in its
 * lanes (GCSGAME_gameVendor) or, for the two lottery entries, the brand's own lottery (its game menu).
 * Esports has no page of its own (empty path).
 */
export interface Vendor {
  code: string;
  name: string;
  iconUrl: string | null;
}

export type GameCategoryId = 'lottery' | 'elott' | 'live' | 'rng' | 'sports' | 'esports' | 'fish' | 'pvp';

export interface GameCategory {
  id: GameCategoryId;
  path: string;
}

export const gameCategories: readonly GameCategory[] = [
  { id: 'lottery', path: '/lottery' },
  { id: 'elott', path: '/elott' },
  { id: 'live', path: '/live' },
  { id: 'rng', path: '/rng' },
  { id: 'sports', path: '/sports' },
  { id: 'esports', path: '' },
  { id: 'fish', path: '/fish' },
  { id: 'pvp', path: '/pvp' },
];

/** Which navigation entry each lane of the vendor answer feeds: both lottery lanes go to /elott. */
const categoryOfLane: Record<TVendorLane['title'], GameCategoryId> = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  RNG: 'rng',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'pvp',
  ELOTT: 'elott',
  LOTT: 'elott',
};

/** What the brand's own lottery offers (its game menu): any game at all, and fast draws (e-lottery). */
export interface HouseLottery {
  lottery: boolean;
  elott: boolean;
}

export function houseLotteryOf(menus: TGameMenus | undefined): HouseLottery {
  const games = (menus?.gameMenus ?? []).flatMap((group) => group.games);
  return { lottery: games.length > 0, elott: games.some((game) => game.prizeMode === 'Elott') };
}

/** The vendor lanes as vendors per navigation entry, each vendor once per entry. */
export function vendorsByCategory(lanes: readonly TVendorLane[]): Partial<Record<GameCategoryId, Vendor[]>> {
  const byCategory: Partial<Record<GameCategoryId, Vendor[]>> = {};
  for (const lane of lanes) {
    const id = categoryOfLane[lane.title];
    const list = byCategory[id] ?? [];
    byCategory[id] = list;
    for (const card of lane.cards) {
      if (!list.some((vendor) => vendor.code === card.vassalage))
        list.push({ code: card.vassalage, name: card.name, iconUrl: card.iconUrl });
    }
  }
  return byCategory;
}

/** Every vendor of the brand once, for the footer's icons. */
export function allVendors(lanes: readonly TVendorLane[]): Vendor[] {
  const seen = new Map<string, Vendor>();
  for (const card of lanes.flatMap((lane) => lane.cards))
    if (!seen.has(card.vassalage))
      seen.set(card.vassalage, { code: card.vassalage, name: card.name, iconUrl: card.iconUrl });
  return [...seen.values()];
}

/** The entries to show: a category with vendors, or a lottery entry the brand's own lottery fills. */
export function visibleCategories(
  vendors: Partial<Record<GameCategoryId, readonly Vendor[]>>,
  house: HouseLottery = { lottery: false, elott: false },
): Array<GameCategory & { vendors: readonly Vendor[] }> {
  const housed = (id: GameCategoryId) => (id === 'lottery' || id === 'elott' ? house[id] : false);
  return gameCategories
    .map((category) => ({ ...category, vendors: vendors[category.id] ?? [] }))
    .filter((category) => category.vendors.length > 0 || housed(category.id));
}

/** A category's vendor dropdown is left-aligned when it holds more than 6 vendors. */
export const WIDE_DROPDOWN_AFTER = 6;
