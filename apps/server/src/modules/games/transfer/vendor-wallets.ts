import type { TVendorWallets } from '@gemilang/contract';
import type { Deps, MerchantContext } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { memberBalance } from '../../wallet';
import { resolveMemberTransfers } from './resolve-transfers';
import { transferProviderFor } from './transfer-provider';
import { transferVendors } from './transfer-vendors';

/**
 * POST /wps/relay/GCS_vendorWallets: the "my wallet" page's balances (ADR 040).
 *
 * Order: the member's transfers in doubt are asked about first, so the balances read next already hold
 * them; then the main wallet, and each transfer-mode vendor's sub-wallet as the vendor answers it now, all
 * vendors at once (one that does not answer is shown as unknown, never as zero); then how many of the
 * member's transfers with each vendor are still in doubt.
 */
export async function vendorWallets(deps: Deps, merchant: MerchantContext, memberId: bigint): Promise<TVendorWallets> {
  await resolveMemberTransfers(deps, merchant.id, memberId);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const vendors = await transferVendors(deps.db, merchant.id);
  const [balance, balances, pending] = await Promise.all([
    memberBalance(deps.db, merchant.id, memberId),
    Promise.all(
      vendors.map((vendor) =>
        transferProviderFor(deps.db, vendor)
          .balance(`${memberId}`)
          .then(money)
          .catch(() => null),
      ),
    ),
    deps.db
      .selectFrom('vendor_transfers')
      .select(['vendor_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', memberId)
      .where('state', '=', 'pending')
      .groupBy('vendor_id')
      .execute(),
  ]);
  const pendingOf = new Map(pending.map((p) => [p.vendor_id, Number(p.n)]));
  return {
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
    balance: money(balance),
    vendors: vendors.map((vendor, i) => ({
      vassalage: vendor.code,
      name: vendor.name,
      status: vendor.status,
      balance: balances[i] ?? null,
      pending: pendingOf.get(vendor.id) ?? 0,
    })),
    asOf: deps.now().toISOString(),
  };
}
