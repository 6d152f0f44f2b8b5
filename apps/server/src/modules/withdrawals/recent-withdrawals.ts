import type { Db } from '../../db/connection';

/** A member's latest withdrawals, newest first (the chat console's summary, ADR 065). */
export function recentWithdrawals(db: Db, merchantId: number, memberId: bigint, limit: number) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'amount', 'state', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
