import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';

/** Revokes the calling operator's session; other sessions of the same operator stay open. */
export async function signOutOperator(deps: Deps, actor: OperatorActor): Promise<{ ok: true }> {
  const { db, now } = deps;
  const { operator } = actor;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('operator_sessions')
      .set({ revoked_at: now() })
      .where('id', '=', operator.sessionId)
      .where('merchant_id', '=', actor.merchant.id)
      .where('revoked_at', 'is', null)
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'operator.logout',
      targetType: 'operator',
      targetId: operator.id.toString(),
    });
  });
  return { ok: true };
}
