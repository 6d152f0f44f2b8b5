import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { hashPassword } from '../../platform/passwords';
import type { SignInSteps } from '../session';

/**
 * Stores a member's new password and signs them out everywhere (docs/architecture.md, Security: tokens are revoked on a
 * password change), with the audit entry the member's own action leaves, all in one transaction. Ending the
 * sessions is the session module's step (`signIn`).
 */
export async function replacePassword(
  deps: Deps,
  actor: Actor,
  member: { id: bigint; username: string },
  newPassword: string,
  action: 'member.password_changed' | 'member.password_reset_by_phone' | 'member.password_reset_by_email',
  signIn: Pick<SignInSteps, 'revokeAllSessions'>,
): Promise<void> {
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const hash = await hashPassword(newPassword);
  const at = now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({ password_hash: hash, password_changed_at: at, must_change_password: false })
      .where('id', '=', member.id)
      .where('merchant_id', '=', merchantId)
      .execute();
    await signIn.revokeAllSessions(trx, merchantId, member.id, at);
    await audit(trx, {
      merchantId,
      actorType: 'member',
      actorId: member.id,
      actorName: member.username,
      action,
      targetType: 'member',
      targetId: member.id.toString(),
      ip: actor.ip || null,
    });
  });
  await deps.events.settle();
}
