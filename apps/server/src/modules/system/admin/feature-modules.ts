import { featureModuleIds, type TFeatureModules, type TFeatureModulesInput } from '@gemilang/contract';
import type { Db } from '../../../db/connection';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { featureModuleRows, setFeatureModule } from '../../../platform/feature-modules';

async function readModules(db: Db, merchantId: number): Promise<TFeatureModules> {
  const rows = await featureModuleRows(db, merchantId);
  const enabled = new Map(rows.map((r) => [r.mod_id, r.enabled]));
  // Every module of the contract, in its order; one with no row yet is off.
  return { modules: featureModuleIds.map((modId) => ({ modId, enabled: enabled.get(modId) ?? false })) };
}

export function featureModules(deps: Deps, actor: OperatorActor): Promise<TFeatureModules> {
  return readModules(deps.db, actor.merchant.id);
}

export async function updateFeatureModules(
  deps: Deps,
  actor: OperatorActor,
  input: TFeatureModulesInput,
): Promise<TFeatureModules> {
  const { db } = deps;
  const merchantId = actor.merchant.id;
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
      ...operatorAuditActor(actor),
      action: 'feature_modules.update',
      targetType: 'merchant',
      targetId: String(merchantId),
      detail: { changes },
    });
  });
  return readModules(db, merchantId);
}
