import { ZMoney, ZTimestamp } from './common';
import { ZAmountInput } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * Invite friends in the back office (ADR 061; access `promotions`): the rewards and their caps, and the latest
 * friends the program refused with why. How rewards are paid (at once, their turnover) is the rewards programs'
 * setting (`referral_deposit`, `referral_share`).
 */

export const referralsAdminAuditActions = ['loyalty.referral_update'] as const;

export const referralRefusals = ['self', 'same_device', 'same_address', 'same_bank'] as const;
export type TReferralRefusal = (typeof referralRefusals)[number];

/** The largest share of a friend's valid bets a brand may give (10 %). */
export const maxReferralShareBp = 1000;

const settings = <M extends z.ZodType<string>>(money: M) =>
  z.object({
    enabled: z.boolean(),
    /** "0" for no reward on a first deposit. */
    depositReward: money,
    minFirstDeposit: money,
    shareBp: z.number().int().min(0).max(maxReferralShareBp),
    friendCap: money,
    periodCap: money,
  });

export const ZReferralSettingsInput = settings(ZAmountInput);
export type TReferralSettingsInput = z.input<typeof ZReferralSettingsInput>;

export const ZReferralRefusalRow = z.object({
  friend: z.string(),
  referrer: z.string(),
  reason: z.enum(referralRefusals),
  checkedAt: ZTimestamp,
});

export const ZReferralSettings = settings(ZMoney).extend({
  /** False until the brand has saved its settings (the values shown are then a suggestion). */
  saved: z.boolean(),
  currency: z.string(),
  /** The latest friends who earn their referrer nothing, and why. */
  refusals: z.array(ZReferralRefusalRow),
});
export type TReferralSettings = z.infer<typeof ZReferralSettings>;

export const referralsAdminRoutes = {
  settings: route({
    method: 'GET',
    path: '/admin/api/loyalty/referrals',
    access: 'promotions',
    tag: 'admin-loyalty',
    summary: 'The brand invite-friends rewards and caps, and the latest refused friends with why.',
    response: ZReferralSettings,
  }),
  updateSettings: route({
    method: 'PUT',
    path: '/admin/api/loyalty/referrals',
    access: 'promotions',
    tag: 'admin-loyalty',
    summary: 'Save the invite-friends rewards and caps (audited).',
    body: ZReferralSettingsInput,
    response: ZReferralSettings,
  }),
} as const;
