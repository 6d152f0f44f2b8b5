import type { Db } from '../../db/connection';
import { memberStanding } from '../member';

/**
 * The withdrawal limits of the member's VIP level (ADR 060): the most one withdrawal may be and how many a day;
 * null where the level keeps the brand's own.
 */
export async function vipWithdrawalLimits(
  db: Db,
  merchantId: number,
  memberId: bigint,
): Promise<{ maxAmount: bigint | null; dailyCount: number | null }> {
  const { vipLevel } = await memberStanding(db, merchantId, memberId);
  const row = await db
    .selectFrom('vip_levels')
    .select(['withdrawal_max', 'withdrawals_per_day'])
    .where('merchant_id', '=', merchantId)
    .where('level', '=', vipLevel)
    .executeTakeFirst();
  return { maxAmount: row?.withdrawal_max ?? null, dailyCount: row?.withdrawals_per_day ?? null };
}
