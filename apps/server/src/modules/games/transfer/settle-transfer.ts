import type { Selectable } from 'kysely';
import type { VendorTransfersTable } from '../../../db/schema';
import type { Deps } from '../../../platform/context';
import { entryKinds, memberWalletAccount, systemAccount, transfer } from '../../wallet';
import { transferVendorById } from './transfer-vendors';

export type VendorTransferRow = Selectable<VendorTransfersTable>;

/**
 * How long a transfer the vendor says it never received stays in doubt: longer than any request of ours can
 * still be on its way to the vendor (the client gives up well before), so "not found" after it means the
 * vendor never got it and never will. Before it, "not found" proves nothing and the transfer waits.
 */
export const IN_DOUBT_GRACE_MS = 30_000;

/** The unique id the vendor is sent for a transfer: applied at most once on its side. */
export const vendorTransferId = (id: bigint) => `tw-${id}`;

type Outcome = { state: 'done' } | { state: 'failed'; failure: string };

/**
 * Settles a pending transfer once the vendor's word is known, in one transaction with the row locked (the
 * transfer's own call and a resolver may both get there: the second finds it settled and does nothing).
 * Done out: the vendor paid, so vendor account → member wallet. Failed in: the vendor does not hold it, so
 * the money goes back, vendor account → member wallet. Done in and failed out move nothing more: the in's
 * money moved at its claim, and a failed out never moved any. Each entry's key is the transfer's id.
 */
export async function settleTransfer(deps: Deps, row: VendorTransferRow, outcome: Outcome): Promise<VendorTransferRow> {
  const vendor = await transferVendorById(deps.db, row.merchant_id, row.vendor_id);
  return deps.db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('vendor_transfers')
      .selectAll()
      .where('id', '=', row.id)
      .where('merchant_id', '=', row.merchant_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.state !== 'pending') return locked;
    const giveBack = async (kind: string) =>
      transfer(trx, {
        merchantId: locked.merchant_id,
        kind,
        idempotencyKey: vendorTransferId(locked.id),
        reference: `vendor_transfer:${locked.id}`,
        memberId: locked.member_id,
        memo: vendor.code,
        from: await systemAccount(trx, locked.merchant_id, 'vendor', vendor.code),
        to: await memberWalletAccount(trx, locked.merchant_id, locked.member_id),
        amount: locked.amount,
      });
    let entryId = locked.entry_id;
    let refundEntryId: bigint | null = null;
    if (outcome.state === 'done' && locked.direction === 'out') {
      entryId = (await giveBack(entryKinds.vendorTransferOut)).entryId;
    }
    if (outcome.state === 'failed' && locked.direction === 'in') {
      refundEntryId = (await giveBack(entryKinds.vendorTransferRefund)).entryId;
    }
    return trx
      .updateTable('vendor_transfers')
      .set({
        state: outcome.state,
        entry_id: entryId,
        refund_entry_id: refundEntryId,
        failure: outcome.state === 'failed' ? outcome.failure : null,
        settled_at: deps.now(),
      })
      .where('merchant_id', '=', locked.merchant_id)
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
