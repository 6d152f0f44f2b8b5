import { checkInAdminRoutes, checkInRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf, operatorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { checkIn } from './check-in';
import { checkInSettings, saveCheckInSettings } from './check-in-settings';
import { checkInStatus } from './check-in-status';

/** Check-in (contract: checkInRoutes, checkInAdminRoutes; ADR 061): the member's tap and the brand's table. */
export async function registerCheckInRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  defineRoute(app, checkInRoutes.status, async ({ request }) => checkInStatus(deps, memberOf(request)));
  defineRoute(app, checkInRoutes.checkIn, async ({ request }) => checkIn(deps, memberOf(request)));
  defineRoute(app, checkInAdminRoutes.settings, async ({ request }) => checkInSettings(deps, operatorOf(request)));
  defineRoute(app, checkInAdminRoutes.updateSettings, async ({ request, body }) =>
    saveCheckInSettings(deps, operatorOf(request), body),
  );
}
