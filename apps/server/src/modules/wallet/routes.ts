import { walletRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { signedInMember } from '../../platform/auth';
import { defineRoute } from '../../platform/define-route';
import { formatMinor } from '../../platform/money';
import { pendingDepositsTotal } from '../deposits';
import { hasTransferVendors } from '../games';
import { consolidatedFunds } from './consolidated-funds';
import { memberBalance } from './ledger';

export async function registerWalletRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, walletRoutes.balance, async ({ request }) => {
    const member = signedInMember(request);
    const balance = await memberBalance(app.deps.db, request.merchant.id, member.id);
    return { sumBalance: formatMinor(balance, request.merchant.currencyExponent), currency: request.merchant.currency };
  });

  defineRoute(app, walletRoutes.consolidated, async ({ request }) => {
    const member = signedInMember(request);
    const depositsPending = pendingDepositsTotal(app.deps.db, request.merchant.id, member.id);
    return consolidatedFunds(app.deps, request.merchant, member.id, depositsPending);
  });

  // One wallet for every game when every vendor draws on the member's wallet through the seamless-wallet
  // protocol; a transfer-mode vendor (ADR 040) keeps a sub-wallet, and then there is money to move.
  defineRoute(app, walletRoutes.merchantWallet, async ({ request }) => ({
    isSingle: !(await hasTransferVendors(app.deps.db, request.merchant.id)),
    currency: request.merchant.currency,
    exponent: request.merchant.currencyExponent,
  }));
}
