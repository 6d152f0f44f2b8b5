import type { TPromotionCategory, TPromotionDetail, TPromotionHall } from '@gemilang/contract';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { gameNames } from '../games';
import { standingOf } from './claim-state';
import { grantTermsOf } from './grant-terms';
import { offerById, publishedOffers } from './offer-data';
import { cardOf, gameNameIn, rewardViewOf, termsViewOf } from './promotion-views';
import { type ViewerInput, viewerOf } from './viewer';

/** GET /wps/promotions: the published offers of a category (or all), with the caller's claim state on each. */
export async function promotionHall(
  deps: Deps,
  actor: Actor,
  input: ViewerInput & { category?: TPromotionCategory },
): Promise<TPromotionHall> {
  const offers = (await publishedOffers(deps.db, actor.merchant.id)).filter(
    (o) => input.category === undefined || o.category === input.category,
  );
  const viewer = await viewerOf(deps.db, actor, input);
  const at = { now: deps.now(), timeZone: actor.merchant.timeZone };
  return {
    currency: actor.merchant.currency,
    items: offers.map((offer) => cardOf(offer, standingOf(offer, viewer, at), actor.language)),
  };
}

/** GET /wps/promotions/:id: one published offer, its reward and terms in numbers, and the caller's standing. */
export async function promotionDetail(
  deps: Deps,
  actor: Actor,
  input: ViewerInput & { offerId: bigint },
): Promise<TPromotionDetail> {
  const offer = await offerById(deps.db, actor.merchant.id, input.offerId);
  if (offer?.state !== 'published') throw new AppError('promotion_unknown');
  const viewer = await viewerOf(deps.db, actor, input);
  const standing = standingOf(offer, viewer, { now: deps.now(), timeZone: actor.merchant.timeZone });
  const names = gameNameIn(await gameNames(deps.db, actor.merchant.id), actor.language);
  const exponent = actor.merchant.currencyExponent;
  const application = viewer?.mine.applications.get(offer.id);
  return {
    ...cardOf(offer, standing, actor.language),
    rules: offer.rules[actor.language],
    reward: rewardViewOf(offer, exponent, names),
    terms: termsViewOf(grantTermsOf(offer), exponent, names),
    currency: actor.merchant.currency,
    refusal: standing.refusal,
    application: application
      ? { state: application.state, reason: application.reason, createdAt: application.createdAt.toISOString() }
      : null,
  };
}
