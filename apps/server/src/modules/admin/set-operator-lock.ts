import type { TOperatorRow } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import { audit, operatorActor } from '../../platform/audit';
import { signedInOperator } from '../../platform/auth';
import { operatorRow } from './operators';
import { clearAccountFailures } from './staff-sign-in-throttle';

/**
 * Locks or unlocks a staff account: an admin's deliberate act (failed sign-ins never lock, ADR 008).
 * Locking ends its sessions at once; unlocking clears the failed sign-in count and lifts any wait the
 * account's failures set. An admin cannot lock themselves out.
 */
export async function setOperatorLock(
  request: FastifyRequest,
  id: bigint,
  locked: boolean,
  reason: string,
): Promise<TOperatorRow> {
  const { db, now } = request.server.deps;
  const merchantId = request.merchant.id;
  const before = await operatorRow(db, merchantId, id);
  if (locked && before.id === signedInOperator(request).id.toString()) throw new AppError('forbidden');
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
      ...operatorActor(request),
      action: locked ? 'operator.lock' : 'operator.unlock',
      targetType: 'operator',
      targetId: id.toString(),
      detail: { username: before.username, reason, previousStatus: before.status },
    });
  });
  if (!locked) await clearAccountFailures(db, merchantId, before.username);
  return operatorRow(db, merchantId, id);
}
