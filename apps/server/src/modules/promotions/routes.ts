import { promotionRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf, visitorOf } from '../../platform/actor';
import { memberIfSignedIn } from '../../platform/auth';
import { defineRoute } from '../../platform/define-route';
import { depositSummary } from '../deposits';
import { applyForOffer } from './apply-for-offer';
import { bonusDetails } from './bonus-details';
import { claimOffer } from './claim-offer';
import { depositBonusList } from './deposit-bonus-list';
import { promotionDetail, promotionHall } from './promotion-hall';

/** The offer id of a route's params (the contract checks its shape). */
const idOf = (params: unknown) => BigInt((params as { id: string }).id);

/** The promotions hall, an offer's detail, claiming, applying and the member's bonuses (contract: promotionRoutes). */
export async function registerPromotionRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  // Eligibility reads the member's credited deposits, which the deposits module owns.
  const depositsOf = (merchantId: number, memberId: bigint) => depositSummary(deps.db, merchantId, memberId);

  defineRoute(app, promotionRoutes.hall, async ({ request, query }) => {
    const member = await memberIfSignedIn(request);
    const deposits = member ? await depositsOf(request.merchant.id, member.id) : null;
    return promotionHall(deps, visitorOf(request), { member, deposits, category: query.category });
  });
  defineRoute(app, promotionRoutes.detail, async ({ request, params }) => {
    const member = await memberIfSignedIn(request);
    const deposits = member ? await depositsOf(request.merchant.id, member.id) : null;
    return promotionDetail(deps, visitorOf(request), { member, deposits, offerId: idOf(params) });
  });
  defineRoute(app, promotionRoutes.claim, async ({ request, params }) => {
    const actor = memberOf(request);
    const deposits = await depositsOf(actor.merchant.id, actor.member.id);
    return claimOffer(deps, actor, { offerId: idOf(params), deposits });
  });
  defineRoute(app, promotionRoutes.apply, async ({ request, params, body }) => {
    const actor = memberOf(request);
    const deposits = await depositsOf(actor.merchant.id, actor.member.id);
    return applyForOffer(deps, actor, { ...body, offerId: idOf(params), deposits });
  });
  defineRoute(app, promotionRoutes.bonuses, async ({ request }) => bonusDetails(deps, memberOf(request)));
  defineRoute(app, promotionRoutes.depositBonuses, async ({ request }) => {
    const actor = memberOf(request);
    const deposits = await depositsOf(actor.merchant.id, actor.member.id);
    return depositBonusList(deps, actor, { deposits });
  });
}
