import type { Transaction } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Database, MemberStatus } from '../../../db/schema';

/** A member of the brand as customer service's levers see it: the account and its status. */
export async function memberStatusOf(
  db: Db,
  merchantId: number,
  id: bigint,
): Promise<{ id: bigint; username: string; status: MemberStatus } | undefined> {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Customer service's three levers on a member's row, in the caller's transaction (the caller ends the
 * sessions and writes the audit row beside it): a lock; an unlock, which also clears the failed sign-ins;
 * a password reset to `passwordHash`, to be changed at the next sign-in.
 */
export async function applyStaffAction(
  trx: Transaction<Database>,
  merchantId: number,
  id: bigint,
  action: { kind: 'lock' } | { kind: 'unlock' } | { kind: 'reset_password'; passwordHash: string; at: Date },
): Promise<void> {
  const member = trx.updateTable('members').where('merchant_id', '=', merchantId).where('id', '=', id);
  if (action.kind === 'lock') await member.set({ status: 'locked' }).execute();
  else if (action.kind === 'unlock') await member.set({ status: 'active', failed_login_count: 0 }).execute();
  else {
    await member
      .set({
        password_hash: action.passwordHash,
        must_change_password: true,
        password_changed_at: action.at,
        failed_login_count: 0,
      })
      .execute();
  }
}
