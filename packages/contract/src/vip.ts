import { ZMoney } from './common';
import { rebatePeriods, rebateProducts } from './rebates';
import { route } from './route';
import { z } from './zod';

/**
 * VIP levels (ADR 060): a ladder 0..N a member climbs with valid bets and credited deposits, each level with its
 * upgrade reward (once), weekly and monthly rewards, rebate rates, withdrawal limits and, from a level the brand
 * chooses, the VIP customer-service line. The member's page shows where they stand and every level's benefits.
 */

/** The highest level a ladder may have. */
export const VIP_MAX_LEVEL = 20;

/** What counts towards a level: everything since the programme began, or the last N days. */
export const vipBases = ['lifetime', 'rolling'] as const;
/** Never down, or one level down after a quiet period without the level's keep requirement. */
export const vipDowngrades = ['never', 'quiet'] as const;

export const ZVipRebateRate = z.object({
  period: z.enum(rebatePeriods),
  product: z.enum(rebateProducts),
  rateBp: z.number().int(),
});

/** One level as the member sees it, in the caller's language. */
export const ZVipLevel = z.object({
  level: z.number().int(),
  name: z.string(),
  minValidBets: ZMoney,
  minDeposits: ZMoney,
  keepValidBets: ZMoney,
  upgradeReward: ZMoney,
  weeklyReward: ZMoney,
  monthlyReward: ZMoney,
  /** The most one withdrawal may be, and withdrawals a day; null: the brand's own limits. */
  withdrawalMax: ZMoney.nullable(),
  withdrawalsPerDay: z.number().int().nullable(),
  /** The level has the VIP customer-service line. */
  vipService: z.boolean(),
  /** Its rebate rates above zero. */
  rebates: z.array(ZVipRebateRate),
});
export type TVipLevel = z.infer<typeof ZVipLevel>;

/** How far a member has come towards a requirement (major units). */
export const ZVipProgress = z.object({ counted: ZMoney, needed: ZMoney });
export type TVipProgress = z.infer<typeof ZVipProgress>;

export const ZMyVip = z.object({
  level: z.number().int(),
  name: z.string(),
  /** The next level and the member's progress towards it; null at the top. */
  next: z
    .object({ level: z.number().int(), name: z.string(), validBets: ZVipProgress, deposits: ZVipProgress })
    .nullable(),
  /** Under a downgrade rule, the valid bets of the current quiet period towards the level's keep requirement. */
  keep: z.object({ validBets: ZVipProgress, quietDays: z.number().int() }).nullable(),
  basis: z.enum(vipBases),
  rollingDays: z.number().int(),
  downgrade: z.enum(vipDowngrades),
  vipService: z.boolean(),
  levels: z.array(ZVipLevel),
  currency: z.string(),
});
export type TMyVip = z.infer<typeof ZMyVip>;

export const vipRoutes = {
  me: route({
    method: 'GET',
    path: '/wps/member/vip',
    access: 'realMember',
    tag: 'vip',
    summary: "The member's VIP level, progress to the next, and every level's benefits.",
    response: ZMyVip,
  }),
} as const;
