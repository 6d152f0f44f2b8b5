import { ZMoney } from './common';
import { ZAmountInput } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * The check-in table in the back office (ADR 061; access `promotions`: the admin and marketing): each streak
 * day's reward and what a streak longer than the table earns. How the rewards are paid (at once, the turnover
 * they need) is the rewards program's setting (program `check_in`).
 */

export const checkInAdminAuditActions = ['loyalty.check_in_update'] as const;

export const checkInAfterLast = ['repeat', 'cap'] as const;
export type TCheckInAfterLast = (typeof checkInAfterLast)[number];

/** The most days a table may have. */
export const maxCheckInDays = 31;

const settings = <M extends z.ZodType<string>>(money: M) =>
  z.object({
    enabled: z.boolean(),
    /** Day 1, day 2, …: each day's reward in major units. */
    dayRewards: z.array(money).min(1).max(maxCheckInDays),
    /** repeat: after the last day the table starts again at day 1; cap: every later day pays the last day's. */
    afterLast: z.enum(checkInAfterLast),
  });

export const ZCheckInSettingsInput = settings(ZAmountInput);
export type TCheckInSettingsInput = z.input<typeof ZCheckInSettingsInput>;
export const ZCheckInSettings = settings(ZMoney).extend({
  /** False until the brand has saved a table (the values shown are then a suggestion). */
  saved: z.boolean(),
  currency: z.string(),
});
export type TCheckInSettings = z.infer<typeof ZCheckInSettings>;

export const checkInAdminRoutes = {
  settings: route({
    method: 'GET',
    path: '/admin/api/loyalty/check-in',
    access: 'promotions',
    tag: 'admin-loyalty',
    summary: 'The brand check-in table.',
    response: ZCheckInSettings,
  }),
  updateSettings: route({
    method: 'PUT',
    path: '/admin/api/loyalty/check-in',
    access: 'promotions',
    tag: 'admin-loyalty',
    summary: 'Save the check-in table (audited); check-ins already made keep what they paid.',
    body: ZCheckInSettingsInput,
    response: ZCheckInSettings,
  }),
} as const;
