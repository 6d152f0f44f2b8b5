import { trimmed, ZDay, ZLocalizedText, ZMoney, ZPage, ZPageQuery, ZTimestamp } from './common';
import { ZAmountInput, ZIdempotencyKey } from './money';
import {
  pointItemTypes,
  pointProducts,
  pointRedemptionStates,
  pointStockModes,
  pointStockPeriods,
  ZPoints,
} from './points';
import { route } from './route';
import { z } from './zod';

/**
 * The points mall's back office (ADR 064): the brand's ratios and conversion (settings), the catalogue and its
 * stock, the fulfilment queue, points adjustments and the report. The admin and marketing roles (access
 * `promotions`) run the catalogue, the queue and the report; adjusting a member's points is a goodwill gesture of
 * the admin and customer service (access `support`, ADR 069).
 */

export const pointsAdminAuditActions = [
  'points.settings_update',
  'points.item_create',
  'points.item_update',
  'points.redemption_approve',
  'points.redemption_reject',
  'points.adjust',
] as const;

/** The bundled pictures an item can show (no words on them). */
export const pointItemArt = [
  '/points/bonus.svg',
  '/points/mobile-credit.svg',
  '/points/e-wallet.svg',
  '/points/groceries.svg',
  '/points/smartphone.svg',
  '/points/headphones.svg',
  '/points/watch.svg',
  '/points/gift-box.svg',
] as const;
export const ZPointItemArt = z.enum(pointItemArt);

const ZId = z.string().regex(/^[1-9]\d{0,17}$/);
export const ZPointIdParam = z.object({ id: ZId });

// ------------------------------------------------------------------------------------------------- settings

const settingsShape = <M extends z.ZodType<string>, P extends z.ZodType<string>>(money: M, points: P) =>
  z.object({
    enabled: z.boolean(),
    /** One ratio per product at most; a product left out earns nothing. */
    rates: z
      .array(z.object({ product: z.enum(pointProducts), bettingUnit: money, pointsRatio: points }))
      .max(pointProducts.length)
      .refine((rates) => new Set(rates.map((r) => r.product)).size === rates.length, { message: 'a product twice' }),
    deposit: z.object({ bettingUnit: money, pointsRatio: points }).nullable(),
    conversion: z.object({ points, amount: money, minPoints: points }).nullable(),
    notes: ZLocalizedText.extend({ ms: trimmed(1000), en: trimmed(1000), zh: trimmed(1000) }),
  });

/** Amounts and points in major units as written ("10.00", "1"). */
export const ZPointSettingsInput = settingsShape(ZAmountInput, ZAmountInput);
export type TPointSettingsInput = z.input<typeof ZPointSettingsInput>;
export const ZPointSettings = settingsShape(ZMoney, ZPoints).extend({
  /** False until the brand has saved its settings (the values shown are then a suggestion). */
  saved: z.boolean(),
  currency: z.string(),
});
export type TPointSettings = z.infer<typeof ZPointSettings>;

// ------------------------------------------------------------------------------------------------ catalogue

const itemShape = <M extends z.ZodType<string>, P extends z.ZodType<string>>(money: M, points: P) =>
  z.object({
    type: z.enum(pointItemTypes),
    name: ZLocalizedText.extend({ ms: trimmed(80).min(1), en: trimmed(80).min(1), zh: trimmed(80).min(1) }),
    description: ZLocalizedText.extend({ ms: trimmed(500), en: trimmed(500), zh: trimmed(500) }),
    imageUrl: ZPointItemArt,
    points,
    /** Money asked besides the points; null: none. */
    amount: money.nullable(),
    stockMode: z.enum(pointStockModes),
    /** total: the stock left; period: how many each period. Ignored when unlimited. */
    stock: z.number().int().min(0).max(1_000_000).nullable(),
    period: z.enum(pointStockPeriods).nullable(),
    /** How many one member may redeem in all; null: no limit. */
    perMemberLimit: z.number().int().min(1).max(10_000).nullable(),
    /** A promotion item's bonus (money) and the turnover multiple it asks; required for a promotion item. */
    bonusAmount: money.nullable(),
    turnoverMultiple: z.number().int().min(0).max(100).nullable(),
    active: z.boolean(),
    sort: z.number().int().min(0).max(10_000),
  });

