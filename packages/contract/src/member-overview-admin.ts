import { ZBetSums } from './bets';
import { trimmed, ZMoney, ZTimestamp } from './common';
import { ZPoints } from './points';
import { ZProtection } from './protection';
import { route } from './route';
import { z } from './zod';

/**
 * The back office's picture of one member beside their record (ADR 066): money in and out, play and its result,
 * points, staff notes and labels, and the accounts linked to them (a risk signal), and making a player an agent.
 * Staff who look members up (access `memberLookup`, ADR 069) read it and write notes; labels are risk's (access
 * `risk`) and making an agent is the admin's.
 */

export const memberOverviewAuditActions = ['member.note_add', 'member.labels_set', 'member.make_agent'] as const;

/** What ties two accounts together: a browser both signed in from, an address, a bank account, the registration address. */
export const linkSignals = ['device', 'address', 'bank_account', 'register_address'] as const;
export type TLinkSignal = (typeof linkSignals)[number];

export const ZLinkedAccount = z.object({
  memberId: z.string(),
  username: z.string(),
  type: z.number().int(),
  status: z.string(),
  signals: z.array(z.enum(linkSignals)),
});
export type TLinkedAccount = z.infer<typeof ZLinkedAccount>;

export const ZMemberNote = z.object({
  id: z.string(),
  text: z.string(),
  by: z.string(),
  at: ZTimestamp,
});
export type TMemberNote = z.infer<typeof ZMemberNote>;

export const ZMemberOverview = z.object({
  balance: ZMoney,
  deposits: z.object({ count: z.number().int(), total: ZMoney }),
  /** Paid to the member (in full or in part), and requests still open. */
  withdrawals: z.object({ count: z.number().int(), paid: ZMoney, open: z.number().int() }),
  /** Net cash: deposits less withdrawals paid. */
  netCash: ZMoney,
  /** All their real-money bets: placed, valid (turnover), paid out, their result (payouts − stakes). */
  bets: ZBetSums,
  points: ZPoints,
  labels: z.array(z.string()),
  notes: z.array(ZMemberNote),
  /** Other accounts of the brand sharing a signal with this one (at most 50), each with what they share. */
  linked: z.array(ZLinkedAccount),
  currency: z.string(),
  /** The member's own deposit limits and break or self-exclusion, read only (docs/product.md, Player protection). */
  protection: ZProtection,
});
export type TMemberOverview = z.infer<typeof ZMemberOverview>;

const ZId = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

export const ZMemberNoteInput = z.object({ text: trimmed(500).min(1) });
export const ZMemberLabelsInput = z.object({
  labels: z
    .array(
      trimmed(24)
        .min(1)
        .regex(/^[\p{L}\p{N} _-]+$/u),
    )
    .max(10)
    .refine((labels) => new Set(labels.map((l) => l.toLowerCase())).size === labels.length, {
      message: 'a label twice',
    }),
});
export const ZMakeAgentInput = z.object({ reason: trimmed(200).min(1) });

export const memberOverviewRoutes = {
  overview: route({
    method: 'GET',
    path: '/admin/api/members/:id/overview',
    access: 'memberLookup',
    tag: 'admin-members',
    summary: "A member's money, play, points, notes, labels and linked accounts.",
    params: ZId,
    response: ZMemberOverview,
  }),
  addNote: route({
    method: 'POST',
    path: '/admin/api/members/:id/notes',
    access: 'memberLookup',
    tag: 'admin-members',
    summary: 'Write a note on a member (audited); notes are kept, never edited.',
    params: ZId,
    body: ZMemberNoteInput,
    response: ZMemberOverview,
  }),
  setLabels: route({
    method: 'PUT',
    path: '/admin/api/members/:id/labels',
    access: 'risk',
    tag: 'admin-members',
    summary: "Set a member's labels (audited): promotions and red envelopes may be limited to a label.",
    params: ZId,
    body: ZMemberLabelsInput,
    response: ZMemberOverview,
  }),
  makeAgent: route({
    method: 'POST',
    path: '/admin/api/members/:id/make-agent',
    access: 'operatorAdmin',
    tag: 'admin-members',
    summary: 'Make a player an agent (audited, with a reason): they get the agent centre; their team is kept.',
    params: ZId,
    body: ZMakeAgentInput,
    response: ZMemberOverview,
  }),
} as const;
