import { withdrawalRoutes, type ZWithdrawalIdParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { memberOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { transferToUpline, transferUplineInfo } from '../transfers';
import { confirmWithdrawal } from './withdrawal-confirm';
import { withdrawalLimits } from './withdrawal-limits';
import { myWithdrawals } from './withdrawal-mine';
import { payWithdrawal } from './withdrawal-pay';
import { withdrawalDetail, withdrawalQueue } from './withdrawal-queue';
import { rejectWithdrawal } from './withdrawal-reject';
import { requestWithdrawal } from './withdrawal-request';
import { resolveWithdrawal } from './withdrawal-resolve';
import { revealWithdrawalAccount } from './withdrawal-reveal-account';
import { adminWithdrawalSettings, updateWithdrawalSettings } from './withdrawal-settings';

const idOf = (params: unknown): bigint => BigInt((params as z.output<typeof ZWithdrawalIdParam>).id);

/**
 * Withdrawals and transfers to the upline (contract: withdrawalRoutes). There is deliberately no route
 * that cancels or reverses a withdrawal: once asked, only the cashier pays or rejects it.
 */
export async function registerWithdrawalRoutes(app: FastifyInstance): Promise<void> {
  const r = withdrawalRoutes;
  defineRoute(app, r.limits, ({ request }) => withdrawalLimits(request));
  defineRoute(app, r.request, ({ request, body }) => requestWithdrawal(request, body));
  defineRoute(app, r.mine, ({ request, query }) => myWithdrawals(request, query));
  defineRoute(app, r.received, ({ request, params }) => confirmWithdrawal(request, idOf(params), 'received'));
  defineRoute(app, r.allReceived, ({ request, params }) => confirmWithdrawal(request, idOf(params), 'all_received'));
  defineRoute(app, r.notReceived, ({ request, params, body }) =>
    confirmWithdrawal(request, idOf(params), 'not_received', body.proofUploadId),
  );
  defineRoute(app, r.uplineInfo, ({ request }) => transferUplineInfo(app.deps, memberOf(request)));
  defineRoute(app, r.transferUpline, ({ request, body }) => transferToUpline(app.deps, memberOf(request), body));

  defineRoute(app, r.adminQueue, ({ request, query }) => withdrawalQueue(request, query));
  defineRoute(app, r.adminDetail, ({ request, params }) =>
    withdrawalDetail(request.server.deps.db, request.merchant, idOf(params)),
  );
  defineRoute(app, r.adminPay, ({ request, params, body }) => payWithdrawal(request, idOf(params), body));
  defineRoute(app, r.adminReject, ({ request, params, body }) => rejectWithdrawal(request, idOf(params), body.note));
  defineRoute(app, r.adminResolve, ({ request, params, body }) => resolveWithdrawal(request, idOf(params), body));
  defineRoute(app, r.adminRevealAccount, ({ request, params }) => revealWithdrawalAccount(request, idOf(params)));
  defineRoute(app, r.adminSettings, ({ request }) => adminWithdrawalSettings(request));
  defineRoute(app, r.adminUpdateSettings, ({ request, body }) => updateWithdrawalSettings(request, body));
}
