import { vendorWalletRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { signedInMember } from '../../../platform/auth';
import { defineRoute } from '../../../platform/define-route';
import { memberRecall } from '../in-house/member-recall';
import { vendorWallets } from './vendor-wallets';
import { walletTransfer } from './wallet-transfer';

/** "My wallet" (contract: vendorWalletRoutes; ADR 040) and the member centre's game recall. */
export async function registerVendorWalletRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, vendorWalletRoutes.vendorWallets, ({ request }) =>
    vendorWallets(app.deps, request.merchant, signedInMember(request).id),
  );
  defineRoute(app, vendorWalletRoutes.walletTransfer, ({ request, body }) =>
    walletTransfer(app.deps, request.merchant, signedInMember(request).id, body),
  );
  defineRoute(app, vendorWalletRoutes.gameRecall, async ({ request, body }) => ({
    currency: request.merchant.currency,
    exponent: request.merchant.currencyExponent,
    rounds: await memberRecall(app.deps, request.merchant, signedInMember(request).id, request.language, body.gameCode),
  }));
}
