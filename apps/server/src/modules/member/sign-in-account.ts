import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MemberStatus } from '../../db/schema';

/**
 * The member of the brand a sign-in form names by account (any case: names are unique by lower(username)),
 * with the password hash the session module checks; undefined for no such member.
 */
export async function memberForSignIn(
  db: Db,
  merchantId: number,
  username: string,
): Promise<{ id: bigint; status: MemberStatus; password_hash: string } | undefined> {
  return db
    .selectFrom('members')
    .select(['id', 'status', 'password_hash'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
    .executeTakeFirst();
}

/** What opening a session needs to know of the member (what to force, what to tell the site). */
export async function signInProfile(db: Db, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'type', 'labels', 'must_change_password', 'password_changed_at', 'first_login_at'])
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** Records a sign-in on the member (last and first sign-in, failures cleared), in the session's transaction. */
export async function recordSignIn(
  db: Db,
  merchantId: number,
  memberId: bigint,
  input: { at: Date; ip: string | null },
): Promise<void> {
  await db
    .updateTable('members')
    .set({
      last_login_at: input.at,
      last_login_ip: input.ip,
      first_login_at: sql<Date>`coalesce(first_login_at, ${input.at})`,
      failed_login_count: 0,
    })
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .execute();
}
