import { rebateRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { rebateToday } from './rebate-today';

/** Today's rebate so far, for the reward centre (contract: rebateRoutes; ADR 060). */
export async function registerRebateRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, rebateRoutes.today, ({ request }) => rebateToday(app.deps, memberOf(request)));
}
