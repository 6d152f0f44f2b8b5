import { ZMoney, ZTimestamp } from './common';
import { route } from './route';
import { z } from './zod';

/**
 * Invite friends (the member centre's referral entry; ADR 061): a member's own referral code and link (apart from an
 * agent's invitation code, which places a new member in the agent's team), the friends who registered with it, and
 * what they earned the member: a reward when a friend's first deposit is credited, and a share of the friend's valid
 * bets each brand day, both capped. A friend who is the member again (the same e-mail, device, registration address
 * or bank account) earns nothing.
 */

export const referralFriendStatuses = ['registered', 'deposited', 'active'] as const;
export type TReferralFriendStatus = (typeof referralFriendStatuses)[number];

export const ZReferralFriend = z.object({
  /** The friend's account name, masked (ab***z). */
  name: z.string(),
  registeredAt: ZTimestamp,
  /** registered; deposited: a deposit credited; active: valid bets in the last 7 days. */
  status: z.enum(referralFriendStatuses),
  /** False when this friend earns the member nothing (found to be the member themselves). */
  counts: z.boolean(),
  /** What this friend earned the member so far. */
  earned: ZMoney,
});
export type TReferralFriend = z.infer<typeof ZReferralFriend>;

export const ZReferralTerms = z.object({
  /** Paid when a friend's first deposit (at least minFirstDeposit) is credited; 0 when none. */
  depositReward: ZMoney,
  minFirstDeposit: ZMoney,
  /** The share of a friend's valid bets, in basis points (100 = 1 %); 0 when none. */
  shareBp: z.number().int(),
  /** The most one friend's bets earn in a brand day, and all friends' together. */
  friendCap: ZMoney,
  periodCap: ZMoney,
});
export type TReferralTerms = z.infer<typeof ZReferralTerms>;

export const ZReferralOverview = z.object({
  /** False when the brand runs no invite-friends rewards: the code still registers friends. */
  enabled: z.boolean(),
  code: z.string(),
  /** The registration page with the code filled in. */
  link: z.string(),
  terms: ZReferralTerms,
  friends: z.array(ZReferralFriend),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What all friends earned the member so far. */
  earned: ZMoney,
  currency: z.string(),
});
export type TReferralOverview = z.infer<typeof ZReferralOverview>;

export const ZReferralQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const referralRoutes = {
  overview: route({
    method: 'GET',
    path: '/wps/member/referrals',
    access: 'realMember',
    tag: 'referrals',
    summary: "The member's referral code and link, the friends who registered with it and what they earned.",
    query: ZReferralQuery,
    response: ZReferralOverview,
  }),
} as const;
