import { ZPage, ZTimestamp } from './common';
import { route } from './route';
import { z } from './zod';

/**
 * Platform messages (member centre: messageV2) and the unread count. A message is stored and sent as a
 * kind and its parameters, never as text: the site renders it in the member's language, so a member who
 * switches language reads every message, old or new, in the new one.
 */
export const memberMessageKinds = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'adjustment',
  // An agents' contract payout (ADR 038): paid, waiting for the upline's money, paid by force. Both agents get one.
  'contract_paid',
  'contract_waiting',
  'contract_forced',
  'contract_debt_recovered',
  // The cashier settled the member's "not received" report of a withdrawal: `outcome` (delivered or resent) and
  // `reason`, the cashier's reply to the member (never the internal note).
  'withdrawal_resolved',
  // Promotions (ADR 057): an application decided (`offerTitle` in the three languages as offerTitle.ms…, `reason`
  // when rejected); a bonus granted, completed (`converted`) or forfeited (`reason`: withdrawal, expiry, operator…).
  'promotion_approved',
  'promotion_rejected',
  'bonus_granted',
  'bonus_completed',
  'bonus_forfeited',
  'points_redemption_approved',
  'points_redemption_rejected',
  // Feedback (docs/product.md, Feedback): staff answered the member's feedback: `reply`, the question `type`, `content` (what they wrote).
  'feedback_reply',
  // Customer service answered a message the member left while nobody was online (ADR 065): `text`, the answer.
  'support_reply',
  'notice',
] as const;
export type TMemberMessageKind = (typeof memberMessageKinds)[number];

/** Ids travel as decimal strings (int8 on the server). */
const ZMessageId = z.string().regex(/^[1-9]\d{0,17}$/);

export const ZMemberMessage = z.object({
  id: z.string(),
  kind: z.enum(memberMessageKinds),
  /**
   * What the text needs: `amount` in major units (signed for an adjustment), `currency`, and ids such as
   * `depositId`, `withdrawalId`, `adjustmentId`; `reason` when a refusal has one. A contract payout's:
   * `contractKind`, `role` (the reader's side: upline or downline), `counterpart` (the other agent's account),
   * `periodStart`, `periodEnd`, `payoutId`, `dueAt` (a dividend waiting), `shortfall` (the house's advance).
   */
  params: z.record(z.string(), z.string()),
  read: z.boolean(),
  createdAt: ZTimestamp,
});
export type TMemberMessage = z.infer<typeof ZMemberMessage>;

export const ZMessagePage = ZPage(ZMemberMessage).extend({ unread: z.number().int() });
export type TMessagePage = z.infer<typeof ZMessagePage>;

export const ZMessageListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** Mark some messages read (`ids`), or every message (`all: true`). */
export const ZMarkMessagesRead = z
  .object({
    ids: z.array(ZMessageId).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((v) => (v.ids === undefined) !== (v.all === undefined), { message: 'give ids or all, not both' });
export type TMarkMessagesRead = z.input<typeof ZMarkMessagesRead>;

export const ZUnreadCount = z.object({ count: z.number().int() });
/** The relay's count: `count` the platform messages as before, `chat` the chat replies unread (ADR 065). */
export const ZRelayUnreadCount = ZUnreadCount.extend({ chat: z.number().int() });

export const messageRoutes = {
  list: route({
    method: 'GET',
    path: '/wps/member/messages',
    access: 'realMember',
    tag: 'messages',
    summary: "The member's platform messages, newest first, with the number still unread.",
    query: ZMessageListQuery,
    response: ZMessagePage,
  }),
  one: route({
    method: 'GET',
    path: '/wps/member/messages/:id',
    access: 'realMember',
    tag: 'messages',
    summary: "One of the member's messages (the live channel announces a new one by id).",
    params: z.object({ id: ZMessageId }),
    response: ZMemberMessage,
  }),
  markRead: route({
    method: 'POST',
    path: '/wps/member/messages/read',
    access: 'realMember',
    tag: 'messages',
    summary: 'Marks the given messages, or all of them, read; answers the number still unread.',
    body: ZMarkMessagesRead,
    response: ZUnreadCount,
  }),
  unreadCount: route({
    method: 'POST',
    path: '/wps/relay/CSP_unreadCount',
    access: 'member',
    tag: 'messages',
    summary: "How many of the member's messages are unread, and beside it the customer-service chat replies unread.",
    response: ZRelayUnreadCount,
  }),
} as const;
