import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import type { RawCallback } from '../../platform/payments/gateway';
import { paymentGateway } from '../../platform/payments/registry';
import { creditDeposit } from './credit-deposit';
import { closeDeposit } from './deposit-close';

/**
 * A gateway's notice about a payment. The signature is checked before anything else is read (a forged
 * notice learns nothing and changes nothing); then the order must be this brand's, of this gateway, for
 * exactly the amount and currency asked. A paid notice credits through the one idempotent credit, so a
 * repeated or racing notice moves the money once; a failed one closes the deposit. Answering without an
 * error tells the gateway to stop retrying.
 */
export async function handleGatewayCallback(
  deps: Deps,
  merchant: { id: number; currencyExponent: number },
  provider: string,
  raw: RawCallback,
  log: FastifyBaseLogger,
): Promise<{ ok: true }> {
  const gateway = paymentGateway(provider);
  if (!gateway) throw new AppError('not_found');
  const notice = await gateway.parseCallback({ db: deps.db, merchantId: merchant.id, now: deps.now }, raw);
  const deposit = await deps.db
    .selectFrom('deposits')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('provider', '=', provider)
    .where('gateway_order_id', '=', notice.orderId)
    .executeTakeFirst();
  if (!deposit) {
    log.warn({ provider, orderId: notice.orderId }, 'payment notice for an unknown order');
    throw new AppError('not_found');
  }
  if (notice.amount !== deposit.amount || notice.currency !== deposit.currency) {
    log.warn(
      { provider, depositId: deposit.id.toString(), noticeAmount: notice.amount.toString(), currency: notice.currency },
      'payment notice does not match its deposit',
    );
    throw new AppError('payment_amount_mismatch');
  }
  if (notice.status === 'paid') {
    await creditDeposit(deps, merchant, deposit.id, { by: 'gateway', gatewayReference: notice.gatewayReference });
  } else if (notice.status === 'failed' && (deposit.state === 'created' || deposit.state === 'pending_payment')) {
    // A failure reported after the deposit was settled otherwise (credited, expired) has nothing to change.
    await closeDeposit(deps, merchant, deposit.id, { as: 'failed' }).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'deposit_already_decided')) throw error;
    });
  }
  return { ok: true };
}
