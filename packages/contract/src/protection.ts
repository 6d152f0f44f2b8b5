import { ZMoney, ZTimestamp } from './common';
import { ZAmountInput } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * Player protection (docs/product.md, Player protection; ADR 073): a member's own deposit limits per 24 hours,
 * 7 days and 30 days (the lowest room left applies; lowering or a first limit is immediate, raising or removing
 * one waits 24 hours), a cooling-off break (24 hours, 7 days, 30 days) or a self-exclusion (6 months, 1 year,
 * permanent). Neither the member nor staff can shorten or lift a break or an exclusion before its end.
 */

export const protectionPeriods = ['day', 'week', 'month'] as const;

/** A member's protection choices in the audit log (significant events, ADR 073): limits set, a break, an exclusion. */
export const protectionAuditActions = [
  'protection.limits_set',
  'protection.cooling_off',
  'protection.self_exclusion',
] as const;
export type TProtectionPeriod = (typeof protectionPeriods)[number];

export const exclusionKinds = ['cooling_off', 'self_exclusion'] as const;
export type TExclusionKind = (typeof exclusionKinds)[number];

/** The lengths a member may choose, each naming its kind (cooling off: 24 h, 7 d, 30 d; exclusion: 6 m, 1 y, for ever). */
export const exclusionChoices = [
  'cooling_off_24h',
  'cooling_off_7d',
  'cooling_off_30d',
  'self_exclusion_6m',
  'self_exclusion_1y',
  'self_exclusion_permanent',
] as const;
export type TExclusionChoice = (typeof exclusionChoices)[number];

/** The kind a choice belongs to. */
export function exclusionKindOf(choice: TExclusionChoice): TExclusionKind {
  return choice.startsWith('cooling_off') ? 'cooling_off' : 'self_exclusion';
}

/** One period's limit: what applies now, a raise waiting for its 24 hours, and what was deposited in the window. */
export const ZDepositLimit = z.object({
  /** The limit in force (null: none). */
  limit: ZMoney.nullable(),
  /** A raise (or a removal: limit null) asked for, and when it takes effect; null when none waits. */
  pending: z.object({ limit: ZMoney.nullable(), from: ZTimestamp }).nullable(),
  /** Deposits credited or waiting in the rolling window (24 hours, 7 days, 30 days). */
  used: ZMoney,
  /** What may still be deposited in the window under this limit (null: no limit). */
  left: ZMoney.nullable(),
});
export type TDepositLimit = z.infer<typeof ZDepositLimit>;

export const ZExclusion = z.object({
  kind: z.enum(exclusionKinds),
  /** When it ends (null: permanent). */
  until: ZTimestamp.nullable(),
  takenAt: ZTimestamp,
});
export type TExclusion = z.infer<typeof ZExclusion>;

export const ZProtection = z.object({
  limits: z.object({ day: ZDepositLimit, week: ZDepositLimit, month: ZDepositLimit }),
  /** The break or exclusion in force; null when none (one that has ended is not shown). */
  exclusion: ZExclusion.nullable(),
});
export type TProtection = z.infer<typeof ZProtection>;

/** The three limits as the form sends them: an amount, or null for none. */
export const ZDepositLimitsInput = z.object({
  day: ZAmountInput.nullable(),
  week: ZAmountInput.nullable(),
  month: ZAmountInput.nullable(),
});
export type TDepositLimitsInput = z.infer<typeof ZDepositLimitsInput>;

/** A break or an exclusion, confirmed with the member's sign-in password. */
export const ZExclusionInput = z.object({
  choice: z.enum(exclusionChoices),
  password: z.string().min(1).max(128),
});
export type TExclusionInput = z.infer<typeof ZExclusionInput>;

export const protectionRoutes = {
  mine: route({
    method: 'GET',
    path: '/wps/member/protection',
    access: 'realMember',
    tag: 'protection',
    summary:
      "The member's deposit limits (with raises waiting and what is left in each window) and break or exclusion.",
    response: ZProtection,
  }),
  setLimits: route({
    method: 'PUT',
    path: '/wps/member/protection/limits',
    access: 'realMember',
    tag: 'protection',
    summary:
      'Set the deposit limits for 24 hours, 7 days and 30 days (null: none). A lower or first limit applies at once; a higher one or a removal applies 24 hours later.',
    body: ZDepositLimitsInput,
    response: ZProtection,
  }),
  exclude: route({
    method: 'POST',
    path: '/wps/member/protection/exclusion',
    access: 'realMember',
    encrypted: true,
    tag: 'protection',
    summary:
      'Take a break (24 hours, 7 days, 30 days) or exclude oneself (6 months, 1 year, permanent), confirmed with the password. It cannot be shortened or lifted before its end (protection_cannot_shorten).',
    body: ZExclusionInput,
    response: ZProtection,
  }),
} as const;
