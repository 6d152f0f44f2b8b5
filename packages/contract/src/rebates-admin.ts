import { ZMoney, ZTimestamp } from './common';
import { ZAmountInput } from './money';
import { maxRebateRateBp, rebatePeriods, rebateProducts } from './rebates';
import { route } from './route';
import { VIP_MAX_LEVEL } from './vip';
import { z } from './zod';

/**
 * The rebate's back office (ADR 060): for each period (daily, weekly) whether it runs, an optional cap a member a
 * period, and its rates per VIP level and product; the periods computed so far. How rebates are paid (automatically
 * or claimed, the turnover) is the rewards back office's program `rebate`. The admin and marketing roles (access
 * `promotions`).
 */

export const rebatesAdminAuditActions = ['loyalty.rebate_update'] as const;

export const ZRebatePeriod = z.enum(rebatePeriods);
export const ZRebatePeriodParam = z.object({ period: ZRebatePeriod });

export const ZRebateRate = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  product: z.enum(rebateProducts),
  rateBp: z.number().int().min(0).max(maxRebateRateBp),
});
export type TRebateRate = z.infer<typeof ZRebateRate>;

export const ZRebateScheduleInput = z.object({
  enabled: z.boolean(),
  /** Major units; null: no cap. */
  cap: ZAmountInput.nullable(),
  rates: z
    .array(ZRebateRate)
    .max((VIP_MAX_LEVEL + 1) * rebateProducts.length)
    .refine((rates) => new Set(rates.map((r) => `${r.level}:${r.product}`)).size === rates.length, {
      message: 'a level and product twice',
    }),
});
export type TRebateScheduleInput = z.input<typeof ZRebateScheduleInput>;

export const ZRebateSchedule = z.object({
  period: ZRebatePeriod,
  enabled: z.boolean(),
  cap: ZMoney.nullable(),
  /** When it was first saved (periods ending before are never paid); null: never saved. */
  since: ZTimestamp.nullable(),
  rates: z.array(ZRebateRate),
});
export type TRebateSchedule = z.infer<typeof ZRebateSchedule>;

export const ZRebateRun = z.object({
  period: ZRebatePeriod,
  periodStart: ZTimestamp,
  periodEnd: ZTimestamp,
  /** Members rewarded and what the rewards came to. */
  rewards: z.number().int(),
  amount: ZMoney,
  ranAt: ZTimestamp,
});

export const ZRebatesAdmin = z.object({
  schedules: z.array(ZRebateSchedule),
  /** The latest computed periods, newest first. */
  runs: z.array(ZRebateRun),
  currency: z.string(),
});
export type TRebatesAdmin = z.infer<typeof ZRebatesAdmin>;

export const rebatesAdminRoutes = {
  rebates: route({
    method: 'GET',
    path: '/admin/api/rebates',
    access: 'promotions',
    tag: 'rebates-admin',
    summary: "The brand's rebate schedules and rates and the latest computed periods.",
    response: ZRebatesAdmin,
  }),
  saveSchedule: route({
    method: 'PUT',
    path: '/admin/api/rebates/schedules/:period',
    access: 'promotions',
    tag: 'rebates-admin',
    summary: "A period's rebate: on or off, its cap, and every rate (a level and product left out pays nothing).",
    params: ZRebatePeriodParam,
    body: ZRebateScheduleInput,
    response: ZRebateSchedule,
  }),
} as const;
