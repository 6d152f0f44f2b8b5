import { trimmed, ZTimestamp } from './common';
import { ZIdempotencyKey, ZMoney } from './money';
import { route } from './route';
import { ZUploadId } from './uploads';
import { z } from './zod';

/**
 * Promotions and bonuses (ADR 057): the hall, an offer's detail, claiming, applying, and the member's bonus
 * details. An offer is data (kind, reward, terms, eligibility); a grant copies the terms when it is issued and
 * holds its bonus money apart from the cash wallet until it converts.
 */

/** The hall's categories, in the order the hall shows them (docs/product.md, Promotions and bonuses). */
export const promotionCategories = [
  'newbie',
  'limited',
  'special',
  'daily',
  'high_rebate',
  'vip',
  'sport',
  'live',
  'slots',
  'card',
  'fish',
  'lottery',
  'rebate',
  'points_mall',
  'rank',
  'deposit',
  'app_download',
] as const;
export type TPromotionCategory = (typeof promotionCategories)[number];
export const ZPromotionCategory = z.enum(promotionCategories);

/** What a card tells the caller about their standing with an offer (docs/product.md, Promotions and bonuses). */
export const claimStates = [
  'join_now',
  'claim_payout',
  'applying',
  'registration_closed',
  'application_prohibited',
  'issued',
  'claimed',
  'in_progress',
  'signed_up',
  'coming_soon',
] as const;
export type TClaimState = (typeof claimStates)[number];

export const offerKinds = ['deposit_match', 'fixed_credit', 'free_rounds', 'application'] as const;
export type TOfferKind = (typeof offerKinds)[number];

/** The products a stake can come from, for contributions to turnover (a transfer-wallet vendor is `transfer`). */
export const bonusProducts = ['lottery', 'elott', 'game', 'vendor', 'transfer'] as const;
export type TBonusProduct = (typeof bonusProducts)[number];

/** The bundled banner art an offer can show (no words on it: the card writes the title in the reader's language). */
export const promotionArt = [
  '/banners/promotions/welcome.svg',
  '/banners/promotions/reload.svg',
  '/banners/promotions/application.svg',
  '/banners/promotions/free-rounds.svg',
  '/banners/promotions/lottery.svg',
  '/banners/promotions/vip.svg',
] as const;
export const ZPromotionArt = z.enum(promotionArt);
export const ZLocalizedArt = z.object({ ms: ZPromotionArt, en: ZPromotionArt, zh: ZPromotionArt });

/** Amounts in the offer's data are minor units (integers), as the ledger counts them. */
const ZMinor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const ZPositiveMinor = ZMinor.min(1);

export const ZOfferReward = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit_match'),
    /** Which deposit qualifies: the first, the nth (`nth`), or any (a reload). */
    which: z.enum(['first', 'nth', 'reload']),
    nth: z.number().int().min(2).max(100).optional(),
    percent: z.number().int().min(1).max(500),
    cap: ZPositiveMinor,
    minDeposit: ZPositiveMinor,
  }),
  z.object({ kind: z.literal('fixed_credit'), amount: ZPositiveMinor }),
  /** Free rounds on a house slot: `rounds` at `stake` each, bonus money that only that game may spend. */
  z.object({
    kind: z.literal('free_rounds'),
    gameCode: z.string().min(1).max(40),
    rounds: z.number().int().min(1).max(500),
    stake: ZPositiveMinor,
  }),
  /** Granted when staff approve the member's application. */
  z.object({ kind: z.literal('application'), amount: ZPositiveMinor }),
]);
export type TOfferReward = z.infer<typeof ZOfferReward>;

/** A contribution line: the first line matching the stake's game, then its category, then its product wins. */
export const ZContribution = z.object({
  product: z.enum(bonusProducts),
  category: z.string().max(20).optional(),
  gameCode: z.string().max(40).optional(),
  percent: z.number().int().min(0).max(100),
});
export type TContribution = z.infer<typeof ZContribution>;

