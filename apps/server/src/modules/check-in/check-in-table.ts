import type { TCheckInAfterLast } from '@gemilang/contract';
import type { Db } from '../../db/connection';

/** The brand's check-in table in minor units (ADR 061). */
export interface CheckInTable {
  enabled: boolean;
  /** Day 1's reward first. */
  dayRewards: bigint[];
  afterLast: TCheckInAfterLast;
  /** False when the brand has saved none: check-in is then not offered (`enabled` false). */
  saved: boolean;
}

/** What the back office suggests before a table is saved: a week rising to a bigger seventh day (major units). */
export const suggestedDays = [1, 1, 2, 2, 3, 3, 8];

/** The brand's table; a brand that has not saved one offers no check-in. */
export async function checkInTable(db: Db, merchantId: number, exponent: number): Promise<CheckInTable> {
  const row = await db
    .selectFrom('check_in_settings')
    .select(['enabled', 'day_rewards', 'after_last'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) {
    const unit = 10n ** BigInt(exponent);
    return {
      enabled: false,
      dayRewards: suggestedDays.map((d) => BigInt(d) * unit),
      afterLast: 'repeat',
      saved: false,
    };
  }
  return {
    enabled: row.enabled,
    dayRewards: row.day_rewards.map((amount) => BigInt(amount)),
    afterLast: row.after_last,
    saved: true,
  };
}

/**
 * The day of the table a streak's day stands on (1-based): past the last day the table starts again (repeat)
 * or stays on its last day (cap).
 */
export function tableDay(table: Pick<CheckInTable, 'dayRewards' | 'afterLast'>, streak: number): number {
  const length = table.dayRewards.length;
  if (streak <= length) return streak;
  return table.afterLast === 'repeat' ? ((streak - 1) % length) + 1 : length;
}

/** What checking in on a streak's day pays. */
export function rewardOfStreakDay(table: Pick<CheckInTable, 'dayRewards' | 'afterLast'>, streak: number): bigint {
  return table.dayRewards[tableDay(table, streak) - 1] ?? 0n;
}
