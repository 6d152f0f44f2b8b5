import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** What the cashier needs to know about a member: the name, the upline, whether a payment password is set. */
export interface CashierMember {
  username: string;
  paymentPasswordSet: boolean;
  upline: { id: bigint; username: string } | null;
}

export async function cashierMember(db: Db, merchantId: number, memberId: bigint): Promise<CashierMember> {
  const row = await db
    .selectFrom('members as m')
    // The upline must be of the same brand; a dangling or foreign id reads as none.
    .leftJoin('members as u', (join) =>
      join.onRef('u.id', '=', 'm.upline_id').onRef('u.merchant_id', '=', 'm.merchant_id'),
    )
    .select(['m.username', 'm.payment_password_hash', 'u.id as upline_id', 'u.username as upline_username'])
    .where('m.merchant_id', '=', merchantId)
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    username: row.username,
    paymentPasswordSet: row.payment_password_hash !== null,
    upline:
      row.upline_id !== null && row.upline_username !== null && row.upline_id !== memberId
        ? { id: row.upline_id, username: row.upline_username }
        : null,
  };
}

/**
 * Serialises one member's money-out requests inside a transaction: a daily count and an idempotency key
 * are checked and used by one request at a time, whichever server process it reached. Released at commit.
 */
export async function lockMemberCashier(db: Db, memberId: bigint): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(7310009, ${Number(memberId % 2_147_483_647n)})`.execute(db);
}

/** The smaller of two amounts (Math.min does not take bigint). */
export function smaller(a: bigint, b: bigint): bigint {
  if (a < b) return a;
  return b;
}
