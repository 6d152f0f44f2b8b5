import type { TVendorLane } from '@gemilang/contract';

/**
 * Game categories of the top navigation (spec §2). An entry appears only when its category has vendors,
 * which come from GCSGAME_gameVendor's lanes. Esports has no page of its own (empty path).
 */
export interface Vendor {
  code: string;
  name: string;
  iconUrl: string | null;
}

export interface GameCategory {
  id: 'lottery' | 'live' | 'sports' | 'fish' | 'rng' | 'pvp' | 'esports';
  path: string;
}

export const gameCategories: readonly GameCategory[] = [
  { id: 'lottery', path: '/elott' },
  { id: 'live', path: '/live' },
  { id: 'sports', path: '/sports' },
  { id: 'fish', path: '/fish' },
  { id: 'rng', path: '/rng' },
  { id: 'pvp', path: '/pvp' },
  { id: 'esports', path: '' },
];

/** Which navigation entry each lane of the vendor answer feeds: both lottery lanes go to /elott (spec §2). */
const categoryOfLane: Record<TVendorLane['title'], GameCategory['id']> = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  RNG: 'rng',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'pvp',
  ELOTT: 'lottery',
  LOTT: 'lottery',
};

/** The vendor lanes as vendors per navigation entry, each vendor once per entry. */
export function vendorsByCategory(lanes: readonly TVendorLane[]): Partial<Record<GameCategory['id'], Vendor[]>> {
  const byCategory: Partial<Record<GameCategory['id'], Vendor[]>> = {};
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

export function visibleCategories(
  vendors: Partial<Record<GameCategory['id'], readonly Vendor[]>>,
): Array<GameCategory & { vendors: readonly Vendor[] }> {
  return gameCategories
    .map((category) => ({ ...category, vendors: vendors[category.id] ?? [] }))
    .filter((category) => category.vendors.length > 0);
}

/** Spec §2: a category's vendor dropdown is left-aligned when it holds more than 6 vendors. */
export const WIDE_DROPDOWN_AFTER = 6;
