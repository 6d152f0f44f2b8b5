import type { TAdminGrant, ZManualGrant } from '@gemilang/contract';
import type { z } from 'zod';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { amountFromInput } from '../../../platform/money';
import { memberNamed } from '../../member';
import { issueGrant } from '../issue-grant';
import { grantForAdmin } from './grants';

/**
 * POST /admin/api/promotions/grants: an operator grants a member an offer's bonus by hand (a goodwill gesture, a
 * promise made by the service line), with a written reason. The grant goes through the engine like any other,
 * so the offer's terms, budget and the one-grant-in-play rule hold; the source `manual:<idempotency key>` makes a
 * repeated submit find the first grant. A trial account cannot hold bonus money; another brand's offer is
 * not_found. The grant and its audit row commit together.
 */
export async function manualGrant(
  deps: Deps,
  actor: OperatorActor,
  input: z.output<typeof ZManualGrant>,
): Promise<TAdminGrant> {
  const { merchant, operator } = actor;
  const amount = amountFromInput(input.amount, merchant.currencyExponent);
  const member = await memberNamed(deps.db, merchant.id, input.username);
  if (!member) throw new AppError('account_not_found', [{ field: 'username', reason: 'invalid' }]);
  if (member.type === 4) throw new AppError('in_need_true_account', [{ field: 'username', reason: 'invalid' }]);
  const offerId = BigInt(input.offerId);
  const offer = await deps.db
    .selectFrom('promotion_offers')
    .select('code')
    .where('merchant_id', '=', merchant.id)
    .where('id', '=', offerId)
    .where('program', 'is', null)
    .executeTakeFirst();
  if (!offer) throw new AppError('not_found', [{ field: 'offerId', reason: 'invalid' }]);
  const grantId = await deps.db.transaction().execute(async (trx) => {
    const grant = await issueGrant(trx, {
      merchantId: merchant.id,
      memberId: member.id,
      offerId,
      sourceRef: `manual:${input.idempotencyKey}`,
      amount,
      grantedBy: operator.id,
      note: input.reason,
    });
    if (!grant.replayed) {
      await audit(trx, {
        ...operatorAuditActor(actor),
        action: 'promotion.grant_manual',
        targetType: 'promotion_grant',
        targetId: `${grant.grantId}`,
        detail: { offer: offer.code, username: member.username, amount: input.amount, reason: input.reason },
      });
    }
    return grant.grantId;
  });
  return grantForAdmin(deps.db, merchant, grantId);
}
