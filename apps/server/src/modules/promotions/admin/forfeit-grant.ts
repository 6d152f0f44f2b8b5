import type { TAdminGrant } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { forfeitGrant } from '../end-grant';
import { grantForAdmin } from './grants';

/**
 * POST /admin/api/promotions/grants/:id/forfeit: an operator ends a grant with a written reason. The engine
 * takes what is left of the bonus back to the promotion budget (never the member's cash) and tells the member;
 * the audit row keeps the reason. A grant that already ended answers grant_not_active; another brand's grant
 * is not_found.
 */
export async function forfeitGrantByOperator(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  reason: string,
): Promise<TAdminGrant> {
  const { merchant } = actor;
  await deps.db.transaction().execute(async (trx) => {
    const grant = await trx
      .selectFrom('promotion_grants')
      .select(['id', 'member_id'])
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!grant) throw new AppError('not_found');
    const { forfeited } = await forfeitGrant(trx, {
      merchantId: merchant.id,
      grantId: id,
      reason: 'operator',
      note: reason,
    });
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'promotion.grant_forfeit',
      targetType: 'promotion_grant',
      targetId: `${id}`,
      detail: { memberId: `${grant.member_id}`, forfeited: formatMinor(forfeited, merchant.currencyExponent), reason },
    });
  });
  return grantForAdmin(deps.db, merchant, id);
}
