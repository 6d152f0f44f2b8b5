import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';

/** Revokes the calling session; its token is refused from then on (token_expired). */
export async function logout(request: FastifyRequest): Promise<{ ok: true }> {
  const member = request.member;
  if (!member) throw new AppError('token_required');
  const { db, now } = request.server.deps;
  await db
    .updateTable('member_sessions')
    .set({ revoked_at: now() })
    .where('id', '=', member.sessionId)
    .where('merchant_id', '=', request.merchant.id)
    .where('revoked_at', 'is', null)
    .execute();
  return { ok: true };
}
