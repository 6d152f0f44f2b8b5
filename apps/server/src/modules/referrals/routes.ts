import { referralRoutes, referralsAdminRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf, operatorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { referralSettingsForAdmin, saveReferralSettings } from './referral-admin';
import { referralOverview } from './referral-overview';

/** Invite friends (contract: referralRoutes, referralsAdminRoutes; ADR 061): the member's page, the settings. */
export async function registerReferralRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  defineRoute(app, referralRoutes.overview, async ({ request, query }) =>
    referralOverview(deps, memberOf(request), query),
  );
  defineRoute(app, referralsAdminRoutes.settings, async ({ request }) =>
    referralSettingsForAdmin(deps, operatorOf(request)),
  );
  defineRoute(app, referralsAdminRoutes.updateSettings, async ({ request, body }) =>
    saveReferralSettings(deps, operatorOf(request), body),
  );
}
