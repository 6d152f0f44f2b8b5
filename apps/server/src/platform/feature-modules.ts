import type { FeatureModuleId } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';

/** Whether a brand has a feature module switched on; a missing row counts as off. */
export async function featureOn(db: Db, merchantId: number, modId: FeatureModuleId): Promise<boolean> {
  const row = await db
    .selectFrom('feature_modules')
    .select('enabled')
    .where('merchant_id', '=', merchantId)
    .where('mod_id', '=', modId)
    .executeTakeFirst();
  return row?.enabled === true;
}

/** The brand's feature-module rows: siblings in `sort` order, then by id. */
export function featureModuleRows(db: Db, merchantId: number) {
  return db
    .selectFrom('feature_modules')
    .select(['mod_id', 'parent_mod_id', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('mod_id')
    .execute();
}

/** Switches one module on or off, adding its row (top-level, at `sort`) when the brand has none yet. */
export async function setFeatureModule(
  trx: Transaction<Database>,
  merchantId: number,
  module: { modId: string; enabled: boolean; sort: number },
): Promise<void> {
  await trx
    .insertInto('feature_modules')
    .values({
      merchant_id: merchantId,
      mod_id: module.modId,
      parent_mod_id: null,
      enabled: module.enabled,
      sort: module.sort,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'mod_id']).doUpdateSet({ enabled: module.enabled }))
    .execute();
}

/** A new brand's modules, top-level, sorted as listed. */
export async function addFeatureModules(
  trx: Transaction<Database>,
  merchantId: number,
  modules: { modId: string; enabled: boolean }[],
): Promise<void> {
  await trx
    .insertInto('feature_modules')
    .values(
      modules.map((m, sort) => ({
        merchant_id: merchantId,
        mod_id: m.modId,
        parent_mod_id: null,
        enabled: m.enabled,
        sort,
      })),
    )
    .execute();
}
