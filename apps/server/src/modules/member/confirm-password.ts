import type { Db } from '../../db/connection';
import { verifyPassword } from '../../platform/passwords';

/**
 * Whether `password` is the member's sign-in password: the confirmation other modules ask before a step the
 * member cannot take back (a break or a self-exclusion, docs/product.md, Player protection), as changing the
 * password checks the current one (change-password.ts). The caller bounds the tries.
 */
export async function isMemberPassword(db: Db, merchantId: number, memberId: bigint, password: string) {
  const row = await db
    .selectFrom('members')
    .select('password_hash')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined && (await verifyPassword(password, row.password_hash));
}
