import { gameCategories, type TGameCategory, type TVendorLane } from '@gemilang/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { inHouseImage } from './lobby-game';

/**
 * GCSGAME_gameVendor (ADR 031): a brand's vendors per lane, as the header's dropdowns, the
 * footer's icons and the lobby's vendor filter show them.
 *
 * Order: the brand's vendors, and per vendor and lane how many listed games it has there and whether one is
 * hot (two queries); a vendor has a card in each lane it declares; then each card goes to its lane, except that a SPORTS card of a vendor on the
 * brand's esports list goes to ESPORTS instead (esports cards are split out of SPORTS by a
 * configured list, `merchants.settings.esportsVendors`); lanes come in the navigation's order and empty ones are
 * left out, so the site's navigation shows only categories that have vendors.
 */
export function esportsVendorsOf(settings: Record<string, unknown>): Set<string> {
  const list = settings.esportsVendors;
  if (!Array.isArray(list)) return new Set();
  return new Set(list.filter((code): code is string => typeof code === 'string').map((code) => code.toUpperCase()));
}

export async function gameVendorLanes(
  db: Kysely<Database>,
  merchant: { id: number; settings: Record<string, unknown> },
): Promise<{ lanes: TVendorLane[] }> {
  const vendors = await db
    .selectFrom('game_vendors')
    .select(['id', 'code', 'name', 'status', 'icon_url as iconUrl', 'in_house as inHouse', 'categories', 'wallet_mode'])
    .where('merchant_id', '=', merchant.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const counts = await db
    .selectFrom('games')
    .select((eb) => [
      'vendor_id',
      'category',
      eb.fn.countAll<string>().as('games'),
      sql<boolean>`bool_or(is_hot)`.as('hot'),
    ])
    .where('merchant_id', '=', merchant.id)
    .where('status', '<>', 'disabled')
    .groupBy(['vendor_id', 'category'])
    .execute();
  const countOf = new Map(counts.map((c) => [`${c.vendor_id}:${c.category}`, c]));
  const rows = vendors.flatMap((vendor) =>
    vendor.categories.map((category) => {
      const count = countOf.get(`${vendor.id}:${category}`);
      return { ...vendor, category, games: Number(count?.games ?? 0), hot: count?.hot === true };
    }),
  );

  const esports = esportsVendorsOf(merchant.settings);
  const lanes = new Map<TGameCategory, TVendorLane>();
  for (const row of rows) {
    // A transfer-mode vendor's card waits for its games: the demo one lists none yet (ADR 040), and its
    // sub-wallet is reached from "my wallet", not from a card that opens nothing.
    if (row.wallet_mode === 'transfer' && row.games === 0) continue;
    const title: TGameCategory = row.category === 'SPORTS' && esports.has(row.code) ? 'ESPORTS' : row.category;
    const lane = lanes.get(title) ?? { title, cards: [] };
    if (lane.cards.some((card) => card.vassalage === row.code)) continue;
    lane.cards.push({
      vassalage: row.code,
      name: row.name,
      accountTypeId: row.id,
      gameType: title,
      isHot: row.hot ? 1 : 0,
      status: row.status === 'active' ? 'active' : 'maintenance',
      iconUrl: row.iconUrl ?? (row.inHouse ? inHouseImage('vendor-gemilang') : null),
      games: row.games,
    });
    lanes.set(title, lane);
  }
  return { lanes: gameCategories.flatMap((category) => lanes.get(category) ?? []) };
}
