import { randomBytes } from 'node:crypto';
import {
  depositReturnParam,
  type Language,
  paymentCallbackPath,
  type TOnlineDepositInput,
  type TOnlineDepositStarted,
} from '@gemilang/contract';
import { AppError } from '../../platform/app-error';
import type { Deps, MerchantContext } from '../../platform/context';
import { uniqueViolation } from '../../platform/database-errors';
import { amountFromInput } from '../../platform/money';
import { paymentGateway } from '../../platform/payments/registry';
import { lockMemberCashier } from '../cashier';
import { assertDepositAllowed } from '../protection';
import { withChosenBonus } from './deposit-bonus-choice';
import { closeDeposit } from './deposit-close';
import { checkLimits, usableMethod } from './deposit-methods';
import { type DepositRow, toDeposit } from './deposit-view';
import { findByKey } from './request-bank-transfer-deposit';

/** The site's order number at the gateway: unguessable, and unique across brands and gateways. */
function newOrderId(): string {
  return `GD${randomBytes(12).toString('hex').toUpperCase()}`;
}

/** How long a repeated request waits for the first one's gateway to give its payment page. */
const FIRST_REQUEST_WAIT_MS = 10_000;
const FIRST_REQUEST_POLL_MS = 50;

/**
 * The same payment asked for again (a double click, a retry) while the first request is still waiting for
 * the gateway's page: wait for that page rather than tell the member the gateway is down. A payment whose
 * gateway did not answer (failed, no page) is payment_gateway_unavailable, as the first request said.
 */
async function withPaymentPage(deps: Deps, merchantId: number, first: DepositRow): Promise<DepositRow> {
  let row = first;
  const until = Date.now() + FIRST_REQUEST_WAIT_MS;
  while (!row.payment_url && row.state === 'created' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, FIRST_REQUEST_POLL_MS));
    row = await deps.db
      .selectFrom('deposits')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
  }
  if (!row.payment_url) throw new AppError('payment_gateway_unavailable');
  return row;
}

/**
 * Starts an online payment: the deposit is recorded (created) with a fresh order number, the gateway is
 * asked for a payment page, and the deposit waits for payment (pending_payment) with the page to send
 * the member to. Only the gateway's signed callback, or its answer to a status query, credits it. When
 * the gateway cannot be reached the deposit fails at once and the member is told to try again.
 */
export async function createOnlineDeposit(
  deps: Deps,
  merchant: MerchantContext,
  memberId: bigint,
  input: TOnlineDepositInput,
  language: Language,
  siteOrigin: string,
): Promise<TOnlineDepositStarted> {
  const { db } = deps;
  const amount = amountFromInput(input.amount, merchant.currencyExponent);
  const method = await usableMethod(db, merchant.id, input.methodId, 'online');
  const gateway = paymentGateway(method.provider);
  if (!gateway) throw new AppError('deposit_method_unavailable');
  const reply = (row: DepositRow) => ({
    deposit: toDeposit(row, method.name, merchant.currencyExponent, language),
    redirectUrl: row.payment_url,
  });

  const earlier = await findByKey(deps, merchant.id, memberId, input.idempotencyKey);
  if (earlier) {
    if (earlier.kind !== 'online' || earlier.amount !== amount || earlier.method_id !== method.id) {
      throw new AppError('idempotency_conflict');
    }
    return reply(await withPaymentPage(deps, merchant.id, earlier));
  }
  checkLimits(amount, method, merchant);

  let created: DepositRow;
  try {
    created = await withChosenBonus(
      deps,
      { merchant, memberId, amount, bonusOfferId: input.bonusOfferId },
      async (trx) => {
        // The member's own limits, break or exclusion (docs/product.md, Player protection), under the member's cashier
        // lock so two payments started at once cannot both pass on the same room.
        await lockMemberCashier(trx, memberId);
        await assertDepositAllowed(trx, {
          merchantId: merchant.id,
          memberId,
          amount,
          exponent: merchant.currencyExponent,
          now: deps.now(),
        });
        return trx
          .insertInto('deposits')
          .values({
            merchant_id: merchant.id,
            member_id: memberId,
            method_id: method.id,
            kind: 'online',
            provider: method.provider,
            amount,
            currency: merchant.currency,
            state: 'created',
            gateway_order_id: newOrderId(),
            idempotency_key: input.idempotencyKey,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      },
    );
  } catch (error) {
    if (uniqueViolation(error) !== 'deposits_idempotency') throw error;
    const first = await findByKey(deps, merchant.id, memberId, input.idempotencyKey);
    if (!first) throw error;
    return reply(await withPaymentPage(deps, merchant.id, first));
  }
  const orderId = created.gateway_order_id as string;

  let payment: Awaited<ReturnType<typeof gateway.createPayment>>;
  try {
    payment = await gateway.createPayment(
      { db, merchantId: merchant.id, now: deps.now },
      {
        orderId,
        amount,
        currency: merchant.currency,
        exponent: merchant.currencyExponent,
        language,
        description: `${merchant.name} deposit ${created.id}`,
        callbackUrl: `${siteOrigin}${paymentCallbackPath.replace(':provider', method.provider)}`,
        returnUrl: `${siteOrigin}/?${depositReturnParam}=${created.id}`,
        siteOrigin,
      },
    );
  } catch {
    await closeDeposit(deps, merchant, created.id, { as: 'failed' });
    throw new AppError('payment_gateway_unavailable');
  }

  const now = deps.now();
  const waiting = await db
    .updateTable('deposits')
    .set({
      state: 'pending_payment',
      payment_url: payment.redirectUrl,
      gateway_reference: payment.gatewayReference,
      updated_at: now,
    })
    .where('merchant_id', '=', merchant.id)
    .where('id', '=', created.id)
    .where('state', '=', 'created')
    .returningAll()
    .executeTakeFirst();
  // Only a gateway that confirmed before its own answer arrived could have moved it; show what it is now.
  const row =
    waiting ??
    (await db
      .selectFrom('deposits')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow());
  return {
    deposit: toDeposit(row, method.name, merchant.currencyExponent, language),
    redirectUrl: payment.redirectUrl,
  };
}
