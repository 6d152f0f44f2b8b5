import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { publishSessionEnded } from '../../platform/realtime';

/**
 * Signs a member out everywhere: after a password change, a reset or a lock no old token may still open
 * the account. Every process is told (on commit) to close the member's live channels and forget the
 * cached sign-ins; the caller awaits deps.events.settle() after committing, before it answers.
 */
export async function revokeAllSessions(
  trx: Transaction<Database>,
  merchantId: number,
  memberId: bigint,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('member_sessions')
    .set({ revoked_at: at })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
  await publishSessionEnded(trx, { merchantId, memberId });
}
