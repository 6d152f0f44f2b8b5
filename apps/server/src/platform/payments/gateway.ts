import type { Language } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The adapter between the cashier and a payment gateway. A provider (the built-in `sandbox`, or a real
 * one an operator adds) implements it and registers under its code (registry.ts); a deposit method names
 * the code. The cashier never learns a provider's wire format: it asks for a payment page, hands over a
 * callback's raw request to be verified and read, and asks for an order's status.
 */
export interface GatewayContext {
  db: Kysely<Database>;
  merchantId: number;
  now: () => Date;
}

export interface CreatePaymentInput {
  /** The site's order number: unique, and what every notice about this payment names. */
  orderId: string;
  /** Minor units of `currency`. */
  amount: bigint;
  currency: string;
  exponent: number;
  language: Language;
  description: string;
  /** Where the gateway posts its signed notice (absolute URL). */
  callbackUrl: string;
  /** Where the gateway sends the browser back after paying or declining (absolute URL). */
  returnUrl: string;
  /** This site's origin (scheme and host), for a gateway whose pages this server itself serves. */
  siteOrigin: string;
}

export interface CreatedPayment {
  /** The gateway's page the member pays on. */
  redirectUrl: string;
  /** The gateway's own id for the payment. */
  gatewayReference: string;
}

/** What a gateway says about an order: paid, failed (declined, cancelled), or not settled yet. */
export interface GatewayNotice {
  orderId: string;
  gatewayReference: string;
  status: 'paid' | 'failed' | 'pending';
  /** Minor units, as the gateway states them; the cashier checks them against the order. */
  amount: bigint;
  currency: string;
}

export interface RawCallback {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures cover these bytes, not a re-serialised object. */
  rawBody: string;
}

export interface PaymentGateway {
  readonly code: string;
  createPayment(ctx: GatewayContext, input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Verifies a callback's signature (in constant time) and reads it. Throws AppError
   * `payment_signature_invalid` for a notice it did not sign, `invalid_input` for one it cannot read.
   */
  parseCallback(ctx: GatewayContext, request: RawCallback): Promise<GatewayNotice>;
  /** The gateway's view of an order; null when it has never heard of it. */
  queryOrder(ctx: GatewayContext, orderId: string): Promise<GatewayNotice | null>;
}
