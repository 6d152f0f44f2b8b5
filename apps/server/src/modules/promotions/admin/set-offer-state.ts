import type { TAdminOffer, TOfferState } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { offerForAdmin } from './list-offers';
import { hasGrants } from './offer-grants';

/**
 * POST /admin/api/promotions/offers/:id/state: publish (the hall shows it from its start), pause (the hall
 * stops offering it; grants already made run on), or back to draft, only for an offer that never granted:
 * once members hold its grants it can be paused, not unmade. The state it already has changes nothing.
 */
export async function setOfferState(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  state: TOfferState,
): Promise<TAdminOffer> {
  await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('promotion_offers')
      .select(['state', 'code'])
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .where('program', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('not_found');
    if (current.state === state) return;
    if (state === 'draft' && (await hasGrants(trx, actor.merchant.id, id)))
      throw new AppError('promotion_back_to_draft');
    await trx
      .updateTable('promotion_offers')
      .set({ state, updated_by: actor.operator.id, updated_at: new Date() })
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'promotion.offer_state',
      targetType: 'promotion_offer',
      targetId: `${id}`,
      detail: { code: current.code, before: current.state, after: state },
    });
  });
  return offerForAdmin(deps.db, actor, id);
}
