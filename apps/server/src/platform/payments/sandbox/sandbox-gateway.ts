import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../app-error';
import type { GatewayContext, GatewayNotice, PaymentGateway } from '../gateway';
import { gatewaySecret } from '../gateway-accounts';
import { signatureMatches } from '../signature';

/**
 * The built-in test gateway. It behaves as a real one does: it keeps its own books (sandbox_gateway_orders),
 * shows its own payment page (sandbox-pages.ts), sends the browser back to the site, and confirms each
 * outcome with an asynchronous callback signed with the brand's secret (HMAC-SHA256 over the raw body,
 * hex, in X-Sandbox-Signature), retried until the site answers 200. No money moves anywhere real.
 */
export const SANDBOX = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** How long the payment page accepts a payment, as a real gateway's session would. */
export const SANDBOX_ORDER_MINUTES = 30;
export const sandboxPagePath = '/sandbox-gateway/pay';

/** The callback's body: amounts in minor units as an integer string, so nothing is lost in transit. */
export const ZSandboxNotice = z.object({
  orderId: z.string().min(1).max(64),
  transactionId: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed']),
  amount: z.string().regex(/^\d{1,19}$/),
  currency: z.string().min(3).max(3),
  sentAt: z.string(),
});
export type TSandboxNotice = z.infer<typeof ZSandboxNotice>;

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

async function orderFor(ctx: GatewayContext, orderId: string) {
  return ctx.db
    .selectFrom('sandbox_gateway_orders')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export const sandboxGateway: PaymentGateway = {
  code: SANDBOX,

  async createPayment(ctx, input) {
    const id = `sbx_${randomBytes(18).toString('base64url')}`;
    const expiresAt = new Date(ctx.now().getTime() + SANDBOX_ORDER_MINUTES * 60_000);
    await ctx.db
      .insertInto('sandbox_gateway_orders')
      .values({
        id,
        merchant_id: ctx.merchantId,
        order_id: input.orderId,
        amount: input.amount,
        currency: input.currency,
        exponent: input.exponent,
        language: input.language,
        description: input.description.slice(0, 200),
        callback_url: input.callbackUrl,
        return_url: input.returnUrl,
        expires_at: expiresAt,
      })
      // The same order number twice is the same payment (a retried request), as at a real gateway.
      .onConflict((oc) => oc.columns(['merchant_id', 'order_id']).doNothing())
      .execute();
    const order = await orderFor(ctx, input.orderId);
    if (!order || order.amount !== input.amount || order.currency !== input.currency) {
      throw new AppError('payment_gateway_unavailable');
    }
    return { redirectUrl: `${input.siteOrigin}${sandboxPagePath}/${order.id}`, gatewayReference: order.id };
  },

  async parseCallback(ctx, request) {
    const secret = await gatewaySecret(ctx.db, ctx.merchantId, SANDBOX);
    if (!signatureMatches(secret, request.rawBody, headerValue(request.headers, SANDBOX_SIGNATURE_HEADER))) {
      throw new AppError('payment_signature_invalid');
    }
    let data: unknown;
    try {
      data = JSON.parse(request.rawBody);
    } catch {
      throw new AppError('invalid_input', [{ field: '(body)', reason: 'invalid' }]);
    }
    const parsed = ZSandboxNotice.safeParse(data);
    if (!parsed.success) throw new AppError('invalid_input', [{ field: '(body)', reason: 'invalid' }]);
    const notice = parsed.data;
    return {
      orderId: notice.orderId,
      gatewayReference: notice.transactionId,
      status: notice.status,
      amount: BigInt(notice.amount),
      currency: notice.currency,
    };
  },

  async queryOrder(ctx, orderId): Promise<GatewayNotice | null> {
    const order = await orderFor(ctx, orderId);
    if (!order) return null;
    // An open order past its window is still unpaid, never paid: the site stops waiting by its own clock.
    let status: GatewayNotice['status'] = 'pending';
    if (order.state === 'paid') status = 'paid';
    else if (order.state === 'declined') status = 'failed';
    return {
      orderId: order.order_id,
      gatewayReference: order.id,
      status,
      amount: order.amount,
      currency: order.currency,
    };
  },
};
