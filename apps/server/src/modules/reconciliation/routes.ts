import { adminLedgerRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { reconciliationReport } from './reconciliation-report';

/**
 * The back office's reconciliation. Its own module because it composes the checks of every module that
 * moves money (wallet, cashier, and bets to come) and none of them may import it back (ADR 019).
 */
export async function registerReconciliationRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, adminLedgerRoutes.reconcile, async ({ request }) =>
    reconciliationReport(app.deps, operatorOf(request)),
  );
}
