import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * The sum (minor units) of the member's deposits asked for since `since`: credited ones and those still waiting
 * (a bank transfer not decided, an online payment not confirmed), so that deposits in flight count against the
 * member's own deposit limits (docs/product.md, Player protection). Rejected, failed and expired ones do not.
 */
export async function depositedSince(db: Db, merchantId: number, memberId: bigint, since: Date): Promise<bigint> {
  const row = await db
    .selectFrom('deposits')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('state', 'in', ['credited', 'pending', 'created', 'pending_payment'])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
