import type { TClaimResult } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { standingOf } from './claim-state';
import { claimSource } from './eligibility';
import { issueGrant } from './issue-grant';
import { offerById } from './offer-data';
import { viewerOf } from './viewer';

/**
 * POST /wps/member/promotions/:id/claim (ADR 057). A fixed credit or free rounds are granted at once (unique per
 * member and offer, or per day for a daily offer: a double click grants once); a deposit bonus is chosen for the
 * member's next deposit (signed up) and granted when it is credited; an application offer is applied for, not
 * claimed. Every refusal names why and changes nothing: unknown, not started, closed, budget spent, a rule the
 * member fails (with the rule), already claimed.
 */
export async function claimOffer(
  deps: Deps,
  actor: MemberActor,
  input: { offerId: bigint; deposits: { count: number; total: bigint } },
): Promise<TClaimResult> {
  const { merchant, member } = actor;
  const offer = await offerById(deps.db, merchant.id, input.offerId);
  if (offer?.state !== 'published') throw new AppError('promotion_unknown');
  if (offer.kind === 'application') throw new AppError('promotion_wrong_kind');
  const at = { now: deps.now(), timeZone: merchant.timeZone };
  const viewer = await viewerOf(deps.db, actor, { member, deposits: input.deposits });
  const standing = standingOf(offer, viewer, at);
  switch (standing.state) {
    case 'join_now':
      break;
    case 'signed_up':
    case 'in_progress':
    case 'issued':
    case 'claimed':
      throw new AppError('promotion_already_claimed');
    case 'coming_soon':
      throw new AppError('promotion_not_started');
    case 'registration_closed':
      throw new AppError(offer.endsAt && at.now >= offer.endsAt ? 'promotion_closed' : 'promotion_budget_spent');
    default:
      throw new AppError('promotion_not_eligible', { rule: standing.refusal });
  }
  if (offer.kind === 'deposit_match') {
    // The opt-in: granted when a fitting deposit is credited (deposit-bonus.ts).
    await deps.db
      .insertInto('promotion_opt_ins')
      .values({ merchant_id: merchant.id, member_id: member.id, offer_id: offer.id })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'member_id', 'offer_id']).where('state', '=', 'waiting').doNothing(),
      )
      .execute();
    return { state: 'signed_up', grantId: null };
  }
  const granted = await deps.db.transaction().execute((trx) =>
    issueGrant(trx, {
      merchantId: merchant.id,
      memberId: member.id,
      offerId: offer.id,
      sourceRef: claimSource(offer, at),
    }),
  );
  return {
    state: granted.state === 'active' || granted.state === 'completed' ? 'in_progress' : 'issued',
    grantId: `${granted.grantId}`,
  };
}
