import type { TSiteStatusInput, TSiteStatusSettings } from '@gemilang/contract';
import type { Db } from '../../../db/connection';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import { brandMaintenance, setBrandMaintenance } from '../../../platform/brand-settings';
import type { Deps } from '../../../platform/context';
import { forgetMerchants } from '../../../platform/merchant';

// Read from the table, not from actor.merchant: that is cached and may be two seconds old.
async function readSettings(db: Db, merchantId: number): Promise<TSiteStatusSettings> {
  const row = await brandMaintenance(db, merchantId);
  if (!row) throw new AppError('not_found');
  return {
    maintenance: row.maintenance,
    maintenanceFrom: row.maintenance_from?.toISOString() ?? null,
    maintenanceUntil: row.maintenance_until?.toISOString() ?? null,
    maintenanceMessage: {
      ms: row.maintenance_message.ms ?? '',
      en: row.maintenance_message.en ?? '',
      zh: row.maintenance_message.zh ?? '',
    },
  };
}

export function siteStatusSettings(deps: Deps, actor: OperatorActor): Promise<TSiteStatusSettings> {
  return readSettings(deps.db, actor.merchant.id);
}

/** Maintenance switch and window; this process forgets its cached merchant so the site sees it at once. */
export async function updateSiteStatus(
  deps: Deps,
  actor: OperatorActor,
  input: TSiteStatusInput,
): Promise<TSiteStatusSettings> {
  const { db } = deps;
  const merchantId = actor.merchant.id;
  const before = await readSettings(db, merchantId);
  await db.transaction().execute(async (trx) => {
    await setBrandMaintenance(trx, merchantId, {
      maintenance: input.maintenance,
      from: input.maintenanceFrom ? new Date(input.maintenanceFrom) : null,
      until: input.maintenanceUntil ? new Date(input.maintenanceUntil) : null,
      message: input.maintenanceMessage,
    });
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'site_status.update',
      targetType: 'merchant',
      targetId: String(merchantId),
      detail: { before, after: await readSettings(trx, merchantId) },
    });
  });
  forgetMerchants(db);
  return readSettings(db, merchantId);
}
