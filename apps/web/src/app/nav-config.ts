/**
 * Game categories of the top navigation (spec §2). An entry appears only when its category has vendors.
 * Vendors arrive with the games issue (GCSGAME_gameVendor); until then no category has any, so the list
 * of vendors is empty and no category is shown. Esports has no page of its own (empty path).
 */
export interface Vendor {
  code: string;
  name: string;
  iconUrl: string;
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

/** Vendors per category, filled by the games issue. */
export const vendorsByCategory: Partial<Record<GameCategory['id'], readonly Vendor[]>> = {};

export function visibleCategories(
  vendors: Partial<Record<GameCategory['id'], readonly Vendor[]>> = vendorsByCategory,
): Array<GameCategory & { vendors: readonly Vendor[] }> {
  return gameCategories
    .map((category) => ({ ...category, vendors: vendors[category.id] ?? [] }))
    .filter((category) => category.vendors.length > 0);
}

/** Spec §2: a category's vendor dropdown is left-aligned when it holds more than 6 vendors. */
export const WIDE_DROPDOWN_AFTER = 6;
