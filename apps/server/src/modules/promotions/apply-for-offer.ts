import type { TClaimResult, ZApplyRequest } from '@gemilang/contract';
import type { z } from 'zod';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { uniqueViolation } from '../../platform/database-errors';
import { publishBackOfficeRequest } from '../../platform/realtime';
import { memberUpload } from '../../platform/uploads';
import { standingOf } from './claim-state';
import { offerById } from './offer-data';
import { viewerOf } from './viewer';

/**
 * POST /wps/member/promotions/:id/apply (ADR 057; docs/product.md, Promotions and bonuses): the member applies for an application offer with a
 * comment of at most 140 characters (the contract) and up to 3 images they uploaded first (PNG or JPEG by content,
 * at most 5 MB each, checked when uploaded: an SVG renamed .png never becomes an upload). Each image must be the
 * member's own upload for this purpose, and none twice. One application waits per member and offer; staff approve
 * (the bonus is granted) or reject it with a reason, and the member is told.
 */
export async function applyForOffer(
  deps: Deps,
  actor: MemberActor,
  input: z.output<typeof ZApplyRequest> & { offerId: bigint; deposits: { count: number; total: bigint } },
): Promise<TClaimResult> {
  const { merchant, member } = actor;
  const offer = await offerById(deps.db, merchant.id, input.offerId);
  if (offer?.state !== 'published') throw new AppError('promotion_unknown');
  if (offer.kind !== 'application') throw new AppError('promotion_wrong_kind');
  if (new Set(input.imageIds).size !== input.imageIds.length) throw new AppError('promotion_image_invalid');
  const images: bigint[] = [];
  for (const id of input.imageIds) {
    const upload = await memberUpload(deps.db, merchant.id, member.id, id, 'promotion_application').catch(() => {
      throw new AppError('promotion_image_invalid', [{ field: 'imageIds', id }]);
    });
    images.push(upload.id);
  }
  const viewer = await viewerOf(deps.db, actor, { member, deposits: input.deposits });
  const standing = standingOf(offer, viewer, { now: deps.now(), timeZone: merchant.timeZone });
  if (standing.state === 'applying') throw new AppError('promotion_application_pending');
  if (standing.state === 'coming_soon') throw new AppError('promotion_not_started');
  if (standing.state === 'registration_closed') throw new AppError('promotion_closed');
  if (standing.state === 'application_prohibited')
    throw new AppError('promotion_not_eligible', { rule: standing.refusal });
  if (standing.state !== 'join_now') throw new AppError('promotion_already_claimed');
  try {
    await deps.db
      .insertInto('promotion_applications')
      .values({
        merchant_id: merchant.id,
        member_id: member.id,
        offer_id: offer.id,
        comment: input.comment,
        image_ids: images.map(String),
      })
      .execute();
  } catch (error) {
    // A double click racing itself: the first application stands.
    if (uniqueViolation(error) === 'promotion_applications_pending')
      throw new AppError('promotion_application_pending');
    throw error;
  }
  // A request now waits for staff: the back office's dashboard hears of it (ADR 071).
  await publishBackOfficeRequest(deps.db, merchant.id);
  return { state: 'applying', grantId: null };
}
