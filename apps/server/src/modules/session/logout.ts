import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { publishSessionEnded } from '../../platform/realtime';

/**
 * Revokes the calling session; its token is refused from then on (token_expired). Every process is told
 * in the same transaction, so the session's live channels close, and the answer waits until this
 * process's listener has heard it (settle), so the very next call finds no cached sign-in anywhere.
 */
export async function logout(deps: Deps, actor: MemberActor): Promise<{ ok: true }> {
  const { member } = actor;
  const { db, now, events } = deps;
  const merchantId = actor.merchant.id;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('member_sessions')
      .set({ revoked_at: now() })
      .where('id', '=', member.sessionId)
      .where('merchant_id', '=', merchantId)
      .where('revoked_at', 'is', null)
      .execute();
    await publishSessionEnded(trx, { merchantId, memberId: member.id, sessionId: member.sessionId });
  });
  await events.settle();
  return { ok: true };
}
