import { rewardsAdminRoutes, type TRewardProgram } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../../../platform/actor';
import { defineRoute } from '../../../platform/define-route';
import { listRewardPrograms, saveRewardProgram } from './programs';
import { rewardReport } from './report';

/**
 * The loyalty programs' back office (contract: rewardsAdminRoutes; ADR 059): the admin and marketing roles, the
 * operator's brand only. Access rules are the contract's, enforced by defineRoute.
 */
export async function registerRewardsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = rewardsAdminRoutes;
  defineRoute(app, r.programs, ({ request }) => listRewardPrograms(app.deps, operatorOf(request)));
  defineRoute(app, r.saveProgram, ({ request, params, body }) =>
    saveRewardProgram(app.deps, operatorOf(request), (params as { program: TRewardProgram }).program, body),
  );
  defineRoute(app, r.report, ({ request, query }) => rewardReport(app.deps, operatorOf(request), query));
}
