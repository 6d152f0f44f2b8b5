import { ZMoney, ZPage, ZPageQuery, ZTimestamp } from './common';
import { ZAmountInput, ZIdempotencyKey } from './money';
import { rebateProducts } from './rebates';
import { route } from './route';
import { z } from './zod';

/**
 * The points mall (ADR 064): points earned from valid bets (and, if the brand wishes, deposits), kept in a points
 * account of their own in the ledger, never mixed with money; a catalogue of items to exchange them for; the
 * member's exchange records and points details. Points do not expire.
 *
 * Points travel like money: a decimal string in whole points with two decimals ("128.50"); inside they are
 * integers of hundredths of a point (POINTS_EXPONENT), so a small stake still earns its share.
 */
export const POINTS_EXPONENT = 2;

/** The products points accrue on, per the brand's ratio: the same names the rebates use. */
export const pointProducts = rebateProducts;
export type TPointProduct = (typeof pointProducts)[number];

/** What an item is exchanged for (promotion, life services, gifts; docs/product.md, The points mall). */
export const pointItemTypes = ['promotion', 'life', 'gift'] as const;
export type TPointItemType = (typeof pointItemTypes)[number];

/** A redemption's state (applying, rejected, approved; ADR 064). */
export const pointRedemptionStates = ['applying', 'approved', 'rejected'] as const;
export type TPointRedemptionState = (typeof pointRedemptionStates)[number];

/** How an item's stock is counted: without end, a total that runs down, or a number each period. */
export const pointStockModes = ['unlimited', 'total', 'period'] as const;
export type TPointStockMode = (typeof pointStockModes)[number];
export const pointStockPeriods = ['day', 'week', 'month'] as const;
export type TPointStockPeriod = (typeof pointStockPeriods)[number];

/** Why the member's points moved, as the points details name it. */
export const pointMovementKinds = [
  'accrual',
  'correction',
  'deposit',
  'redemption',
  'redemption_returned',
  'conversion',
  'adjustment',
] as const;
export type TPointMovementKind = (typeof pointMovementKinds)[number];

/** Points as a reply carries them: whole points with two decimals, "128.50". */
export const ZPoints = z.string();

/** An id as a path or body carries it. */
const ZId = z.string().regex(/^[1-9]\d{0,17}$/);

export const ZPointBalance = z.object({
  /** False when the brand runs no points mall: the page says so. */
  enabled: z.boolean(),
  balance: ZPoints,
});
export type TPointBalance = z.infer<typeof ZPointBalance>;

export const ZPointStock = z.object({
  mode: z.enum(pointStockModes),
  /** What is left now (this period's, for a per-period stock); null when unlimited. */
  left: z.number().int().nullable(),
  period: z.enum(pointStockPeriods).nullable(),
});
export type TPointStock = z.infer<typeof ZPointStock>;

/** An item of the catalogue as the member sees it, in the member's language. */
export const ZPointItem = z.object({
  id: z.string(),
  type: z.enum(pointItemTypes),
  name: z.string(),
  description: z.string(),
  /** The item's picture (a site path or an https address); empty: the type's own picture. */
  imageUrl: z.string(),
  points: ZPoints,
  /** Money asked besides the points ("0.00" when none). */
  amount: ZMoney,
  stock: ZPointStock,
  /** How many one member may redeem in all; null: no limit. */
  perMemberLimit: z.number().int().nullable(),
  /** How many the caller has redeemed (applying and approved); 0 for a visitor. */
  redeemedByMe: z.number().int(),
  /** The version the member is looking at: a redemption names it, so a changed item is never redeemed unseen. */
  version: z.number().int(),
  /** A gift is delivered: its redemption asks for a recipient, an address and a phone. */
  needsDelivery: z.boolean(),
});
export type TPointItem = z.infer<typeof ZPointItem>;

export const ZPointCatalogue = z.object({
  enabled: z.boolean(),
  items: z.array(ZPointItem),
  currency: z.string(),
});
export type TPointCatalogue = z.infer<typeof ZPointCatalogue>;

export const ZPointRedeemRequest = z.object({
  itemId: ZId,
  version: z.number().int().min(1),
  quantity: z.number().int().min(1).max(99),
  paymentPassword: z.string().min(1).max(64),
  /** Gifts only: who receives it, where, and a phone the courier calls. */
  recipient: z.string().trim().max(64).optional(),
  address: z.string().trim().max(255).optional(),
  phone: z.string().trim().max(32).optional(),
  idempotencyKey: ZIdempotencyKey,
});
export type TPointRedeemRequest = z.input<typeof ZPointRedeemRequest>;

/** One exchange record (docs/product.md, The points mall). */
export const ZPointRedemption = z.object({
  id: z.string(),
  /** The transaction number members and staff quote. */
  number: z.string(),
  appliedAt: ZTimestamp,
  type: z.enum(pointItemTypes),
  itemName: z.string(),
  quantity: z.number().int(),
  /** Points required in all (item points × quantity). */
  points: ZPoints,
  /** Money required in all ("0.00" when none). */
  amount: ZMoney,
  status: z.enum(pointRedemptionStates),
  /** The points change of the redemption (negative), and the balance it left. */
  pointsChange: ZPoints,
  pointsBalance: ZPoints,
  /** The staff's tracking note when approved, their reason when rejected; empty while applying. */
  remark: z.string(),
  recipient: z.string(),
  deliveryAddress: z.string(),
  phone: z.string(),
  decidedAt: ZTimestamp.nullable(),
});
export type TPointRedemption = z.infer<typeof ZPointRedemption>;

