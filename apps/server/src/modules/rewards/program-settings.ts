import { type TOfferTerms, type TRewardProgram, ZOfferTerms } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';

export interface ProgramSettings {
  program: TRewardProgram;
  /** Paid as soon as it is earned (by the payer job), or waiting for the member's claim. */
  autoPay: boolean;
  /** How long a waiting reward may be claimed. */
  claimDays: number;
  /** The terms its grants copy. */
  terms: TOfferTerms;
}

/** Counts every stake in full, as rebates and most loyalty rewards do on the sites we replace. */
const everyStakeCounts = { turnoverOf: 'bonus', contributions: [], defaultPercent: 100, maxBet: null } as const;

/**
 * A program's settings before the operator has chosen any (ADR 059): a rebate or a share of a friend's bets needs
 * its bonus turned over once, as is usual; a reward for showing up (check-in, a daily task, a red envelope) or for a
 * level reached is cash-like, needing no turnover. Everything is paid automatically except a race's prize and a
 * mission's, which the member claims (they see it won).
 */
const defaults: Record<TRewardProgram, Omit<ProgramSettings, 'program'>> = {
  rebate: { autoPay: true, claimDays: 7, terms: terms(1) },
  vip_upgrade: { autoPay: true, claimDays: 30, terms: terms(0) },
  vip_weekly: { autoPay: true, claimDays: 7, terms: terms(1) },
  vip_monthly: { autoPay: true, claimDays: 30, terms: terms(1) },
  mission: { autoPay: false, claimDays: 7, terms: terms(1) },
  race: { autoPay: false, claimDays: 14, terms: terms(1) },
  check_in: { autoPay: true, claimDays: 7, terms: terms(0) },
  daily_task: { autoPay: true, claimDays: 7, terms: terms(0) },
  red_envelope: { autoPay: true, claimDays: 7, terms: terms(0) },
  referral_deposit: { autoPay: true, claimDays: 30, terms: terms(1) },
  referral_share: { autoPay: true, claimDays: 30, terms: terms(1) },
};

function terms(turnoverMultiple: number): TOfferTerms {
  return { ...everyStakeCounts, contributions: [], turnoverMultiple, maxConversionMultiple: null, lifeDays: 30 };
}

/** A program's settings for the brand: the operator's, else the defaults above. */
export async function programSettings(db: Db, merchantId: number, program: TRewardProgram): Promise<ProgramSettings> {
  const row = await db
    .selectFrom('reward_programs')
    .select(['auto_pay', 'claim_days', 'terms'])
    .where('merchant_id', '=', merchantId)
    .where('program', '=', program)
    .executeTakeFirst();
  if (!row) return { program, ...defaults[program] };
  return { program, autoPay: row.auto_pay, claimDays: row.claim_days, terms: ZOfferTerms.parse(row.terms) };
}

/** Every program's settings for the brand, in the contract's order. */
export async function allProgramSettings(db: Db, merchantId: number): Promise<ProgramSettings[]> {
  const rows = await db
    .selectFrom('reward_programs')
    .select(['program', 'auto_pay', 'claim_days', 'terms'])
    .where('merchant_id', '=', merchantId)
    .execute();
  return (Object.keys(defaults) as TRewardProgram[]).map((program) => {
    const row = rows.find((r) => r.program === program);
    return row
      ? { program, autoPay: row.auto_pay, claimDays: row.claim_days, terms: ZOfferTerms.parse(row.terms) }
      : { program, ...defaults[program] };
  });
}

/**
 * A program's name as the member's bonus details and messages show it (the title of its hidden offer): written in
 * the three languages here because the server writes it into the offer's row as data, like an operator's title.
 */
export const programTitles: Record<TRewardProgram, LocalizedJson> = {
  rebate: { ms: 'Rebat', en: 'Rebate', zh: '返水' },
  vip_upgrade: { ms: 'Ganjaran naik taraf VIP', en: 'VIP upgrade reward', zh: 'VIP晋级奖励' },
  vip_weekly: { ms: 'Ganjaran mingguan VIP', en: 'VIP weekly reward', zh: 'VIP周奖励' },
  vip_monthly: { ms: 'Ganjaran bulanan VIP', en: 'VIP monthly reward', zh: 'VIP月奖励' },
  mission: { ms: 'Ganjaran misi', en: 'Mission reward', zh: '任务奖励' },
  race: { ms: 'Hadiah perlumbaan', en: 'Race prize', zh: '排行榜奖金' },
  check_in: { ms: 'Ganjaran daftar masuk', en: 'Check-in reward', zh: '签到奖励' },
  daily_task: { ms: 'Ganjaran tugasan harian', en: 'Daily task reward', zh: '每日任务奖励' },
  red_envelope: { ms: 'Angpau', en: 'Red envelope', zh: '红包' },
  referral_deposit: { ms: 'Ganjaran jemput rakan', en: 'Invite reward', zh: '邀请奖励' },
  referral_share: { ms: 'Komisen rakan', en: 'Friends share', zh: '好友分成' },
};