/** The terms a grant copies when it is issued. */
export const ZOfferTerms = z.object({
  turnoverMultiple: z.number().int().min(0).max(50),
  turnoverOf: z.enum(['bonus', 'deposit_bonus']),
  contributions: z.array(ZContribution).max(50),
  /** A stake matching no line contributes this much. */
  defaultPercent: z.number().int().min(0).max(100),
  /** The largest stake while the grant is active (null: none). */
  maxBet: ZPositiveMinor.nullable(),
  /** What may become cash at completion, as a multiple of the bonus (null: all of it). */
  maxConversionMultiple: z.number().int().min(1).max(100).nullable(),
  lifeDays: z.number().int().min(1).max(90),
});
export type TOfferTerms = z.infer<typeof ZOfferTerms>;

export const ZEligibilityRule = z.discriminatedUnion('rule', [
  z.object({
    rule: z.literal('deposit_count'),
    min: z.number().int().min(0).max(1000).optional(),
    max: z.number().int().min(0).max(1000).optional(),
  }),
  z.object({ rule: z.literal('min_deposit'), amount: ZPositiveMinor }),
  z.object({ rule: z.literal('vip_level'), min: z.number().int().min(0).max(99) }),
  z.object({ rule: z.literal('member_label'), label: z.string().min(1).max(40) }),
  z.object({ rule: z.literal('opt_in') }),
  z.object({ rule: z.literal('no_stacking') }),
  z.object({ rule: z.literal('once'), per: z.enum(['member', 'day']) }),
  z.object({ rule: z.literal('verified_phone') }),
]);
export type TEligibilityRule = z.infer<typeof ZEligibilityRule>;

/** An offer as the hall shows it, in the caller's language, with the caller's claim state. */
export const ZPromotionCard = z.object({
  id: z.string(),
  kind: z.enum(offerKinds),
  category: ZPromotionCategory,
  title: z.string(),
  summary: z.string(),
  art: z.string(),
  startsAt: ZTimestamp,
  endsAt: ZTimestamp.nullable(),
  state: z.enum(claimStates),
});
export type TPromotionCard = z.infer<typeof ZPromotionCard>;

export const ZPromotionHall = z.object({ items: z.array(ZPromotionCard), currency: z.string() });
export type TPromotionHall = z.infer<typeof ZPromotionHall>;

/** The terms in numbers the site writes out in words, in the reader's language. */
export const ZTermsView = z.object({
  turnoverMultiple: z.number().int(),
  turnoverOf: z.enum(['bonus', 'deposit_bonus']),
  contributions: z.array(ZContribution.extend({ gameName: z.string().optional() })),
  defaultPercent: z.number().int(),
  maxBet: ZMoney.nullable(),
  maxConversionMultiple: z.number().int().nullable(),
  lifeDays: z.number().int(),
  /** Free rounds: the one game the bonus may be spent on. */
  onlyGame: z.object({ code: z.string(), name: z.string() }).nullable(),
});
export type TTermsView = z.infer<typeof ZTermsView>;

export const ZRewardView = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit_match'),
    which: z.enum(['first', 'nth', 'reload']),
    nth: z.number().int().optional(),
    percent: z.number().int(),
    cap: ZMoney,
    minDeposit: ZMoney,
  }),
  z.object({ kind: z.literal('fixed_credit'), amount: ZMoney }),
  z.object({ kind: z.literal('free_rounds'), gameName: z.string(), rounds: z.number().int(), stake: ZMoney }),
  z.object({ kind: z.literal('application'), amount: ZMoney }),
]);
export type TRewardView = z.infer<typeof ZRewardView>;

export const ZPromotionDetail = ZPromotionCard.extend({
  /** The operator's rules, plain text in the reader's language (paragraphs split by blank lines). */
  rules: z.string(),
  reward: ZRewardView,
  terms: ZTermsView,
  currency: z.string(),
  /** Why a member may not claim, when that is the state (a rule's name: deposit_count, vip_level…). */
  refusal: z.string().nullable(),
  /** The member's application, when they have one waiting or decided. */
  application: z
    .object({ state: z.enum(['pending', 'approved', 'rejected']), reason: z.string(), createdAt: ZTimestamp })
    .nullable(),
});
export type TPromotionDetail = z.infer<typeof ZPromotionDetail>;

const ZOfferId = z.string().regex(/^[1-9]\d{0,17}$/);

export const ZClaimRequest = z.object({ idempotencyKey: ZIdempotencyKey });
export const ZClaimResult = z.object({ state: z.enum(claimStates), grantId: z.string().nullable() });
export type TClaimResult = z.infer<typeof ZClaimResult>;

