import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * The sum (minor units) of the member's deposits still waiting: bank transfers the cashier has not
 * decided, and online payments the gateway has not confirmed.
 */
export async function pendingDepositsTotal(db: Db, merchantId: number, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('deposits')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('state', 'in', ['pending', 'created', 'pending_payment'])
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
