import type { Deps } from '../../../platform/context';
import { IN_DOUBT_GRACE_MS, settleTransfer, type VendorTransferRow, vendorTransferId } from './settle-transfer';
import type { TransferStatus } from './transfer-protocol';
import { transferProviderFor } from './transfer-provider';
import { transferVendorById } from './transfer-vendors';

/**
 * A transfer in doubt (its call to the vendor got no answer) is settled by asking the vendor what became
 * of its id, never by guessing (ADR 040): `succeeded` is done, `failed` is failed, `not_found` is failed only
 * once IN_DOUBT_GRACE_MS have passed since it was sent (before that the request may still be on its way).
 * A vendor that does not answer leaves it pending for the next try. Answers the row as it stands after.
 */
export async function resolveTransfer(deps: Deps, row: VendorTransferRow): Promise<VendorTransferRow> {
  if (row.state !== 'pending') return row;
  const vendor = await transferVendorById(deps.db, row.merchant_id, row.vendor_id);
  let status: TransferStatus;
  try {
    status = await transferProviderFor(deps.db, vendor).status(vendorTransferId(row.id));
  } catch {
    return row;
  }
  if (status === 'succeeded') return settleTransfer(deps, row, { state: 'done' });
  if (status === 'failed') return settleTransfer(deps, row, { state: 'failed', failure: 'vendor_failed' });
  const waited = deps.now().getTime() - row.created_at.getTime();
  if (waited < IN_DOUBT_GRACE_MS) return row;
  return settleTransfer(deps, row, { state: 'failed', failure: 'not_received' });
}

/** The member's transfers still in doubt, asked about now (the "my wallet" page does this before it reads). */
export async function resolveMemberTransfers(deps: Deps, merchantId: number, memberId: bigint): Promise<void> {
  const pending = await deps.db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('state', '=', 'pending')
    .orderBy('id')
    .execute();
  for (const row of pending) await resolveTransfer(deps, row);
}

/** Every how often the sweep asks vendors about transfers left in doubt (ADR 040). */
export const TRANSFER_SWEEP_EVERY_MS = 30_000;

/** How many in-doubt transfers one run of the sweep asks about. */
const SWEEP_BATCH = 50;

/** The sweep job: every brand's transfers in doubt past the grace, oldest first. */
export async function resolveStaleTransfers(deps: Deps): Promise<void> {
  const stale = await deps.db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('state', '=', 'pending')
    .where('created_at', '<=', new Date(deps.now().getTime() - IN_DOUBT_GRACE_MS))
    .orderBy('created_at')
    .limit(SWEEP_BATCH)
    .execute();
  for (const row of stale) await resolveTransfer(deps, row);
}
