import { dashboardAdminRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { dashboard } from './dashboard';

/** The operator's dashboard (contract: dashboardAdminRoutes; ADR 067): the admin and marketing roles. */
export async function registerDashboardRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, dashboardAdminRoutes.dashboard, ({ request, query }) =>
    dashboard(app.deps, operatorOf(request), query),
  );
}
