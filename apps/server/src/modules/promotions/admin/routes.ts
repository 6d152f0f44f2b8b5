import { promotionsAdminRoutes, type ZPromotionIdParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { operatorOf } from '../../../platform/actor';
import { defineRoute } from '../../../platform/define-route';
import { listApplications } from './applications';
import { approveApplication, rejectApplication } from './decide-application';
import { forfeitGrantByOperator } from './forfeit-grant';
import { listGrants } from './grants';
import { listOffers, offerForAdmin } from './list-offers';
import { manualGrant } from './manual-grant';
import { offerReport } from './offer-report';
import { createOffer, updateOffer } from './save-offer';
import { setOfferState } from './set-offer-state';
import { updatePromotionSettings } from './turnover-cap';

// defineRoute has parsed params with the route's schema; the route table does not carry its type.
const idOf = (params: unknown) => BigInt((params as z.output<typeof ZPromotionIdParam>).id);

/**
 * The promotions back office (contract: promotionsAdminRoutes; ADR 057, 058): the admin and marketing roles,
 * the operator's brand only. Access rules are the contract's, enforced by defineRoute.
 */
export async function registerPromotionsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = promotionsAdminRoutes;
  defineRoute(app, r.offers, ({ request, query }) => listOffers(app.deps, operatorOf(request), query));
  defineRoute(app, r.offer, ({ request, params }) => offerForAdmin(app.deps.db, operatorOf(request), idOf(params)));
  defineRoute(app, r.createOffer, ({ request, body }) => createOffer(app.deps, operatorOf(request), body));
  defineRoute(app, r.updateOffer, ({ request, params, body }) =>
    updateOffer(app.deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, r.setOfferState, ({ request, params, body }) =>
    setOfferState(app.deps, operatorOf(request), idOf(params), body.state),
  );
  defineRoute(app, r.updateSettings, ({ request, body }) =>
    updatePromotionSettings(app.deps, operatorOf(request), body),
  );
  defineRoute(app, r.applications, ({ request, query }) => listApplications(app.deps, operatorOf(request), query));
  defineRoute(app, r.approveApplication, ({ request, params }) =>
    approveApplication(app.deps, operatorOf(request), idOf(params)),
  );
  defineRoute(app, r.rejectApplication, ({ request, params, body }) =>
    rejectApplication(app.deps, operatorOf(request), idOf(params), body.reason),
  );
  defineRoute(app, r.grants, ({ request, query }) => listGrants(app.deps, operatorOf(request), query));
  defineRoute(app, r.manualGrant, ({ request, body }) => manualGrant(app.deps, operatorOf(request), body));
  defineRoute(app, r.forfeitGrant, ({ request, params, body }) =>
    forfeitGrantByOperator(app.deps, operatorOf(request), idOf(params), body.reason),
  );
  defineRoute(app, r.report, ({ request }) => offerReport(app.deps, operatorOf(request)));
}
