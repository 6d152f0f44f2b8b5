import type { TAdminVendor, ZVendorStatusInput } from '@gemilang/contract';
import type { z } from 'zod';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { vendorRows, vendorView } from './vendor-view';

/**
 * POST /admin/api/games/vendors/:code/status: an operator puts a vendor under maintenance or back.
 *
 * Order, and why:
 * 1. Lock the brand's vendor row FOR UPDATE, so two operators acting at once apply one after the other and
 *    each audit row's "before" is the status that change replaced (another brand's vendor: game_vendor_unknown).
 * 2. The status it already has answers as it stands and writes nothing: a double click is not two changes.
 * 3. The new status and the audit row (before, after, reason) commit together.
 * Launch reads the vendor's status on every call, so the next launch of any of its games says
 * game_vendor_maintenance; the seamless wallet does not look at it, so credits and rollbacks owed still land.
 */
export async function setVendorStatus(
  deps: Deps,
  actor: OperatorActor,
  code: string,
  input: z.output<typeof ZVendorStatusInput>,
): Promise<TAdminVendor> {
  const { db } = deps;
  const merchant = actor.merchant;
  await db.transaction().execute(async (trx) => {
    const vendor = await trx
      .selectFrom('game_vendors')
      .select(['id', 'status'])
      .where('merchant_id', '=', merchant.id)
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!vendor) throw new AppError('game_vendor_unknown');
    if (vendor.status === input.status) return;
    await trx.updateTable('game_vendors').set({ status: input.status }).where('id', '=', vendor.id).execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'game.vendor_status',
      targetType: 'game_vendor',
      targetId: code,
      detail: { before: { status: vendor.status }, after: { status: input.status }, reason: input.reason },
    });
  });
  const [row] = await vendorRows(db, merchant.id, code);
  if (!row) throw new AppError('game_vendor_unknown');
  return vendorView(row);
}
