import type { PaymentGateway } from './gateway';

/**
 * Payment gateways this server can use, by provider code. The sandbox registers itself outside
 * production (deposits/routes.ts). To add a real provider, implement PaymentGateway in a file beside this
 * one (its credentials go in payment_gateway_accounts.settings for each brand) and call
 * registerPaymentGateway at start; a deposit method with that provider code then uses it.
 */
const gateways = new Map<string, PaymentGateway>();

export function registerPaymentGateway(gateway: PaymentGateway): void {
  gateways.set(gateway.code, gateway);
}

/** Takes a gateway out (a test that registered one of its own puts the registry back as it was). */
export function unregisterPaymentGateway(code: string): void {
  gateways.delete(code);
}

/** The gateway of a provider code, or null when this server has none by that code. */
export function paymentGateway(code: string): PaymentGateway | null {
  return gateways.get(code) ?? null;
}

export function paymentProviders(): string[] {
  return [...gateways.keys()].sort();
}
