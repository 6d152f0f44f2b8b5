import type { TOperatorRow } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { operatorRow } from './operators';
import { clearAccountFailures } from './staff-sign-in-throttle';

/**
 * Locks or unlocks a staff account: an admin's deliberate act (failed sign-ins never lock, ADR 008).
 * Locking ends its sessions at once; unlocking clears the failed sign-in count and lifts any wait the
 * account's failures set. An admin cannot lock themselves out.
 */
export async function setOperatorLock(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  locked: boolean,
  reason: string,
): Promise<TOperatorRow> {
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const before = await operatorRow(db, merchantId, id);
  if (locked && before.id === actor.operator.id.toString()) throw new AppError('forbidden');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('operators')
      .set(locked ? { status: 'locked' } : { status: 'active', failed_login_count: 0 })
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .execute();
    if (locked) {
      await trx
        .updateTable('operator_sessions')
        .set({ revoked_at: now() })
        .where('operator_id', '=', id)
        .where('merchant_id', '=', merchantId)
        .where('revoked_at', 'is', null)
        .execute();
    }
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: locked ? 'operator.lock' : 'operator.unlock',
      targetType: 'operator',
      targetId: id.toString(),
      detail: { username: before.username, reason, previousStatus: before.status },
    });
  });
  if (!locked) await clearAccountFailures(db, merchantId, before.username);
  return operatorRow(db, merchantId, id);
}
