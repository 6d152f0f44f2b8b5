import type { TSiteStatusInput, TSiteStatusSettings } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { audit, operatorActor } from '../../platform/audit';
import { forgetMerchants } from '../../platform/merchant';

// Read from the table, not from request.merchant: that is cached and may be two seconds old.
async function readSettings(db: Kysely<Database>, merchantId: number): Promise<TSiteStatusSettings> {
  const row = await db
    .selectFrom('merchants')
    .select(['maintenance', 'maintenance_from', 'maintenance_until', 'maintenance_message'])
    .where('id', '=', merchantId)
    .executeTakeFirst();
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

export function siteStatusSettings(request: FastifyRequest): Promise<TSiteStatusSettings> {
  return readSettings(request.server.deps.db, request.merchant.id);
}

/** Maintenance switch and window; this process forgets its cached merchant so the site sees it at once. */
export async function updateSiteStatus(request: FastifyRequest, input: TSiteStatusInput): Promise<TSiteStatusSettings> {
  const { db } = request.server.deps;
  const merchantId = request.merchant.id;
  const before = await readSettings(db, merchantId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('merchants')
      .set({
        maintenance: input.maintenance,
        maintenance_from: input.maintenanceFrom ? new Date(input.maintenanceFrom) : null,
        maintenance_until: input.maintenanceUntil ? new Date(input.maintenanceUntil) : null,
        maintenance_message: JSON.stringify(input.maintenanceMessage),
      })
      .where('id', '=', merchantId)
      .execute();
    await audit(trx, {
      ...operatorActor(request),
      action: 'site_status.update',
      targetType: 'merchant',
      targetId: String(merchantId),
      detail: { before, after: await readSettings(trx, merchantId) },
    });
  });
  forgetMerchants(db);
  return readSettings(db, merchantId);
}
