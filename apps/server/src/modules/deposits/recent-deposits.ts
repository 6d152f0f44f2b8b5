import type { Db } from '../../db/connection';

/** A member's latest deposits, newest first, and how many still wait (the chat console's summary, ADR 065). */
export async function recentDeposits(db: Db, merchantId: number, memberId: bigint, limit: number) {
  const rows = await db
    .selectFrom('deposits')
    .select(['id', 'amount', 'state', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const open = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('state', 'in', ['pending', 'created', 'pending_payment'])
    .executeTakeFirst();
  return { rows, open: Number(open?.n ?? 0) };
}
