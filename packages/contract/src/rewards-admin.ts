import { ZDay } from './common';
import { ZMoney } from './money';
import { ZRewardProgram } from './rewards';
import { route } from './route';
import { z } from './zod';

/**
 * Back office of the loyalty programs' rewards (ADR 059): each program's choices (paid automatically or claimed,
 * the claim window, the terms its bonuses copy) and a report of what each program cost and the gaming revenue of the
 * members it reached. The admin and marketing roles call these (access `promotions`).
 */

export const rewardsAdminAuditActions = ['reward.program_update'] as const;

/** A program's choices as the back office edits them; the rest of a bonus's terms count every stake in full. */
export const ZRewardProgramSettings = z.object({
  autoPay: z.boolean(),
  claimDays: z.number().int().min(1).max(90),
  turnoverMultiple: z.number().int().min(0).max(50),
  lifeDays: z.number().int().min(1).max(90),
  /** What may become cash at completion, as a multiple of the reward (null: all of it). */
  maxConversionMultiple: z.number().int().min(1).max(100).nullable(),
});
export type TRewardProgramSettings = z.infer<typeof ZRewardProgramSettings>;

export const ZAdminRewardProgram = ZRewardProgramSettings.extend({ program: ZRewardProgram, custom: z.boolean() });
export type TAdminRewardProgram = z.infer<typeof ZAdminRewardProgram>;

export const ZAdminRewardPrograms = z.object({
  items: z.array(ZAdminRewardProgram),
  /** The brand's cap on a turnover multiple (the promotions setting). */
  maxTurnoverMultiple: z.number().int(),
});
export type TAdminRewardPrograms = z.infer<typeof ZAdminRewardPrograms>;

export const ZRewardReportQuery = z
  .object({ from: ZDay, to: ZDay })
  .refine((q) => q.from <= q.to, { message: 'from after to', path: ['to'] });

export const ZRewardReportRow = z.object({
  program: ZRewardProgram,
  /** Rewards earned in the range, and the members who earned them. */
  rewards: z.number().int(),
  members: z.number().int(),
  /** Paid as bonus; waiting for a claim or being paid; expired unclaimed; refused. */
  paid: ZMoney,
  open: ZMoney,
  expired: ZMoney,
  refused: ZMoney,
  /** Of the bonus paid: what became cash, and what was forfeited (its real cost is what converted). */
  converted: ZMoney,
  forfeited: ZMoney,
  /** The members' stakes and payouts on settled real-money bets placed since their first reward in the range. */
  stakes: ZMoney,
  payouts: ZMoney,
  netGamingRevenue: ZMoney,
});
export type TRewardReportRow = z.infer<typeof ZRewardReportRow>;

export const ZRewardReport = z.object({ items: z.array(ZRewardReportRow), currency: z.string() });
export type TRewardReport = z.infer<typeof ZRewardReport>;

export const rewardsAdminRoutes = {
  programs: route({
    method: 'GET',
    path: '/admin/api/rewards/programs',
    access: 'promotions',
    tag: 'rewards-admin',
    summary: "Every loyalty program's choices: paid automatically or claimed, the claim window, the bonus terms.",
    response: ZAdminRewardPrograms,
  }),
  saveProgram: route({
    method: 'PUT',
    path: '/admin/api/rewards/programs/:program',
    access: 'promotions',
    tag: 'rewards-admin',
    summary: "Set a program's choices (audited); rewards already paid keep the terms they were paid with.",
    params: z.object({ program: ZRewardProgram }),
    body: ZRewardProgramSettings,
    response: ZAdminRewardProgram,
  }),
  report: route({
    method: 'GET',
    path: '/admin/api/rewards/report',
    access: 'promotions',
    tag: 'rewards-admin',
    summary: 'Per program over brand days: rewards, what they cost, and the net gaming revenue of the members reached.',
    query: ZRewardReportQuery,
    response: ZRewardReport,
  }),
} as const;
