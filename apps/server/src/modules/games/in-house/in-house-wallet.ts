import type { TSeamlessAction } from '@gemilang/contract';
import type { Deps, MerchantContext } from '../../../platform/context';
import { signBody } from '../../../platform/payments/signature';
import { IN_HOUSE_VENDOR } from '../catalogue';
import { seamlessCall } from '../seamless/seamless-call';
import { openVendorSecret } from '../vendor-secret';

/** What the wallet answered: accepted with the balance after, refused with the protocol's code, or unknown. */
export type WalletAnswer =
  | { readonly ok: true; readonly balance: string }
  | { readonly ok: false; readonly code: string }
  | { readonly ok: false; readonly code: 'unreachable' };

/**
 * The in-house game server's client of the seamless wallet (ADR 032): each call is signed with the
 * GEMILANG vendor's secret and goes through `seamlessCall`, the very code an outside vendor's HTTP call
 * reaches (signature, request-id idempotency, the use cases and their ledger entries). Only the HTTP hop is
 * skipped. A call that failed unexpectedly was stored nowhere and is `unreachable`: sending the same body
 * again later is safe.
 */
export async function inHouseWallet(
  deps: Deps,
  merchant: MerchantContext,
  action: TSeamlessAction,
  body: Record<string, unknown>,
): Promise<WalletAnswer> {
  const vendor = await deps.db
    .selectFrom('game_vendors')
    .select(['id', 'merchant_id', 'code', 'secret'])
    .where('merchant_id', '=', merchant.id)
    .where('code', '=', IN_HOUSE_VENDOR)
    .executeTakeFirst();
  if (!vendor) return { ok: false, code: 'vendor_unknown' };
  const rawBody = JSON.stringify(body);
  try {
    const secret = await openVendorSecret(deps.db, deps.config, vendor);
    const answer = await seamlessCall(deps, {
      merchant,
      vendorCode: IN_HOUSE_VENDOR,
      action,
      rawBody,
      signature: signBody(secret, rawBody),
      address: 'in-house',
    });
    const reply = JSON.parse(answer.body) as { ok: boolean; code?: string; balance?: string };
    return reply.ok ? { ok: true, balance: reply.balance ?? '0' } : { ok: false, code: reply.code ?? 'internal_error' };
  } catch {
    return { ok: false, code: 'unreachable' };
  }
}
