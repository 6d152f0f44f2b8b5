import { trimmed, ZLocalizedText, ZMoney, ZPage, ZPageQuery, ZTimestamp } from './common';
import { ZAmountInput, ZIdempotencyKey } from './money';
import { grantStates, offerKinds, ZLocalizedArt, ZOfferTerms, ZPromotionCategory } from './promotions';
import { route } from './route';
import { z } from './zod';

/**
 * Back office of promotions (issue 28; ADR 057, 058): offers (create, edit, publish, pause), the queue of
 * members' applications, grants with a manual grant and a forfeit, and a report per offer. The admin and
 * marketing roles call these (access `promotions`); customer service does not.
 *
 * An offer's data are the player contract's shapes (ZOfferReward, ZOfferTerms, ZEligibilityRule) with every
 * amount as major-unit text on the wire; the server stores minor units. Editing an offer bumps its version and
 * never changes a grant already issued (a grant copied the terms when it was made).
 */

const ZId = z.string().regex(/^[1-9]\d{0,17}$/);
const line = (max: number) => trimmed(max).refine((s) => !s.includes('\u0000'));
/** A query-string filter a form may send empty: '' means "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const promotionsAdminAuditActions = [
  'promotion.offer_create',
  'promotion.offer_update',
  'promotion.offer_state',
  'promotion.application_approve',
  'promotion.application_reject',
  'promotion.grant_manual',
  'promotion.grant_forfeit',
  'promotion.settings_update',
] as const;

export const offerStates = ['draft', 'published', 'paused'] as const;
export type TOfferState = (typeof offerStates)[number];
export const ZOfferState = z.enum(offerStates);

export const applicationStates = ['pending', 'approved', 'rejected'] as const;
export type TApplicationState = (typeof applicationStates)[number];

/** The largest turnover multiple a brand allows when it has not set its own (`promotionMaxTurnoverMultiple`). */
export const defaultMaxTurnoverMultiple = 30;
/** A written reason: an application's rejection, a manual grant, a forfeit. */
export const maxPromotionReason = 200;

// ---------------------------------------------------------------------------------------------- offer data

/** ZOfferReward with its amounts as major-unit text (`money` is ZAmountInput in a request, ZMoney in a reply). */
const rewardWire = <M extends z.ZodType<string>>(money: M) =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('deposit_match'),
      which: z.enum(['first', 'nth', 'reload']),
      nth: z.number().int().min(2).max(100).optional(),
      percent: z.number().int().min(1).max(500),
      cap: money,
      minDeposit: money,
    }),
    z.object({ kind: z.literal('fixed_credit'), amount: money }),
    z.object({
      kind: z.literal('free_rounds'),
      gameCode: z.string().min(1).max(40),
      rounds: z.number().int().min(1).max(500),
      stake: money,
    }),
    z.object({ kind: z.literal('application'), amount: money }),
  ]);

/** ZOfferTerms with the max bet as major-unit text. */
const termsWire = <M extends z.ZodType<string>>(money: M) => ZOfferTerms.extend({ maxBet: money.nullable() });

/** ZEligibilityRule with the minimum deposit as major-unit text. */
const ruleWire = <M extends z.ZodType<string>>(money: M) =>
  z.discriminatedUnion('rule', [
    z.object({
      rule: z.literal('deposit_count'),
      min: z.number().int().min(0).max(1000).optional(),
      max: z.number().int().min(0).max(1000).optional(),
    }),
    z.object({ rule: z.literal('min_deposit'), amount: money }),
    z.object({ rule: z.literal('vip_level'), min: z.number().int().min(0).max(99) }),
    z.object({ rule: z.literal('member_label'), label: z.string().trim().min(1).max(40) }),
    z.object({ rule: z.literal('opt_in') }),
    z.object({ rule: z.literal('no_stacking') }),
    z.object({ rule: z.literal('once'), per: z.enum(['member', 'day']) }),
    z.object({ rule: z.literal('verified_phone') }),
  ]);

