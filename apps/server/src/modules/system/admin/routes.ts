import { adminRoutes, type ZIdParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
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

  defineRoute(app, r.siteStatus, ({ request }) => siteStatusSettings(request));
  defineRoute(app, r.updateSiteStatus, ({ request, body }) => updateSiteStatus(request, body));
  defineRoute(app, r.blockedCountries, ({ request }) => blockedCountries(request));
  defineRoute(app, r.updateBlockedCountries, ({ request, body }) => updateBlockedCountries(request, body));
  defineRoute(app, r.blockedRanges, ({ request, query }) => listBlockedRanges(request, query));
  defineRoute(app, r.addBlockedRange, ({ request, body }) => addBlockedRange(request, body));
  defineRoute(app, r.removeBlockedRange, ({ request, params }) => removeBlockedRange(request, idOf(params)));

  defineRoute(app, r.registerSettings, ({ request }) => registerSettings(request));
  defineRoute(app, r.updateRegisterSettings, ({ request, body }) => updateRegisterSettings(request, body));
  defineRoute(app, r.featureModules, ({ request }) => featureModules(request));
  defineRoute(app, r.updateFeatureModules, ({ request, body }) => updateFeatureModules(request, body));
}
