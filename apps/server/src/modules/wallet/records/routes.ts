import { adminLedgerRoutes, recordRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../../../platform/actor';
import { signedInMember } from '../../../platform/auth';
import { defineRoute } from '../../../platform/define-route';
import { describeEntries } from '../../records';
import { requestAdjustment } from '../adjust-balance';
import { adjustmentSettings, updateAdjustmentSettings } from '../adjustment-settings';
import { listAdjustments } from '../adjustments';
import { approveAdjustment, rejectAdjustment } from '../approve-adjustment';
import { transactionHistory } from '../transaction-history';

// defineRoute has parsed params with the route's schema; the route table does not carry its type.
const idOf = (params: unknown): bigint => BigInt((params as { id: string }).id);

/** The member's account record, and the back office's adjustments. */
export async function registerRecordRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;

  defineRoute(app, recordRoutes.transactions, async ({ request, query }) =>
    transactionHistory(db, request.merchant, { memberId: signedInMember(request).id }, query, now(), describeEntries),
  );

  const r = adminLedgerRoutes;
  defineRoute(app, r.adjustments, async ({ request, query }) => listAdjustments(db, request.merchant, query));
  defineRoute(app, r.requestAdjustment, async ({ request, body }) =>
    requestAdjustment(app.deps, operatorOf(request), body),
  );
  defineRoute(app, r.approveAdjustment, async ({ request, params, body }) =>
    approveAdjustment(app.deps, operatorOf(request), idOf(params), body.note),
  );
  defineRoute(app, r.rejectAdjustment, async ({ request, params, body }) =>
    rejectAdjustment(app.deps, operatorOf(request), idOf(params), body.reason),
  );
  defineRoute(app, r.adjustmentSettings, async ({ request }) => adjustmentSettings(app.deps, operatorOf(request)));
  defineRoute(app, r.updateAdjustmentSettings, async ({ request, body }) =>
    updateAdjustmentSettings(app.deps, operatorOf(request), body),
  );
}
