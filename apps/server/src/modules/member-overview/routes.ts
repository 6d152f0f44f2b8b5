import { memberOverviewRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { addMemberNote } from './member-notes';
import { memberOverview } from './member-overview';
import { makeAgent, setLabels } from './member-standing-routes';

/** The member's id of a route's params (the contract checks its shape). */
const idOf = (params: unknown) => BigInt((params as { id: string }).id);

/** The back office's member overview (contract: memberOverviewRoutes; ADR 066). */
export async function registerMemberOverviewRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  defineRoute(app, memberOverviewRoutes.overview, async ({ request, params }) =>
    memberOverview(deps, operatorOf(request), idOf(params)),
  );
  defineRoute(app, memberOverviewRoutes.addNote, async ({ request, params, body }) =>
    addMemberNote(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, memberOverviewRoutes.setLabels, async ({ request, params, body }) =>
    setLabels(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, memberOverviewRoutes.makeAgent, async ({ request, params, body }) =>
    makeAgent(deps, operatorOf(request), idOf(params), body),
  );
}
