import { reportsAdminRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../../platform/actor';
import { defineCsvRoute } from '../../platform/define-csv-route';
import { defineRoute } from '../../platform/define-route';
import { bonusReport } from './bonus-report';
import { cashierReport } from './cashier-report';
import { bonusesCsv, cashierCsv, revenueCsv } from './report-csv';
import { revenueReport } from './revenue-report';

/** The back office's reports and their CSV twins (contract: reportsAdminRoutes; ADR 067): admin and marketing. */
export async function registerReportsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  defineRoute(app, reportsAdminRoutes.revenue, ({ request, query }) => revenueReport(deps, operatorOf(request), query));
  defineCsvRoute(app, reportsAdminRoutes.revenueCsv, async ({ request, query }) =>
    revenueCsv(await revenueReport(deps, operatorOf(request), query)),
  );
  defineRoute(app, reportsAdminRoutes.cashier, ({ request, query }) => cashierReport(deps, operatorOf(request), query));
  defineCsvRoute(app, reportsAdminRoutes.cashierCsv, async ({ request, query }) =>
    cashierCsv(await cashierReport(deps, operatorOf(request), query)),
  );
  defineRoute(app, reportsAdminRoutes.bonuses, ({ request, query }) => bonusReport(deps, operatorOf(request), query));
  defineCsvRoute(app, reportsAdminRoutes.bonusesCsv, async ({ request, query }) =>
    bonusesCsv(await bonusReport(deps, operatorOf(request), query)),
  );
}