export const ZPointRedemptionQuery = ZPageQuery.extend({ status: z.enum(pointRedemptionStates).optional() });
export const ZPointRedemptionList = ZPage(ZPointRedemption);
export type TPointRedemptionList = z.infer<typeof ZPointRedemptionList>;

/** A product's ratio (betting unit, points ratio; ADR 064): each `bettingUnit` of valid bets earns `pointsRatio`. */
export const ZPointRate = z.object({
  product: z.enum(pointProducts),
  bettingUnit: ZMoney,
  pointsRatio: ZPoints,
});
export type TPointRate = z.infer<typeof ZPointRate>;

/** The points rules page: how points are earned, converted, and that they do not expire. */
export const ZPointConfig = z.object({
  enabled: z.boolean(),
  /** Products without a ratio earn nothing. */
  rates: z.array(ZPointRate),
  /** Points for deposits: each `bettingUnit` deposited earns `pointsRatio`; null when deposits earn none. */
  deposit: z.object({ bettingUnit: ZMoney, pointsRatio: ZPoints }).nullable(),
  /** Points to cash: `points` convert to `amount`, at least `minPoints` at a time; null when the brand converts none. */
  conversion: z.object({ points: ZPoints, amount: ZMoney, minPoints: ZPoints }).nullable(),
  /** The brand's own words under the rules, in the member's language (may be empty). */
  notes: z.string(),
  currency: z.string(),
});
export type TPointConfig = z.infer<typeof ZPointConfig>;

/** One movement of the member's points (the points details). */
export const ZPointMovement = z.object({
  id: z.string(),
  at: ZTimestamp,
  kind: z.enum(pointMovementKinds),
  /** Signed: "+12.50", "-500.00" as "-500.00". */
  change: ZPoints,
  balance: ZPoints,
  /** What it was about, in the member's language: the transaction number, the adjustment's reason. */
  remark: z.string(),
});
export type TPointMovement = z.infer<typeof ZPointMovement>;

export const ZPointMovementQuery = ZPageQuery.extend({ kind: z.enum(pointMovementKinds).optional() });
export const ZPointMovementList = ZPage(ZPointMovement);
export type TPointMovementList = z.infer<typeof ZPointMovementList>;

export const ZPointConvertRequest = z.object({
  points: ZAmountInput,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});
export type TPointConvertRequest = z.input<typeof ZPointConvertRequest>;

export const ZPointConvertResult = z.object({
  points: ZPoints,
  amount: ZMoney,
  /** The points left, and the wallet's cash balance after. */
  balance: ZPoints,
  cashBalance: ZMoney,
});
export type TPointConvertResult = z.infer<typeof ZPointConvertResult>;

export const pointRoutes = {
  balance: route({
    method: 'POST',
    path: '/wps/relay/MCS2_getPointBalance',
    access: 'realMember',
    tag: 'points',
    summary: "The member's points balance.",
    body: z.object({}).optional(),
    response: ZPointBalance,
  }),
  catalogue: route({
    method: 'POST',
    path: '/wps/relay/MCS2_getPointReward',
    access: 'realMember',
    tag: 'points',
    summary: "The brand's items to exchange points for, of one type or all, with what is left and the member's count.",
    body: z.object({ type: z.enum(pointItemTypes).optional() }).optional(),
    response: ZPointCatalogue,
  }),
  redeem: route({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    access: 'realMember',
    tag: 'points',
    summary:
      'Redeem an item: the payment password, a recipient, address and phone for a gift; its points (and money) and stock are taken at once, and the redemption waits for staff (a promotion item is granted at once).',
    body: ZPointRedeemRequest,
    response: ZPointRedemption,
  }),
  redemptions: route({
    method: 'POST',
    path: '/wps/relay/MCS2_getRedeemPointList',
    access: 'realMember',
    tag: 'points',
    summary: "The member's exchange records, the latest first.",
    body: ZPointRedemptionQuery,
    response: ZPointRedemptionList,
  }),
  config: route({
    method: 'POST',
    path: '/wps/relay/MCS2_getPointConfig',
    access: 'realMember',
    tag: 'points',
    summary: 'The points rules: the ratio per product, points for deposits, conversion to cash.',
    body: z.object({}).optional(),
    response: ZPointConfig,
  }),
  movements: route({
    method: 'POST',
    path: '/wps/relay/ODSFE2_MemTransDet',
    access: 'realMember',
    tag: 'points',
    summary: "The member's points details: every movement of their points with the balance it left, the latest first.",
    body: ZPointMovementQuery,
    response: ZPointMovementList,
  }),
  convert: route({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    access: 'realMember',
    tag: 'points',
    summary: "Convert points to cash at the brand's rate, with the payment password.",
    body: ZPointConvertRequest,
    response: ZPointConvertResult,
  }),
} as const;
