import { featureModuleIds, type TFeatureModules, type TFeatureModulesInput } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/connection';
import { audit, operatorActor } from '../../../platform/audit';
import { featureModuleRows, setFeatureModule } from '../../../platform/feature-modules';

async function readModules(db: Db, merchantId: number): Promise<TFeatureModules> {
  const rows = await featureModuleRows(db, merchantId);
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
      await setFeatureModule(trx, merchantId, {
        modId: m.modId,
        enabled: m.enabled,
        sort: featureModuleIds.indexOf(m.modId),
      });
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
