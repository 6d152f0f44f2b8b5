import type { Db } from '../../db/connection';
import type { LocalizedJson, VipBasis, VipDowngrade } from '../../db/schema';

export interface VipRules {
  basis: VipBasis;
  rollingDays: number;
  downgrade: VipDowngrade;
  quietDays: number;
  serviceLevel: number | null;
  /** When the programme began counting; null: never saved (no ladder, nobody climbs). */
  since: Date | null;
}

export interface VipLevelRow {
  level: number;
  name: LocalizedJson;
  minValidBets: bigint;
  minDeposits: bigint;
  keepValidBets: bigint;
  upgradeReward: bigint;
  weeklyReward: bigint;
  monthlyReward: bigint;
  withdrawalMax: bigint | null;
  withdrawalsPerDay: number | null;
}

/** The rules a brand has before its operator saves any: nothing counts, nobody goes down. */
const noRules: VipRules = {
  basis: 'lifetime',
  rollingDays: 90,
  downgrade: 'never',
  quietDays: 90,
  serviceLevel: null,
  since: null,
};

/** A brand's VIP rules and its ladder from level 0 up (ADR 060). */
export async function vipLadder(db: Db, merchantId: number): Promise<{ rules: VipRules; levels: VipLevelRow[] }> {
  const [settings, levels] = await Promise.all([
    db.selectFrom('vip_settings').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst(),
    db.selectFrom('vip_levels').selectAll().where('merchant_id', '=', merchantId).orderBy('level').execute(),
  ]);
  const rules: VipRules = settings
    ? {
        basis: settings.basis,
        rollingDays: settings.rolling_days,
        downgrade: settings.downgrade,
        quietDays: settings.quiet_days,
        serviceLevel: settings.service_level,
        since: settings.since,
      }
    : noRules;
  return {
    rules,
    levels: levels.map((l) => ({
      level: l.level,
      name: l.name,
      minValidBets: l.min_valid_bets,
      minDeposits: l.min_deposits,
      keepValidBets: l.keep_valid_bets,
      upgradeReward: l.upgrade_reward,
      weeklyReward: l.weekly_reward,
      monthlyReward: l.monthly_reward,
      withdrawalMax: l.withdrawal_max,
      withdrawalsPerDay: l.withdrawals_per_day,
    })),
  };
}
