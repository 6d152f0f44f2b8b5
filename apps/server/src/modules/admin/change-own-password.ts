import type { TOwnPasswordChange } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import { audit, operatorActor } from '../../platform/audit';
import { signedInOperator } from '../../platform/auth';
import { hashPassword, verifyPassword } from '../../platform/passwords';

/**
 * The operator replaces their own password: the current one first (a borrowed, unlocked screen must not be
 * enough), then a different new one. Lifts the requirement an administrator's password carries
 * (create-operator.ts) and ends the operator's other sessions, so a session opened with the old password
 * elsewhere does not outlive it; this one carries on.
 */
export async function changeOwnPassword(
  request: FastifyRequest,
  input: Required<TOwnPasswordChange>,
): Promise<{ ok: true }> {
  const { db, now } = request.server.deps;
  const me = signedInOperator(request);
  const merchantId = request.merchant.id;
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
      ...operatorActor(request),
      action: 'operator.password_changed',
      targetType: 'operator',
      targetId: me.id.toString(),
    });
  });
  return { ok: true };
}
