import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * A member's withdrawals in all (the back office's member overview, ADR 066): how many were paid (in full or in
 * part), what was paid to their bank, and how many requests are still open.
 */
export async function withdrawalSummary(
  db: Db,
  merchantId: number,
  memberId: bigint,
): Promise<{ count: number; paid: bigint; open: number }> {
  const row = await db
    .selectFrom('withdrawals')
    .select([
      sql<number>`count(*) filter (where paid_amount > 0)::int`.as('count'),
      sql<bigint>`coalesce(sum(paid_amount), 0)::bigint`.as('paid'),
      sql<number>`count(*) filter (where state in ('requested', 'partially_paid'))::int`.as('open'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return { count: row?.count ?? 0, paid: row?.paid ?? 0n, open: row?.open ?? 0 };
}
