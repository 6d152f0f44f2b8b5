import { missionsAdminRoutes, type ZMissionIdParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { operatorOf } from '../../../platform/actor';
import { defineRoute } from '../../../platform/define-route';
import { createDailyTask, listDailyTasks, updateDailyTask } from './admin-daily-tasks';
import { createMission, listMissions, updateMission } from './admin-missions';
import { cancelRace, createRace, listRaces, updateRace } from './admin-races';

// defineRoute has parsed params with the route's schema; the route table does not carry its type.
const idOf = (params: unknown) => BigInt((params as z.output<typeof ZMissionIdParam>).id);

/**
 * The back office of mission activity (contract: missionsAdminRoutes; ADR 062): the admin and marketing roles, the
 * operator's brand only.
 */
export async function registerMissionsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = missionsAdminRoutes;
  const deps = app.deps;
  defineRoute(app, r.missions, ({ request }) => listMissions(deps, operatorOf(request)));
  defineRoute(app, r.createMission, ({ request, body }) => createMission(deps, operatorOf(request), body));
  defineRoute(app, r.updateMission, ({ request, params, body }) =>
    updateMission(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, r.dailyTasks, ({ request }) => listDailyTasks(deps, operatorOf(request)));
  defineRoute(app, r.createDailyTask, ({ request, body }) => createDailyTask(deps, operatorOf(request), body));
  defineRoute(app, r.updateDailyTask, ({ request, params, body }) =>
    updateDailyTask(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, r.races, ({ request }) => listRaces(deps, operatorOf(request)));
  defineRoute(app, r.createRace, ({ request, body }) => createRace(deps, operatorOf(request), body));
  defineRoute(app, r.updateRace, ({ request, params, body }) =>
    updateRace(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, r.cancelRace, ({ request, params }) => cancelRace(deps, operatorOf(request), idOf(params)));
}
