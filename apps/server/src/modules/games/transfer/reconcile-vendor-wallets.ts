import { sql } from 'kysely';
import type { Deps } from '../../../platform/context';
import { systemAccountBalance } from '../../wallet';
import { transferProviderFor } from './transfer-provider';
import { transferVendors } from './transfer-vendors';

export interface VendorWalletReconciliation {
  vassalage: string;
  /** The vendor's account in the site's books: what the site moved in less what came back. */
  books: bigint;
  /** What the vendor says its players hold; null when it did not answer. */
  held: bigint | null;
  /** Money of transfers in doubt (pending): it may be on either side until they settle. */
  inDoubt: bigint;
  ok: boolean;
}

/**
 * The site's books against each transfer-mode vendor's own (ADR 040): the vendor account's balance must
 * equal what the vendor says all its players' sub-wallets hold. With no transfer in doubt they must be
 * equal; a difference is money one side moved and the other did not. (No game plays against a sub-wallet
 * yet; when one does, the vendor's statement of its players' net play joins the sum.)
 */
export async function reconcileVendorWallets(deps: Deps, merchantId: number): Promise<VendorWalletReconciliation[]> {
  const results: VendorWalletReconciliation[] = [];
  for (const vendor of await transferVendors(deps.db, merchantId)) {
    const books = await systemAccountBalance(deps.db, merchantId, 'vendor', vendor.code);
    const held = await transferProviderFor(deps.db, vendor)
      .totalHeld()
      .catch(() => null);
    const pending = await deps.db
      .selectFrom('vendor_transfers')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('merchant_id', '=', merchantId)
      .where('vendor_id', '=', vendor.id)
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    const inDoubt = BigInt(pending.total);
    results.push({ vassalage: vendor.code, books, held, inDoubt, ok: inDoubt === 0n && held === books });
  }
  return results;
}
