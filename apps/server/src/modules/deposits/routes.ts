import { depositRoutes, paymentCallbackPath, type ZIdParam } from '@gemilang/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { operatorOf } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { signedInMember } from '../../platform/auth';
import { defineRoute } from '../../platform/define-route';
import { hostOf, merchantForHost } from '../../platform/merchant';
import { registerPaymentGateway } from '../../platform/payments/registry';
import { sandboxGateway } from '../../platform/payments/sandbox/sandbox-gateway';
import { registerSandboxPages } from '../../platform/payments/sandbox/sandbox-pages';
import { approveDeposit, checkDepositWithGateway, rejectDeposit } from './decide-deposit';
import { handleGatewayCallback } from './deposit-gateway-callback';
import { createDepositMethod, depositMethodSettings, updateDepositMethod } from './deposit-method-settings';
import { listDepositMethods } from './deposit-methods';
import { depositQueue } from './deposit-queue';
import { depositForMember, recentDeposits } from './deposit-records';
import { createBankTransferDeposit } from './request-bank-transfer-deposit';
import { createOnlineDeposit } from './request-online-deposit';

// defineRoute has parsed params with the route's ZIdParam; the route table does not carry its type.
const idOf = (params: unknown): bigint => BigInt((params as z.output<typeof ZIdParam>).id);

/** This site's address as the browser (and so a gateway) reaches it, behind trusted proxies too. */
function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Deposits: the member's methods and requests, the gateways' callbacks, and the cashier's queue. */
export async function registerDepositRoutes(app: FastifyInstance): Promise<void> {
  const r = depositRoutes;
  const { deps } = app;

  // The sandbox stands in for a real gateway in development and tests; a production server never
  // offers it, so no one can pay with test money there.
  if (deps.config.NODE_ENV !== 'production') {
    registerPaymentGateway(sandboxGateway);
    registerSandboxPages(app);
  }

  defineRoute(app, r.methods, ({ request }) => listDepositMethods(deps.db, request.merchant, request.language));
  defineRoute(app, r.bankTransfer, ({ request, body }) =>
    createBankTransferDeposit(deps, request.merchant, signedInMember(request).id, body, request.language),
  );
  defineRoute(app, r.online, ({ request, body }) =>
    createOnlineDeposit(
      deps,
      request.merchant,
      signedInMember(request).id,
      body,
      request.language,
      siteOrigin(request),
    ),
  );
  defineRoute(app, r.recent, ({ request }) =>
    recentDeposits(deps, request.merchant, signedInMember(request).id, request.language),
  );
  defineRoute(app, r.one, ({ request, params }) =>
    depositForMember(deps, request.merchant, signedInMember(request).id, idOf(params), request.language),
  );

  defineRoute(app, r.adminQueue, ({ request, query }) => depositQueue(deps, operatorOf(request), query));
  defineRoute(app, r.adminApprove, ({ request, params, body }) =>
    approveDeposit(deps, operatorOf(request), idOf(params), body.note),
  );
  defineRoute(app, r.adminReject, ({ request, params, body }) =>
    rejectDeposit(deps, operatorOf(request), idOf(params), body.note),
  );
  defineRoute(app, r.adminCheck, ({ request, params }) =>
    checkDepositWithGateway(deps, operatorOf(request), idOf(params)),
  );
  defineRoute(app, r.adminMethods, ({ request }) => depositMethodSettings(deps, operatorOf(request)));
  defineRoute(app, r.adminCreateMethod, ({ request, body }) => createDepositMethod(deps, operatorOf(request), body));
  defineRoute(app, r.adminUpdateMethod, ({ request, params, body }) =>
    updateDepositMethod(deps, operatorOf(request), idOf(params), body),
  );

  // Gateways' notices. Outside /wps: a payment already taken must reach the wallet even during
  // maintenance or from a gateway's servers in a blocked region. The body stays the raw text its
  // signature covers, whatever its content type.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(paymentCallbackPath, async (request) => {
      const merchant = await merchantForHost(deps.db, hostOf(request.headers.host));
      if (!merchant) throw new AppError('unknown_domain');
      const provider = (request.params as { provider?: string }).provider ?? '';
      const value = await handleGatewayCallback(
        deps,
        merchant,
        provider,
        { headers: request.headers, rawBody: typeof request.body === 'string' ? request.body : '' },
        request.log,
      );
      return { success: true, value };
    });
  });
}