export const ZOfferRewardInput = rewardWire(ZAmountInput);
export type TOfferRewardInput = z.input<typeof ZOfferRewardInput>;
export const ZOfferTermsInput = termsWire(ZAmountInput);
export type TOfferTermsInput = z.input<typeof ZOfferTermsInput>;
export const ZEligibilityRuleInput = ruleWire(ZAmountInput);
export type TEligibilityRuleInput = z.input<typeof ZEligibilityRuleInput>;
export const eligibilityRules = [
  'deposit_count',
  'min_deposit',
  'vip_level',
  'member_label',
  'opt_in',
  'no_stacking',
  'once',
  'verified_phone',
] as const;
export type TEligibilityRuleName = (typeof eligibilityRules)[number];

const localizedLine = (max: number) => z.object({ ms: line(max).min(1), en: line(max).min(1), zh: line(max).min(1) });
const localizedText = (max: number) => z.object({ ms: trimmed(max), en: trimmed(max), zh: trimmed(max) });

/** An instant as an ISO 8601 text with its offset (the editor sends the brand's local time converted). */
const ZInstant = z.iso
  .datetime({ offset: true })
  .refine((v) => Date.parse(v) >= Date.UTC(2000, 0, 1) && Date.parse(v) < Date.UTC(2100, 0, 1));

export const ZOfferInput = z
  .object({
    /** The brand's own name for it (unique per brand): letters, digits, '-' and '_'. */
    code: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/),
    category: ZPromotionCategory,
    sort: z.number().int().min(0).max(100_000).default(0),
    title: localizedLine(80),
    summary: localizedText(200),
    rules: localizedText(5000),
    art: ZLocalizedArt,
    /** Its `kind` is the offer's kind, fixed once the offer has been published. */
    reward: ZOfferRewardInput,
    terms: ZOfferTermsInput,
    eligibility: z.array(ZEligibilityRuleInput).max(20).default([]),
    startsAt: ZInstant,
    endsAt: ZInstant.nullable().default(null),
    /** Optional budgets: claims stop when what grants cost reaches one of them. */
    budgetTotal: ZAmountInput.nullable().default(null),
    budgetDaily: ZAmountInput.nullable().default(null),
  })
  .refine((o) => !o.endsAt || Date.parse(o.endsAt) > Date.parse(o.startsAt), {
    path: ['endsAt'],
    message: 'ends before it starts',
  })
  .refine((o) => o.reward.kind !== 'deposit_match' || o.reward.which !== 'nth' || o.reward.nth !== undefined, {
    path: ['reward', 'nth'],
    message: 'required',
  });
export type TOfferInput = z.input<typeof ZOfferInput>;

export const ZAdminOffer = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(offerKinds),
  category: ZPromotionCategory,
  state: ZOfferState,
  sort: z.number().int(),
  title: ZLocalizedText,
  summary: ZLocalizedText,
  rules: ZLocalizedText,
  art: ZLocalizedArt,
  reward: rewardWire(ZMoney),
  terms: termsWire(ZMoney),
  eligibility: z.array(ruleWire(ZMoney)),
  startsAt: ZTimestamp,
  endsAt: ZTimestamp.nullable(),
  budgetTotal: ZMoney.nullable(),
  budgetDaily: ZMoney.nullable(),
  /** What the offer's grants have cost so far. */
  grantedTotal: ZMoney,
  /** Grants made of it, whatever their state. */
  claims: z.number().int(),
  version: z.number().int(),
  updatedAt: ZTimestamp,
});
export type TAdminOffer = z.infer<typeof ZAdminOffer>;

export const ZAdminOfferList = z.object({
  items: z.array(ZAdminOffer),
  currency: z.string(),
  exponent: z.number().int(),
  /** The brand's cap on an offer's turnover multiple. */
  maxTurnoverMultiple: z.number().int(),
});
export type TAdminOfferList = z.infer<typeof ZAdminOfferList>;

export const ZAdminOffersQuery = z.object({
  state: optionalFilter(ZOfferState),
  category: optionalFilter(ZPromotionCategory),
});

export const ZOfferStateInput = z.object({ state: ZOfferState });

/** The brand's promotion settings: the admin's, since the cap on the turnover multiple is a compliance limit. */
export const ZPromotionSettings = z.object({ maxTurnoverMultiple: z.number().int().min(0).max(50) });
export type TPromotionSettings = z.infer<typeof ZPromotionSettings>;

// ---------------------------------------------------------------------------------------------- applications

