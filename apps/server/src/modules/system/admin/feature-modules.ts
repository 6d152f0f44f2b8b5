import { featureModuleIds, type TFeatureModules, type TFeatureModulesInput } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { audit, operatorActor } from '../../platform/audit';

async function readModules(db: Kysely<Database>, merchantId: number): Promise<TFeatureModules> {
  const rows = await db
    .selectFrom('feature_modules')
    .select(['mod_id', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .execute();
  const enabled = new Map(rows.map((r) => [r.mod_id, r.enabled]));
  // Every module of the contract, in its order; one with no row yet is off.
  return { modules: featureModuleIds.map((modId) => ({ modId, enabled: enabled.get(modId) ?? false })) };
}

export function featureModules(request: FastifyRequest): Promise<TFeatureModules> {
  return readModules(request.server.deps.db, request.merchant.id);
}

export async function updateFeatureModules(
  request: FastifyRequest,
  input: TFeatureModulesInput,
): Promise<TFeatureModules> {
  const { db } = request.server.deps;
  const merchantId = request.merchant.id;
  await db.transaction().execute(async (trx) => {
    const before = await readModules(trx, merchantId);
    const changes: { modId: string; enabled: boolean }[] = [];
    for (const m of input.modules) {
      if (before.modules.find((b) => b.modId === m.modId)?.enabled === m.enabled) continue;
      changes.push({ modId: m.modId, enabled: m.enabled });
      await trx
        .insertInto('feature_modules')
        .values({
          merchant_id: merchantId,
          mod_id: m.modId,
          parent_mod_id: null,
          enabled: m.enabled,
          sort: featureModuleIds.indexOf(m.modId),
        })
        .onConflict((oc) => oc.columns(['merchant_id', 'mod_id']).doUpdateSet({ enabled: m.enabled }))
        .execute();
    }
    await audit(trx, {
      ...operatorActor(request),
      action: 'feature_modules.update',
      targetType: 'merchant',
      targetId: String(merchantId),
      detail: { changes },
    });
  });
  return readModules(db, merchantId);
}
