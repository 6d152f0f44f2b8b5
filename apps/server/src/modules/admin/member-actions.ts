import { DEFAULT_RESET_PASSWORD, type TAdminMemberDetail } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { hashPassword } from '../../platform/passwords';
import { applyStaffAction, memberStatusOf } from '../member';
import { revokeAllSessions } from '../session';
import { memberDetail } from './member-detail';

export type MemberAction = 'lock' | 'unlock' | 'reset_password';

/**
 * Customer service's three levers on a member. Locking and a password reset sign the member out
 * everywhere; a frozen account is neither locked nor unlocked here (member_frozen). A reset sets the default password (docs/product.md, Sign-in and accounts) and marks it to be changed, so the next
 * sign-in answers firstTimeLogin and the site forces a new password before anything else.
 */
export async function actOnMember(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  action: MemberAction,
  reason: string,
): Promise<TAdminMemberDetail> {
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const before = await memberStatusOf(db, merchantId, id);
  if (!before) throw new AppError('not_found');
  // A freeze (ADR 038) is lifted only by an administrator's unfreeze, which records why: a lock and unlock
  // by customer service would otherwise end it on the way.
  if (before.status === 'frozen' && action !== 'reset_password') throw new AppError('member_frozen');
  const passwordHash = action === 'reset_password' ? await hashPassword(DEFAULT_RESET_PASSWORD) : null;
  const at = now();
  await db.transaction().execute(async (trx) => {
    if (action === 'lock') {
      await applyStaffAction(trx, merchantId, id, { kind: 'lock' });
      await revokeAllSessions(trx, merchantId, id, at);
    } else if (action === 'unlock') {
      await applyStaffAction(trx, merchantId, id, { kind: 'unlock' });
    } else if (passwordHash) {
      await applyStaffAction(trx, merchantId, id, { kind: 'reset_password', passwordHash, at });
      await revokeAllSessions(trx, merchantId, id, at);
    }
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: `member.${action}`,
      targetType: 'member',
      targetId: id.toString(),
      detail: { username: before.username, reason, previousStatus: before.status },
    });
  });
  // The member's live channels and cached sign-ins are gone on every process before the operator is told.
  if (action !== 'unlock') await deps.events.settle();
  return memberDetail(db, merchantId, id, now());
}