export const ZAdminApplication = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  offerId: z.string(),
  offerTitle: ZLocalizedText,
  comment: z.string(),
  /** Read each at adminUploadPath. */
  imageIds: z.array(z.string()),
  state: z.enum(applicationStates),
  reason: z.string(),
  /** What approving grants (the offer's application reward). */
  amount: ZMoney,
  currency: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: ZTimestamp.nullable(),
  grantId: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TAdminApplication = z.infer<typeof ZAdminApplication>;

export const ZAdminApplicationPage = ZPage(ZAdminApplication).extend({
  /** Applications waiting for a decision, whatever the filter. */
  pending: z.number().int(),
});
export type TAdminApplicationPage = z.infer<typeof ZAdminApplicationPage>;

export const ZAdminApplicationsQuery = ZPageQuery.extend({
  state: optionalFilter(z.enum(applicationStates)),
});

export const ZApplicationRejection = z.object({ reason: line(maxPromotionReason).min(1) });

// ---------------------------------------------------------------------------------------------- grants

export const ZAdminGrant = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  offerId: z.string(),
  offerTitle: ZLocalizedText,
  /** Why it was made: `deposit:<id>`, `claim`, `application:<id>`, `manual:<key>`. */
  sourceRef: z.string(),
  state: z.enum(grantStates),
  /** Why it ended (withdrawal, expiry, operator…), else ''. */
  reason: z.string(),
  note: z.string(),
  amount: ZMoney,
  depositAmount: ZMoney,
  turnoverNeeded: ZMoney,
  turnoverDone: ZMoney,
  converted: ZMoney,
  forfeited: ZMoney,
  currency: z.string(),
  grantedBy: z.string().nullable(),
  expiresAt: ZTimestamp,
  createdAt: ZTimestamp,
  endedAt: ZTimestamp.nullable(),
});
export type TAdminGrant = z.infer<typeof ZAdminGrant>;

export const ZAdminGrantPage = ZPage(ZAdminGrant);
export type TAdminGrantPage = z.infer<typeof ZAdminGrantPage>;

export const ZAdminGrantsQuery = ZPageQuery.extend({
  username: optionalFilter(line(64)),
  offerId: optionalFilter(ZId),
  state: optionalFilter(z.enum(grantStates)),
});

export const ZManualGrant = z.object({
  username: line(64).min(1),
  offerId: ZId,
  /** Major units, above zero. */
  amount: ZAmountInput,
  reason: line(maxPromotionReason).min(1),
  /** One per dialog: a repeated submit finds the first grant instead of making a second. */
  idempotencyKey: ZIdempotencyKey,
});
export type TManualGrant = z.input<typeof ZManualGrant>;

export const ZGrantForfeit = z.object({ reason: line(maxPromotionReason).min(1) });

// ---------------------------------------------------------------------------------------------- report

export const ZOfferReportRow = z.object({
  offerId: z.string(),
  code: z.string(),
  title: ZLocalizedText,
  state: ZOfferState,
  /** Grants made, and the members who hold them. */
  claims: z.number().int(),
  claimants: z.number().int(),
  /** Bonus granted, converted to cash, forfeited (expiry included). */
  granted: ZMoney,
  converted: ZMoney,
  forfeited: ZMoney,
  /** Turnover the grants counted. */
  turnover: ZMoney,
  /** Claimants' stakes and payouts on settled real-money bets placed since their first grant of the offer. */
  stakes: ZMoney,
  payouts: ZMoney,
  /** Net gaming revenue of the claimants: stakes less payouts. */
  netGamingRevenue: ZMoney,
});
export type TOfferReportRow = z.infer<typeof ZOfferReportRow>;

export const ZOfferReport = z.object({ items: z.array(ZOfferReportRow), currency: z.string() });
export type TOfferReport = z.infer<typeof ZOfferReport>;

export const ZPromotionIdParam = z.object({ id: ZId });

// ---------------------------------------------------------------------------------------------- routes

