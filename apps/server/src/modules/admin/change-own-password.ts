import type { TOwnPasswordChange } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { hashPassword, verifyPassword } from '../../platform/passwords';

/**
 * The operator replaces their own password: the current one first (a borrowed, unlocked screen must not be
 * enough), then a different new one. Lifts the requirement an administrator's password carries
 * (create-operator.ts) and ends the operator's other sessions, so a session opened with the old password
 * elsewhere does not outlive it; this one carries on.
 */
export async function changeOwnPassword(
  deps: Deps,
  actor: OperatorActor,
  input: Required<TOwnPasswordChange>,
): Promise<{ ok: true }> {
  const { db, now } = deps;
  const me = actor.operator;
  const merchantId = actor.merchant.id;
  const row = await db
    .selectFrom('operators')
    .select('password_hash')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', me.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.currentPassword, row.password_hash))) throw new AppError('wrong_old_password');
  if (input.newPassword === input.currentPassword) throw new AppError('same_password');
  const hash = await hashPassword(input.newPassword);
  const at = now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('operators')
      .set({ password_hash: hash, must_change_password: false })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', me.id)
      .execute();
    await trx
      .updateTable('operator_sessions')
      .set({ revoked_at: at })
      .where('merchant_id', '=', merchantId)
      .where('operator_id', '=', me.id)
      .where('id', '!=', me.sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'operator.password_changed',
      targetType: 'operator',
      targetId: me.id.toString(),
    });
  });
  return { ok: true };
}
