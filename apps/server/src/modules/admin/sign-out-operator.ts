import type { FastifyRequest } from 'fastify';
import { audit, operatorActor } from '../../platform/audit';
import { signedInOperator } from '../../platform/auth';

/** Revokes the calling operator's session; other sessions of the same operator stay open. */
export async function signOutOperator(request: FastifyRequest): Promise<{ ok: true }> {
  const { db, now } = request.server.deps;
  const operator = signedInOperator(request);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('operator_sessions')
      .set({ revoked_at: now() })
      .where('id', '=', operator.sessionId)
      .where('merchant_id', '=', request.merchant.id)
      .where('revoked_at', 'is', null)
      .execute();
    await audit(trx, {
      ...operatorActor(request),
      action: 'operator.logout',
      targetType: 'operator',
      targetId: operator.id.toString(),
    });
  });
  return { ok: true };
}
