import { teamAdminRoutes, type ZAgentIdParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { defineRoute } from '../../../platform/define-route';
import { accountTree } from './account-tree';
import { downlineLevel } from './downline-level';

// defineRoute has parsed params with the route's schema; the route table does not carry its type.
const idOf = (params: unknown) => BigInt((params as z.output<typeof ZAgentIdParam>).id);

/** The back office's view of the team tree (contract: teamAdminRoutes; ADR 039). Any staff, own brand. */
export async function registerTeamAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = teamAdminRoutes;
  const { db } = app.deps;
  defineRoute(app, r.tree, ({ request, query }) => accountTree(db, request.merchant, query.account));
  defineRoute(app, r.downline, ({ request, params, query }) =>
    downlineLevel(db, request.merchant, idOf(params), query),
  );
}
