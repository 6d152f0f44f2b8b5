import { adminRoutes, type ZIdParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { operatorOf } from '../../../platform/actor';
import { defineRoute } from '../../../platform/define-route';
import { blockedCountries, updateBlockedCountries } from './blocked-countries';
import { addBlockedRange, listBlockedRanges, removeBlockedRange } from './blocked-ranges';
import { featureModules, updateFeatureModules } from './feature-modules';
import { registerSettings, updateRegisterSettings } from './register-settings';
import { siteStatusSettings, updateSiteStatus } from './site-status-settings';

// defineRoute has parsed params with the route's ZIdParam; the route table does not carry its type.
const idOf = (params: unknown): bigint => BigInt((params as z.output<typeof ZIdParam>).id);

/**
 * The brand's site settings in the back office (contract: adminRoutes): maintenance, blocked regions, the
 * registration form and the feature modules. Access rules are the contract's, enforced by defineRoute.
 */
export async function registerSystemAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = adminRoutes;

  defineRoute(app, r.siteStatus, ({ request }) => siteStatusSettings(app.deps, operatorOf(request)));
  defineRoute(app, r.updateSiteStatus, ({ request, body }) => updateSiteStatus(app.deps, operatorOf(request), body));
  defineRoute(app, r.blockedCountries, ({ request }) => blockedCountries(app.deps, operatorOf(request)));
  defineRoute(app, r.updateBlockedCountries, ({ request, body }) =>
    updateBlockedCountries(app.deps, operatorOf(request), body),
  );
  defineRoute(app, r.blockedRanges, ({ request, query }) => listBlockedRanges(app.deps, operatorOf(request), query));
  defineRoute(app, r.addBlockedRange, ({ request, body }) => addBlockedRange(app.deps, operatorOf(request), body));
  defineRoute(app, r.removeBlockedRange, ({ request, params }) =>
    removeBlockedRange(app.deps, operatorOf(request), idOf(params)),
  );

  defineRoute(app, r.registerSettings, ({ request }) => registerSettings(app.deps, operatorOf(request)));
  defineRoute(app, r.updateRegisterSettings, ({ request, body }) =>
    updateRegisterSettings(app.deps, operatorOf(request), body),
  );
  defineRoute(app, r.featureModules, ({ request }) => featureModules(app.deps, operatorOf(request)));
  defineRoute(app, r.updateFeatureModules, ({ request, body }) =>
    updateFeatureModules(app.deps, operatorOf(request), body),
  );
}
