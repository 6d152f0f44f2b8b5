import { missionRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { memberDailyTasks } from './member-daily-tasks';
import { memberMissions, missionBadge } from './member-missions';
import { memberRaces } from './member-races';

/** Mission activity for members: missions, the menu badge, daily tasks, races (contract: missionRoutes; ADR 062). */
export async function registerMissionRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  defineRoute(app, missionRoutes.missions, async ({ request }) => memberMissions(deps, memberOf(request)));
  defineRoute(app, missionRoutes.badge, async ({ request }) => missionBadge(deps, memberOf(request)));
  defineRoute(app, missionRoutes.dailyTasks, async ({ request }) => memberDailyTasks(deps, memberOf(request)));
  defineRoute(app, missionRoutes.races, async ({ request }) => memberRaces(deps, memberOf(request)));
}
