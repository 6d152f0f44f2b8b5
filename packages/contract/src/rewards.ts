import { ZTimestamp } from './common';
import { ZIdempotencyKey, ZMoney } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * The reward centre (ADR 059): everything a member earned from the loyalty programs, waiting to be claimed or
 * already paid. Each reward is paid as a bonus grant through the promotions engine, with its program's terms.
 */

/** Every loyalty program that records rewards, in the order the reward centre's filter lists them. */
export const rewardPrograms = [
  'rebate',
  'vip_upgrade',
  'vip_weekly',
  'vip_monthly',
  'mission',
  'race',
  'check_in',
  'daily_task',
  'red_envelope',
  'referral_deposit',
  'referral_share',
] as const;
export type TRewardProgram = (typeof rewardPrograms)[number];
export const ZRewardProgram = z.enum(rewardPrograms);

/** due: being paid automatically; waiting: the member claims it; paid; expired: not claimed in time; refused. */
export const rewardStates = ['due', 'waiting', 'paid', 'expired', 'refused'] as const;
export type TRewardState = (typeof rewardStates)[number];

/** One line of what a reward came from: a product's valid bets in the period and the rate applied to them. */
export const ZRewardLine = z.object({
  /** The product (a game category, e.g. LOTT, RNG) or a friend's masked name for a referral share. */
  label: z.string(),
  base: ZMoney,
  /** The rate in basis points (1/100 of a percent). */
  rateBp: z.number().int(),
  amount: ZMoney,
});
export type TRewardLine = z.infer<typeof ZRewardLine>;

/** What a reward came from, as far as its program tells: the reward centre shows the parts present. */
export const ZRewardDetails = z.object({
  periodStart: ZTimestamp.optional(),
  periodEnd: ZTimestamp.optional(),
  lines: z.array(ZRewardLine).optional(),
  /** A VIP level reached or held. */
  level: z.number().int().optional(),
  /** A race's final rank. */
  rank: z.number().int().optional(),
  /** The day of a check-in streak. */
  day: z.number().int().optional(),
  /** A mission's, race's, task's or event's name in the caller's language. */
  name: z.string().optional(),
  /** A referred friend's masked account name. */
  friend: z.string().optional(),
});
export type TRewardDetails = z.infer<typeof ZRewardDetails>;

export const ZReward = z.object({
  id: z.string(),
  program: ZRewardProgram,
  amount: ZMoney,
  state: z.enum(rewardStates),
  /** Why a refused reward was refused: an error code the site translates. */
  reason: z.string(),
  earnedAt: ZTimestamp,
  claimBy: ZTimestamp,
  paidAt: ZTimestamp.nullable(),
  /** The bonus grant it became (its turnover shows in the bonus details). */
  grantId: z.string().nullable(),
  details: ZRewardDetails,
});
export type TReward = z.infer<typeof ZReward>;

export const ZRewardCentreQuery = z.object({
  /** open: waiting or being paid; history: everything else. */
  view: z.enum(['open', 'history']).default('open'),
  program: ZRewardProgram.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZRewardCentre = z.object({
  items: z.array(ZReward),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What waits for the member's claim, whatever the page shows. */
  waitingCount: z.number().int(),
  waitingAmount: ZMoney,
  currency: z.string(),
});
export type TRewardCentre = z.infer<typeof ZRewardCentre>;

export const ZRewardClaimRequest = z.object({ idempotencyKey: ZIdempotencyKey });
export const ZRewardClaimResult = z.object({
  /** How many rewards this call paid, and their total. */
  claimed: z.number().int(),
  amount: ZMoney,
});
export type TRewardClaimResult = z.infer<typeof ZRewardClaimResult>;

export const ZRewardIdParam = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

export const rewardRoutes = {
  centre: route({
    method: 'GET',
    path: '/wps/member/rewards',
    access: 'realMember',
    tag: 'rewards',
    summary: 'The reward centre: what the member earned from every loyalty program, open or past.',
    query: ZRewardCentreQuery,
    response: ZRewardCentre,
  }),
  claim: route({
    method: 'POST',
    path: '/wps/member/rewards/:id/claim',
    access: 'realMember',
    tag: 'rewards',
    summary: 'Claim one waiting reward: it becomes a bonus grant with its program terms.',
    params: ZRewardIdParam,
    body: ZRewardClaimRequest,
    response: ZRewardClaimResult,
  }),
  claimAll: route({
    method: 'POST',
    path: '/wps/member/rewards/claim-all',
    access: 'realMember',
    tag: 'rewards',
    summary: 'Claim every waiting reward at once.',
    body: ZRewardClaimRequest,
    response: ZRewardClaimResult,
  }),
} as const;
