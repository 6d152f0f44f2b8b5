import { sql } from 'kysely';
import type { Db } from '../../db/connection';

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