export const ZPointItemInput = itemShape(ZAmountInput, ZAmountInput)
  .refine((i) => i.stockMode === 'unlimited' || i.stock !== null, { path: ['stock'], message: 'required' })
  .refine((i) => i.stockMode !== 'period' || i.period !== null, { path: ['period'], message: 'required' })
  .refine((i) => i.type !== 'promotion' || i.bonusAmount !== null, { path: ['bonusAmount'], message: 'required' });
export type TPointItemInput = z.input<typeof ZPointItemInput>;

export const ZAdminPointItem = itemShape(ZMoney, ZPoints).extend({
  id: z.string(),
  /** Bumped by every change of what a member is promised (type, names, points, money, bonus); orders pin it. */
  version: z.number().int(),
  /** What is left now (this period's for a per-period stock); null when unlimited. */
  left: z.number().int().nullable(),
  /** Redemptions applying, approved, and units redeemed in all (not rejected). */
  applying: z.number().int(),
  approved: z.number().int(),
  redeemed: z.number().int(),
  updatedAt: ZTimestamp,
});
export type TAdminPointItem = z.infer<typeof ZAdminPointItem>;

export const ZAdminPointItemList = z.object({ items: z.array(ZAdminPointItem), currency: z.string() });
export type TAdminPointItemList = z.infer<typeof ZAdminPointItemList>;

/** Stock added (positive) or taken off (negative) a total stock, with why; audited. */
export const ZPointStockChange = z.object({
  change: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, 'not zero'),
  reason: trimmed(200).min(1),
});
export type TPointStockChange = z.input<typeof ZPointStockChange>;

// ---------------------------------------------------------------------------------------------- redemptions

export const ZAdminPointRedemptionQuery = ZPageQuery.extend({
  status: z.enum(pointRedemptionStates).optional(),
  member: trimmed(64).optional(),
});

export const ZAdminPointRedemption = z.object({
  id: z.string(),
  number: z.string(),
  memberName: z.string(),
  appliedAt: ZTimestamp,
  type: z.enum(pointItemTypes),
  /** The item as it was when redeemed (the pinned version), in the operator's language. */
  itemName: z.string(),
  itemVersion: z.number().int(),
  quantity: z.number().int(),
  points: ZPoints,
  amount: ZMoney,
  status: z.enum(pointRedemptionStates),
  recipient: z.string(),
  deliveryAddress: z.string(),
  phone: z.string(),
  /** The tracking note (approved) or the reason (rejected). */
  remark: z.string(),
  decidedAt: ZTimestamp.nullable(),
  decidedBy: z.string().nullable(),
});
export type TAdminPointRedemption = z.infer<typeof ZAdminPointRedemption>;

export const ZAdminPointRedemptionList = ZPage(ZAdminPointRedemption).extend({ currency: z.string() });
export type TAdminPointRedemptionList = z.infer<typeof ZAdminPointRedemptionList>;

export const ZPointApproveInput = z.object({ note: trimmed(200).min(1) });
export const ZPointRejectInput = z.object({ reason: trimmed(200).min(1) });

// ---------------------------------------------------------------------------------------------- adjustments

export const ZPointAdjustInput = z.object({
  memberName: trimmed(64).min(1),
  /** Signed whole points with up to two decimals: "250", "-12.50". */
  points: z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/),
  reason: trimmed(200).min(1),
  idempotencyKey: ZIdempotencyKey,
});
export type TPointAdjustInput = z.input<typeof ZPointAdjustInput>;

export const ZPointAdjustResult = z.object({ memberName: z.string(), points: ZPoints, balance: ZPoints });
export type TPointAdjustResult = z.infer<typeof ZPointAdjustResult>;

// --------------------------------------------------------------------------------------------------- report

export const ZPointReportQuery = z.object({
  from: ZDay,
  to: ZDay,
});

