import type { TOperatorRow } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { hashPassword } from '../../platform/passwords';
import { operatorRow } from './operators';

/**
 * An admin sets a staff account's password to one they hand over (a forgotten password). The admin knows
 * it, so, as for a new account (create-operator.ts), the operator must replace it at the next sign-in
 * before the back office does anything else; the account's sessions end at once. An admin changes their
 * own password with the current one instead (change-own-password.ts).
 */
export async function resetOperatorPassword(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: { password: string; reason: string },
): Promise<TOperatorRow> {
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const before = await operatorRow(db, merchantId, id);
  if (before.id === actor.operator.id.toString()) throw new AppError('forbidden');
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('operators')
      .set({ password_hash: hash, must_change_password: true })
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .execute();
    await trx
      .updateTable('operator_sessions')
      .set({ revoked_at: now() })
      .where('operator_id', '=', id)
      .where('merchant_id', '=', merchantId)
      .where('revoked_at', 'is', null)
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'operator.password_reset',
      targetType: 'operator',
      targetId: id.toString(),
      detail: { username: before.username, reason: input.reason },
    });
  });
  return operatorRow(db, merchantId, id);
}
