import { teamAdminRoutes, type ZAgentIdParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { defineRoute } from '../../../platform/define-route';
import { contractDetail } from './contract-detail';
import { listContracts } from './list-contracts';
import { adminPayouts } from './list-payouts';
import { payoutRuns } from './payout-runs';

// defineRoute has parsed params with the route's schema; the route table does not carry its type.
const idOf = (params: unknown) => BigInt((params as z.output<typeof ZAgentIdParam>).id);

/** Contracts and their payouts in the back office (contract: teamAdminRoutes; ADR 039). Admin role, own brand. */
export async function registerContractAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = teamAdminRoutes;
  const { db } = app.deps;
  defineRoute(app, r.contracts, ({ request, query }) => listContracts(db, request.merchant, query));
  defineRoute(app, r.contract, ({ request, params }) => contractDetail(db, request.merchant, idOf(params)));
  defineRoute(app, r.payouts, ({ request, query }) => adminPayouts(db, request.merchant, query));
  defineRoute(app, r.payoutRuns, ({ request, query }) => payoutRuns(db, request.merchant, query));
}