/** docs/product.md (Promotions and bonuses): a comment of at most 140 characters and up to 3 images (png or jpg, each at most 5 MB, sent first). */
export const maxApplicationComment = 140;
export const maxApplicationImages = 3;
export const ZApplyRequest = z.object({
  comment: trimmed(maxApplicationComment).min(1),
  imageIds: z.array(ZUploadId).max(maxApplicationImages).default([]),
});
export type TApplyRequest = z.input<typeof ZApplyRequest>;

export const grantStates = ['pending', 'active', 'completed', 'expired', 'forfeited', 'cancelled'] as const;
export type TGrantState = (typeof grantStates)[number];

export const ZGrantEvent = z.object({ kind: z.string(), amount: ZMoney, at: ZTimestamp });

export const ZBonusGrant = z.object({
  id: z.string(),
  offerId: z.string(),
  title: z.string(),
  state: z.enum(grantStates),
  reason: z.string(),
  amount: ZMoney,
  balance: ZMoney,
  turnoverDone: ZMoney,
  turnoverNeeded: ZMoney,
  maxBet: ZMoney.nullable(),
  expiresAt: ZTimestamp,
  createdAt: ZTimestamp,
  endedAt: ZTimestamp.nullable(),
  converted: ZMoney,
  forfeited: ZMoney,
  history: z.array(ZGrantEvent),
});
export type TBonusGrant = z.infer<typeof ZBonusGrant>;

export const ZBonusDetails = z.object({
  currency: z.string(),
  /** The grant in play, the one every stake counts towards (null: the member plays with cash only). */
  active: ZBonusGrant.nullable(),
  items: z.array(ZBonusGrant),
});
export type TBonusDetails = z.infer<typeof ZBonusDetails>;

/** A deposit bonus the deposit page offers for the amount the member is about to send. */
export const ZDepositBonusChoice = z.object({
  id: z.string(),
  title: z.string(),
  percent: z.number().int(),
  cap: ZMoney,
  minDeposit: ZMoney,
  turnoverMultiple: z.number().int(),
  turnoverOf: z.enum(['bonus', 'deposit_bonus']),
  /** Already chosen (opted in) before this deposit. */
  chosen: z.boolean(),
});
export const ZDepositBonusChoices = z.object({ items: z.array(ZDepositBonusChoice), currency: z.string() });
export type TDepositBonusChoices = z.infer<typeof ZDepositBonusChoices>;

export const promotionRoutes = {
  hall: route({
    method: 'GET',
    path: '/wps/promotions',
    access: 'visitor',
    tag: 'promotions',
    summary: "The promotions hall: published offers in the caller's language with the caller's claim state.",
    query: z.object({ category: ZPromotionCategory.optional() }),
    response: ZPromotionHall,
  }),
  detail: route({
    method: 'GET',
    path: '/wps/promotions/:id',
    access: 'visitor',
    tag: 'promotions',
    summary: 'One offer: its rules, terms in numbers, and the action the caller can take.',
    params: z.object({ id: ZOfferId }),
    response: ZPromotionDetail,
  }),
  claim: route({
    method: 'POST',
    path: '/wps/member/promotions/:id/claim',
    access: 'realMember',
    tag: 'promotions',
    summary:
      'Claim an offer: a fixed credit or free rounds are granted, a deposit bonus is chosen for the next deposit.',
    params: z.object({ id: ZOfferId }),
    body: ZClaimRequest,
    response: ZClaimResult,
  }),
  apply: route({
    method: 'POST',
    path: '/wps/member/promotions/:id/apply',
    access: 'realMember',
    tag: 'promotions',
    summary: 'Apply for an application promotion with a comment and up to 3 images; staff decide.',
    params: z.object({ id: ZOfferId }),
    body: ZApplyRequest,
    response: ZClaimResult,
  }),
  bonuses: route({
    method: 'GET',
    path: '/wps/member/bonuses',
    access: 'realMember',
    tag: 'promotions',
    summary: "The member's bonus details: every grant with its balance, turnover and history, the active one first.",
    response: ZBonusDetails,
  }),
  depositBonuses: route({
    method: 'GET',
    path: '/wps/member/deposit-bonuses',
    access: 'realMember',
    tag: 'promotions',
    summary: 'The deposit bonuses the member may choose on the deposit page.',
    response: ZDepositBonusChoices,
  }),
} as const;
