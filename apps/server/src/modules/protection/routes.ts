import { protectionRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { myProtection } from './my-protection';
import { setDepositLimits } from './set-limits';
import { takeExclusion } from './take-exclusion';

/** Player protection (contract: protectionRoutes): the member's own limits, break and exclusion. */
export async function registerProtectionRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  defineRoute(app, protectionRoutes.mine, async ({ request }) => myProtection(deps, memberOf(request)));
  defineRoute(app, protectionRoutes.setLimits, async ({ request, body }) =>
    setDepositLimits(deps, memberOf(request), body),
  );
  defineRoute(app, protectionRoutes.exclude, async ({ request, body }) => takeExclusion(deps, memberOf(request), body));
}
