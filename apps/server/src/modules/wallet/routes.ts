import { walletRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route';
import { formatMinor } from '../../platform/money';

/**
 * The balance call. The ledger arrives with the wallet issue; until then no movement of money exists, so
 * every member's balance is truly zero in the merchant's currency.
 */
export async function registerWalletRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, walletRoutes.balance, async ({ request }) => ({
    sumBalance: formatMinor(0n, request.merchant.currencyExponent),
    currency: request.merchant.currency,
  }));
}