export const promotionsAdminRoutes = {
  offers: route({
    method: 'GET',
    path: '/admin/api/promotions/offers',
    access: 'promotions',
    tag: 'promotions-admin',
    summary: "The brand's offers by order, filtered by state and category, with their claims so far.",
    query: ZAdminOffersQuery,
    response: ZAdminOfferList,
  }),
  offer: route({
    method: 'GET',
    path: '/admin/api/promotions/offers/:id',
    access: 'promotions',
    tag: 'promotions-admin',
    summary: 'One offer of the brand (not_found for another brand’s).',
    params: ZPromotionIdParam,
    response: ZAdminOffer,
  }),
  createOffer: route({
    method: 'POST',
    path: '/admin/api/promotions/offers',
    access: 'promotions',
    tag: 'promotions-admin',
    summary:
      'A new offer, as a draft (promotion_code_taken, promotion_turnover_over_cap over the brand’s cap on the turnover multiple).',
    body: ZOfferInput,
    response: ZAdminOffer,
  }),
  updateOffer: route({
    method: 'PUT',
    path: '/admin/api/promotions/offers/:id',
    access: 'promotions',
    tag: 'promotions-admin',
    summary:
      'Edit an offer: its version goes up; grants already issued keep their terms. Its kind is fixed once published (promotion_kind_locked).',
    params: ZPromotionIdParam,
    body: ZOfferInput,
    response: ZAdminOffer,
  }),
  setOfferState: route({
    method: 'POST',
    path: '/admin/api/promotions/offers/:id/state',
    access: 'promotions',
    tag: 'promotions-admin',
    summary: 'Publish, pause, or take an offer back to draft (only one never granted).',
    params: ZPromotionIdParam,
    body: ZOfferStateInput,
    response: ZAdminOffer,
  }),
  updateSettings: route({
    method: 'PUT',
    path: '/admin/api/promotions/settings',
    access: 'operatorAdmin',
    tag: 'promotions-admin',
    summary:
      "The brand's cap on an offer's turnover multiple (0-50; 30 until set). Offers saved from now on are held to it; grants already issued keep their terms.",
    body: ZPromotionSettings,
    response: ZPromotionSettings,
  }),
  applications: route({
    method: 'GET',
    path: '/admin/api/promotions/applications',
    access: 'promotions',
    tag: 'promotions-admin',
    summary: "Members' applications, the oldest waiting first when filtered to pending.",
    query: ZAdminApplicationsQuery,
    response: ZAdminApplicationPage,
  }),
  approveApplication: route({
    method: 'POST',
    path: '/admin/api/promotions/applications/:id/approve',
    access: 'promotions',
    tag: 'promotions-admin',
    summary: 'Approve: the bonus is granted once (a second call answers as it stands) and the member is told.',
    params: ZPromotionIdParam,
    response: ZAdminApplication,
  }),
  rejectApplication: route({
    method: 'POST',
    path: '/admin/api/promotions/applications/:id/reject',
    access: 'promotions',
    tag: 'promotions-admin',
    summary: 'Reject with a reason the member reads (promotion_application_decided when already decided).',
    params: ZPromotionIdParam,
    body: ZApplicationRejection,
    response: ZAdminApplication,
  }),
  grants: route({
    method: 'GET',
    path: '/admin/api/promotions/grants',
    access: 'promotions',
    tag: 'promotions-admin',
    summary: 'Grants, newest first, by member username, offer and state.',
    query: ZAdminGrantsQuery,
    response: ZAdminGrantPage,
  }),
  manualGrant: route({
    method: 'POST',
    path: '/admin/api/promotions/grants',
    access: 'promotions',
    tag: 'promotions-admin',
    summary: "Grant a member an offer's bonus by hand, with a reason (audited); the idempotency key grants once.",
    body: ZManualGrant,
    response: ZAdminGrant,
  }),
  forfeitGrant: route({
    method: 'POST',
    path: '/admin/api/promotions/grants/:id/forfeit',
    access: 'promotions',
    tag: 'promotions-admin',
    summary: 'Forfeit a grant with a reason (audited): its bonus money goes, the member’s cash never does.',
    params: ZPromotionIdParam,
    body: ZGrantForfeit,
    response: ZAdminGrant,
  }),
  report: route({
    method: 'GET',
    path: '/admin/api/promotions/report',
    access: 'promotions',
    tag: 'promotions-admin',
    summary:
      'Per offer: claims, bonus granted, converted and forfeited, turnover, and the net gaming revenue of its claimants.',
    response: ZOfferReport,
  }),
} as const;
