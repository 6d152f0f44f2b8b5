import { withdrawalRoutes, type ZWithdrawalIdParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { memberOf, operatorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { confirmWithdrawal } from './confirm-withdrawal';
import { payWithdrawal } from './pay-withdrawal';
import { rejectWithdrawal } from './reject-withdrawal';
import { requestWithdrawal } from './request-withdrawal';
import { resolveWithdrawal } from './resolve-withdrawal';
import { revealWithdrawalAccount } from './reveal-withdrawal-account';
import { withdrawalLimits } from './withdrawal-limits';
import { myWithdrawals } from './withdrawal-mine';
import { withdrawalDetail, withdrawalQueue } from './withdrawal-queue';
import { adminWithdrawalSettings, updateWithdrawalSettings } from './withdrawal-settings';

const idOf = (params: unknown): bigint => BigInt((params as z.output<typeof ZWithdrawalIdParam>).id);

/**
 * Withdrawals (contract: withdrawalRoutes). There is deliberately no route
 * that cancels or reverses a withdrawal: once asked, only the cashier pays or rejects it.
 */
export async function registerWithdrawalRoutes(app: FastifyInstance): Promise<void> {
  const r = withdrawalRoutes;
  defineRoute(app, r.limits, ({ request }) => withdrawalLimits(app.deps, memberOf(request)));
  defineRoute(app, r.request, ({ request, body }) => requestWithdrawal(app.deps, memberOf(request), body));
  defineRoute(app, r.mine, ({ request, query }) => myWithdrawals(app.deps, memberOf(request), query));
  defineRoute(app, r.received, ({ request, params }) =>
    confirmWithdrawal(app.deps, memberOf(request), idOf(params), 'received'),
  );
  defineRoute(app, r.allReceived, ({ request, params }) =>
    confirmWithdrawal(app.deps, memberOf(request), idOf(params), 'all_received'),
  );
  defineRoute(app, r.notReceived, ({ request, params, body }) =>
    confirmWithdrawal(app.deps, memberOf(request), idOf(params), 'not_received', body.proofUploadId),
  );

  defineRoute(app, r.adminQueue, ({ request, query }) => withdrawalQueue(app.deps, operatorOf(request), query));
  defineRoute(app, r.adminDetail, ({ request, params }) =>
    withdrawalDetail(request.server.deps.db, request.merchant, idOf(params)),
  );
  defineRoute(app, r.adminPay, ({ request, params, body }) =>
    payWithdrawal(app.deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, r.adminReject, ({ request, params, body }) =>
    rejectWithdrawal(app.deps, operatorOf(request), idOf(params), body.note),
  );
  defineRoute(app, r.adminResolve, ({ request, params, body }) =>
    resolveWithdrawal(app.deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, r.adminRevealAccount, ({ request, params }) =>
    revealWithdrawalAccount(app.deps, operatorOf(request), idOf(params)),
  );
  defineRoute(app, r.adminSettings, ({ request }) => adminWithdrawalSettings(app.deps, operatorOf(request)));
  defineRoute(app, r.adminUpdateSettings, ({ request, body }) =>
    updateWithdrawalSettings(app.deps, operatorOf(request), body),
  );
}
