import type { TUnfreezeInput } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';

/**
 * POST /admin/api/frozen-members/:id/unfreeze: an admin lifts the freeze the dividend rules put on an upline
 * who did not pay, with a reason.
 *
 * Order, and why:
 * 1. The member's row locked FOR UPDATE in the operator's brand (not_found for another brand's or none), so
 *    an unfreeze racing a new freeze or a lock applies after it and sees the status it left.
 * 2. Only a frozen account: a locked or active one is member_not_frozen and nothing changes — lifting a
 *    customer-service lock is the members page's unlock, with its own audit action.
 * 3. Status active and the audit row (`member.unfreeze`: account, reason, the payouts' state is not touched)
 *    commit together. Sessions are not touched: what a freeze stops is the freezing side's to decide, and
 *    lifting it takes nothing away from the member.
 * Customer service's "unlock" (admin/member-actions.ts) sets active from any status without this check, hence a use
 * case of its own rather than a reuse of it.
 */
export async function unfreezeMember(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: TUnfreezeInput,
): Promise<{ id: string; account: string; status: 'active' | 'locked' | 'frozen' }> {
  const { db } = deps;
  const merchantId = actor.merchant.id;
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select(['id', 'username', 'status'])
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('not_found');
    if (member.status !== 'frozen') throw new AppError('member_not_frozen');
    await trx
      .updateTable('members')
      .set({ status: 'active' })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', member.id)
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'member.unfreeze',
      targetType: 'member',
      targetId: `${member.id}`,
      detail: { username: member.username, reason: input.reason, previousStatus: member.status },
    });
    return { id: `${member.id}`, account: member.username, status: 'active' as const };
  });
}