/** Points issued, redeemed and outstanding (brand days, inclusive), and what conversions and items cost in cash. */
export const ZPointReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Earned from bets (net of corrections) and deposits, and given by adjustments (net). */
  earned: ZPoints,
  fromDeposits: ZPoints,
  adjusted: ZPoints,
  /** Taken by redemptions approved in the range, held by those still applying (now), converted to cash. */
  redeemed: ZPoints,
  held: ZPoints,
  converted: ZPoints,
  /** Cash the conversions paid; money members paid with approved items. */
  conversionCash: ZMoney,
  itemMoney: ZMoney,
  /** Points in members' accounts now. */
  outstanding: ZPoints,
  members: z.number().int(),
  currency: z.string(),
});
export type TPointReport = z.infer<typeof ZPointReport>;

export const pointsAdminRoutes = {
  settings: route({
    method: 'GET',
    path: '/admin/api/points/settings',
    access: 'promotions',
    tag: 'admin-points',
    summary: "The brand's points ratios, points for deposits and conversion to cash.",
    response: ZPointSettings,
  }),
  updateSettings: route({
    method: 'PUT',
    path: '/admin/api/points/settings',
    access: 'promotions',
    tag: 'admin-points',
    summary: 'Save the points settings (audited); points already earned stay as they are.',
    body: ZPointSettingsInput,
    response: ZPointSettings,
  }),
  items: route({
    method: 'GET',
    path: '/admin/api/points/items',
    access: 'promotions',
    tag: 'admin-points',
    summary: 'The catalogue: every item, active or not, with its stock and redemptions.',
    response: ZAdminPointItemList,
  }),
  createItem: route({
    method: 'POST',
    path: '/admin/api/points/items',
    access: 'promotions',
    tag: 'admin-points',
    summary: 'Add an item to the catalogue (audited).',
    body: ZPointItemInput,
    response: ZAdminPointItem,
  }),
  updateItem: route({
    method: 'PUT',
    path: '/admin/api/points/items/:id',
    access: 'promotions',
    tag: 'admin-points',
    summary: 'Change an item (audited); a change of what members are promised makes a new version, orders keep theirs.',
    params: ZPointIdParam,
    body: ZPointItemInput,
    response: ZAdminPointItem,
  }),
  changeStock: route({
    method: 'POST',
    path: '/admin/api/points/items/:id/stock',
    access: 'promotions',
    tag: 'admin-points',
    summary: "Add to or take off an item's total stock, with a reason (audited).",
    params: ZPointIdParam,
    body: ZPointStockChange,
    response: ZAdminPointItem,
  }),
  redemptions: route({
    method: 'GET',
    path: '/admin/api/points/redemptions',
    access: 'promotions',
    tag: 'admin-points',
    summary: 'The fulfilment queue: redemptions by state (applying first by default), oldest first while applying.',
    query: ZAdminPointRedemptionQuery,
    response: ZAdminPointRedemptionList,
  }),
  approve: route({
    method: 'POST',
    path: '/admin/api/points/redemptions/:id/approve',
    access: 'promotions',
    tag: 'admin-points',
    summary: 'Approve a redemption with a tracking note (audited); the member is told.',
    params: ZPointIdParam,
    body: ZPointApproveInput,
    response: ZAdminPointRedemption,
  }),
  reject: route({
    method: 'POST',
    path: '/admin/api/points/redemptions/:id/reject',
    access: 'promotions',
    tag: 'admin-points',
    summary:
      'Reject a redemption with a reason (audited): its points, money and stock go back once; the member is told.',
    params: ZPointIdParam,
    body: ZPointRejectInput,
    response: ZAdminPointRedemption,
  }),
  adjust: route({
    method: 'POST',
    path: '/admin/api/points/adjustments',
    access: 'support',
    tag: 'admin-points',
    summary: "Add points to or take them off a member's account, with a reason (audited); never below zero.",
    body: ZPointAdjustInput,
    response: ZPointAdjustResult,
  }),
  report: route({
    method: 'GET',
    path: '/admin/api/points/report',
    access: 'promotions',
    tag: 'admin-points',
    summary: 'Points issued, redeemed, converted and outstanding over a range of brand days.',
    query: ZPointReportQuery,
    response: ZPointReport,
  }),
} as const;
