import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** Signs a member out everywhere: after a password change no old token may still open the account. */
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
}
