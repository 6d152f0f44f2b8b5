import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { brandRows } from '../../platform/merchant';
import { paymentGateway } from '../../platform/payments/registry';
import { creditDeposit } from './credit-deposit';
import { closeDeposit } from './deposit-close';
import type { DepositRow } from './deposit-view';

/** How long an online payment may stay unpaid before the site stops waiting (the gateway's window and a margin). */
export const ONLINE_DEPOSIT_EXPIRY_MINUTES = 35;

const syncable = new Set(['created', 'pending_payment', 'expired', 'failed']);

/**
 * Asks the gateway about an online deposit and acts on the answer through the same idempotent use cases
 * as its callback: paid credits (once), failed closes it, and one still unpaid past the window expires.
 * The return page uses it, so a member back from paying sees the outcome even when the callback is
 * late, lost or racing this very call. Throws payment_gateway_unavailable when the gateway cannot answer.
 */
export async function syncDepositWithGateway(
  deps: Deps,
  merchant: { id: number; currencyExponent: number },
  deposit: DepositRow,
): Promise<DepositRow> {
  if (deposit.kind !== 'online' || !deposit.gateway_order_id || !syncable.has(deposit.state)) return deposit;
  const gateway = paymentGateway(deposit.provider);
  if (!gateway) throw new AppError('payment_gateway_unavailable');
  let notice: Awaited<ReturnType<typeof gateway.queryOrder>>;
  try {
    notice = await gateway.queryOrder(
      { db: deps.db, merchantId: merchant.id, now: deps.now },
      deposit.gateway_order_id,
    );
  } catch {
    throw new AppError('payment_gateway_unavailable');
  }
  const matches = notice !== null && notice.amount === deposit.amount && notice.currency === deposit.currency;
  if (matches && notice?.status === 'paid') {
    return (
      await creditDeposit(deps, merchant, deposit.id, { by: 'gateway', gatewayReference: notice.gatewayReference })
    ).deposit;
  }
  if (deposit.state === 'expired' || deposit.state === 'failed') return deposit;
  if (matches && notice?.status === 'failed') {
    return (await closeDeposit(deps, merchant, deposit.id, { as: 'failed' })).deposit;
  }
  const age = deps.now().getTime() - deposit.created_at.getTime();
  if (age > ONLINE_DEPOSIT_EXPIRY_MINUTES * 60_000) {
    return (await closeDeposit(deps, merchant, deposit.id, { as: 'expired' })).deposit;
  }
  return deposit;
}

/**
 * Settles the brand's (or one member's) online deposits left waiting past the window: each is asked of
 * its gateway first, so a payment whose callback never came is still credited. Bounded per call; run
 * where deposits are read (the member's list, the cashier queue), which keeps the books current without
 * a scheduler, and safe to run in several processes at once (every step is guarded and idempotent).
 */
export async function settleStaleDeposits(
  deps: Deps,
  merchant: { id: number; currencyExponent: number },
  memberId?: bigint,
): Promise<void> {
  const cutoff = new Date(deps.now().getTime() - ONLINE_DEPOSIT_EXPIRY_MINUTES * 60_000);
  let query = deps.db
    .selectFrom('deposits')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('state', 'in', ['created', 'pending_payment'])
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(20);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  for (const deposit of await query.execute()) {
    try {
      await syncDepositWithGateway(deps, merchant, deposit);
    } catch {
      // The gateway is not answering: try again on the next read.
    }
  }
}

/** How often the background job looks for online deposits left waiting (when jobs are on). */
export const SETTLE_STALE_EVERY_MS = 60_000;

/**
 * The background pass over every brand: online deposits past their window are settled with their
 * gateway even when nobody opens a page. Several server copies may run it at once: every step it takes
 * is guarded and idempotent, so the worst is a gateway asked twice.
 */
export async function settleAllStaleDeposits(deps: Deps): Promise<void> {
  const cutoff = new Date(deps.now().getTime() - ONLINE_DEPOSIT_EXPIRY_MINUTES * 60_000);
  const brands = await deps.db
    .selectFrom('deposits as d')
    .innerJoin(brandRows(deps.db).as('m'), 'm.id', 'd.merchant_id')
    .select(['m.id', 'm.currency_exponent'])
    .distinct()
    .where('d.state', 'in', ['created', 'pending_payment'])
    .where('d.created_at', '<', cutoff)
    .limit(100)
    .execute();
  for (const brand of brands) {
    await settleStaleDeposits(deps, { id: brand.id, currencyExponent: brand.currency_exponent });
  }
}
