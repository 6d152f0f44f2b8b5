import { rebatesAdminRoutes, type TRebatePeriod } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../../../platform/actor';
import { defineRoute } from '../../../platform/define-route';
import { rebatesAdmin } from './rebates-admin';
import { saveRebateSchedule } from './save-schedule';

// defineRoute has parsed params with the route's schema; the route table does not carry its type.
const periodOf = (params: unknown) => (params as { period: TRebatePeriod }).period;

/** The rebate's back office (contract: rebatesAdminRoutes; ADR 060): the admin and marketing roles, own brand only. */
export async function registerRebatesAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = rebatesAdminRoutes;
  defineRoute(app, r.rebates, ({ request }) => rebatesAdmin(app.deps, operatorOf(request)));
  defineRoute(app, r.saveSchedule, ({ request, params, body }) =>
    saveRebateSchedule(app.deps, operatorOf(request), periodOf(params), body),
  );
}
