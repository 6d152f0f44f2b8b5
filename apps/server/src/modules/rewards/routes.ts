import { rewardRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { claimAllRewards, claimReward } from './claim-reward';
import { rewardCentre } from './reward-centre';

/** The reward id of a route's params (the contract checks its shape). */
const idOf = (params: unknown) => BigInt((params as { id: string }).id);

/** The reward centre: the member's rewards, claiming one or all (contract: rewardRoutes; ADR 059). */
export async function registerRewardRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  defineRoute(app, rewardRoutes.centre, async ({ request, query }) => rewardCentre(deps, memberOf(request), query));
  defineRoute(app, rewardRoutes.claim, async ({ request, params }) =>
    claimReward(deps, memberOf(request), { rewardId: idOf(params) }),
  );
  defineRoute(app, rewardRoutes.claimAll, async ({ request }) => claimAllRewards(deps, memberOf(request)));
}
