import type { Db } from '../../db/connection';
import { amountFromInput } from '../../platform/money';

/** The brand's invite-friends rewards in minor units (ADR 061). */
export interface ReferralSettings {
  enabled: boolean;
  depositReward: bigint;
  minFirstDeposit: bigint;
  shareBp: number;
  friendCap: bigint;
  periodCap: bigint;
  /** False when the brand has saved none: the program pays nothing (`enabled` false). */
  saved: boolean;
}

/** What the back office suggests before anything is saved (major units; a share of 0.5 %). */
const suggested = { depositReward: 10, minFirstDeposit: 50, shareBp: 50, friendCap: 20, periodCap: 100 };

export async function referralSettings(db: Db, merchantId: number, exponent: number): Promise<ReferralSettings> {
  const row = await db
    .selectFrom('referral_settings')
    .select(['enabled', 'deposit_reward', 'min_first_deposit', 'share_bp', 'friend_cap', 'period_cap'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) {
    const major = (n: number) => BigInt(n) * 10n ** BigInt(exponent);
    return {
      enabled: false,
      depositReward: major(suggested.depositReward),
      minFirstDeposit: major(suggested.minFirstDeposit),
      shareBp: suggested.shareBp,
      friendCap: major(suggested.friendCap),
      periodCap: major(suggested.periodCap),
      saved: false,
    };
  }
  return {
    enabled: row.enabled,
    depositReward: row.deposit_reward,
    minFirstDeposit: row.min_first_deposit,
    shareBp: row.share_bp,
    friendCap: row.friend_cap,
    periodCap: row.period_cap,
    saved: true,
  };
}

/** An amount of a setting that may be nothing: "0" (or "0.00") is zero, anything else a positive amount. */
export function amountOrZero(input: string, exponent: number, field: string): bigint {
  return /^0+(\.0+)?$/.test(input) ? 0n : amountFromInput(input, exponent, field);
}
