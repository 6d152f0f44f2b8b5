import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config';
import type { Database, GameCategory, LocalizedJson } from '../../db/schema';
import { newSealedVendorSecret } from './vendor-secret';

/**
 * A new brand's game catalogue (ADR 030): the in-house vendor GEMILANG, which speaks the seamless-wallet
 * protocol like any outside vendor, and its games. Codes are stable (rounds and records name them); names,
 * order, hot flags and status are the operator's to edit afterwards.
 */
export const IN_HOUSE_VENDOR = 'GEMILANG';

/** Where the site frames an in-house game; the server serves /play/<game> in a later step (ADR 030). */
export const IN_HOUSE_LAUNCH_URL = '/play/{game}?code={code}&lang={lang}';

export interface CatalogueGame {
  code: string;
  name: LocalizedJson;
  category: GameCategory;
  subCategory: string;
  isHot: boolean;
}

// The slots are in the slots lane (RNG); the table games (baccarat, dragon tiger, roulette, sic bo) in the
// casino lane (LIVE) with the brand's other tables, not filed under slots (ADR 053).
export const inHouseGames: readonly CatalogueGame[] = [
  {
    code: 'GM_SLOT_JUNGLE',
    name: { ms: 'Harta Rimba', en: 'Jungle Treasure', zh: '丛林宝藏' },
    category: 'RNG',
    subCategory: 'slots',
    isHot: true,
  },
  {
    code: 'GM_SLOT_DRAGON',
    name: { ms: 'Naga Emas', en: 'Golden Dragon', zh: '金龙' },
    category: 'RNG',
    subCategory: 'slots',
    isHot: false,
  },
  {
    code: 'GM_BACCARAT',
    name: { ms: 'Bakarat', en: 'Baccarat', zh: '百家乐' },
    category: 'LIVE',
    subCategory: 'baccarat',
    isHot: true,
  },
  {
    code: 'GM_DRAGON_TIGER',
    name: { ms: 'Naga Harimau', en: 'Dragon Tiger', zh: '龙虎' },
    category: 'LIVE',
    subCategory: 'dragon_tiger',
    isHot: false,
  },
  {
    code: 'GM_ROULETTE_EU',
    name: { ms: 'Rolet Eropah', en: 'European Roulette', zh: '欧式轮盘' },
    category: 'LIVE',
    subCategory: 'roulette',
    isHot: false,
  },
  {
    code: 'GM_SICBO',
    name: { ms: 'Sic Bo', en: 'Sic Bo', zh: '骰宝' },
    category: 'LIVE',
    subCategory: 'sicbo',
    isHot: false,
  },
];

/**
 * Adds the in-house vendor and its games where the brand lacks them (a brand's own edits are left alone).
 * The vendor's secret is fresh random bytes per brand, stored sealed (ADR 045): only this server signs the
 * in-house games' calls.
 */
export async function seedGameCatalogue(
  db: Kysely<Database> | Transaction<Database>,
  config: Pick<Config, 'SECRETS_KEY'>,
  merchantId: number,
): Promise<void> {
  await db
    .insertInto('game_vendors')
    .values({
      merchant_id: merchantId,
      code: IN_HOUSE_VENDOR,
      name: 'Gemilang',
      categories: ['RNG', 'LIVE'],
      wallet_mode: 'seamless',
      secret: newSealedVendorSecret(config, merchantId, IN_HOUSE_VENDOR),
      launch_url: IN_HOUSE_LAUNCH_URL,
      in_house: true,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
  const vendor = await db
    .selectFrom('game_vendors')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', IN_HOUSE_VENDOR)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('games')
    .values(
      inHouseGames.map((g, sort) => ({
        merchant_id: merchantId,
        vendor_id: vendor.id,
        code: g.code,
        name: JSON.stringify(g.name),
        category: g.category,
        sub_category: g.subCategory,
        is_hot: g.isHot,
        sort,
      })),
    )
    .onConflict((oc) => oc.columns(['vendor_id', 'code']).doNothing())
    .execute();
}
