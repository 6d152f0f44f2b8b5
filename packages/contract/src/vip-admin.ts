import { trimmed, ZMoney, ZTimestamp } from './common';
import { ZAmountInput } from './money';
import { route } from './route';
import { VIP_MAX_LEVEL, vipBases, vipDowngrades } from './vip';
import { z } from './zod';

/**
 * The VIP back office (ADR 060): the ladder (levels 0..N, each with its name, what reaching and keeping it takes,
 * its rewards and withdrawal limits) and the rules (what counts towards a level, the downgrade rule, from which
 * level the VIP customer-service line). The admin and marketing roles (access `promotions`). Amounts are major-unit
 * text on the wire; "0" is allowed where a level asks or pays nothing.
 */

export const vipAdminAuditActions = ['loyalty.vip_update'] as const;

const name = trimmed(30)
  .min(1)
  .refine((s) => !s.includes('\u0000'));

export const ZVipLevelInput = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  name: z.object({ ms: name, en: name, zh: name }),
  minValidBets: ZAmountInput,
  minDeposits: ZAmountInput,
  /** Valid bets a quiet period must reach to keep the level when the brand downgrades. */
  keepValidBets: ZAmountInput,
  upgradeReward: ZAmountInput,
  weeklyReward: ZAmountInput,
  monthlyReward: ZAmountInput,
  /** null: the brand's own withdrawal limits. */
  withdrawalMax: ZAmountInput.nullable(),
  withdrawalsPerDay: z.number().int().min(1).max(1000).nullable(),
});
export type TVipLevelInput = z.input<typeof ZVipLevelInput>;

export const ZVipInput = z
  .object({
    basis: z.enum(vipBases),
    rollingDays: z.number().int().min(7).max(365),
    downgrade: z.enum(vipDowngrades),
    quietDays: z.number().int().min(7).max(365),
    /** Members at this level or above get the VIP customer-service line; null: nobody. */
    serviceLevel: z.number().int().min(1).max(VIP_MAX_LEVEL).nullable(),
    levels: z
      .array(ZVipLevelInput)
      .min(1)
      .max(VIP_MAX_LEVEL + 1),
  })
  .refine((v) => v.levels.every((l, i) => l.level === i), {
    path: ['levels'],
    message: 'levels 0 to N in order',
  });
export type TVipInput = z.input<typeof ZVipInput>;

export const ZVipLevelAdmin = ZVipLevelInput.extend({
  minValidBets: ZMoney,
  minDeposits: ZMoney,
  keepValidBets: ZMoney,
  upgradeReward: ZMoney,
  weeklyReward: ZMoney,
  monthlyReward: ZMoney,
  withdrawalMax: ZMoney.nullable(),
  /** Members holding the level now. */
  members: z.number().int(),
});

export const ZVipAdmin = z.object({
  basis: z.enum(vipBases),
  rollingDays: z.number().int(),
  downgrade: z.enum(vipDowngrades),
  quietDays: z.number().int(),
  serviceLevel: z.number().int().nullable(),
  /** When the programme began counting (first saved); null: never saved. */
  since: ZTimestamp.nullable(),
  levels: z.array(ZVipLevelAdmin),
  currency: z.string(),
});
export type TVipAdmin = z.infer<typeof ZVipAdmin>;

export const vipAdminRoutes = {
  vip: route({
    method: 'GET',
    path: '/admin/api/vip',
    access: 'promotions',
    tag: 'vip-admin',
    summary: "The brand's VIP ladder and rules, with the members holding each level.",
    response: ZVipAdmin,
  }),
  saveVip: route({
    method: 'PUT',
    path: '/admin/api/vip',
    access: 'promotions',
    tag: 'vip-admin',
    summary:
      'Save the ladder and rules (audited). Each level must ask more than the one below (vip_ladder_not_rising); a level members hold cannot be removed (vip_level_in_use).',
    body: ZVipInput,
    response: ZVipAdmin,
  }),
} as const;
