import { trimmed, ZPage, ZPageQuery, ZTimestamp } from './common';
import { route } from './route';
import { z } from './zod';

/**
 * Feedback (docs/product.md, Feedback: question type, content, contact info; `PUT /wps/feedback`): a member writes to the
 * brand, staff answer from the back office's inbox and the answer reaches the member as a platform message
 * (kind feedback_reply). Members only: a visitor has the live chat, and a message with no account behind it
 * could not be answered where the member reads it.
 */

/** The question types, in the form's order; their words are the sites' (feedback.types.<type>). */
export const feedbackTypes = ['deposit', 'withdrawal', 'game', 'account', 'promotion', 'suggestion', 'other'] as const;
export type TFeedbackType = (typeof feedbackTypes)[number];

/** Feedback content is at most 140 characters (docs/product.md, Feedback). */
export const maxFeedbackContent = 140;
export const maxFeedbackContact = 100;
export const maxFeedbackReply = 1000;

export const feedbackStates = ['new', 'replied'] as const;
export type TFeedbackState = (typeof feedbackStates)[number];

export const ZFeedbackInput = z.object({
  type: z.enum(feedbackTypes),
  content: trimmed(maxFeedbackContent).min(1),
  /** How the member would like to be reached besides the reply in their messages (phone, e-mail, WhatsApp…). */
  contact: trimmed(maxFeedbackContact).default(''),
});
export type TFeedbackInput = z.input<typeof ZFeedbackInput>;

const ZFeedbackId = z.string().regex(/^[1-9]\d{0,17}$/);
export const ZFeedbackIdParam = z.object({ id: ZFeedbackId });

/** One of the member's own feedback, with the staff's reply once there is one. */
export const ZMemberFeedback = z.object({
  id: z.string(),
  type: z.enum(feedbackTypes),
  content: z.string(),
  contact: z.string(),
  state: z.enum(feedbackStates),
  reply: z.string().nullable(),
  createdAt: ZTimestamp,
  repliedAt: ZTimestamp.nullable(),
});
export type TMemberFeedback = z.infer<typeof ZMemberFeedback>;

export const ZMemberFeedbackList = ZPage(ZMemberFeedback).extend({
  /** What the form's contact field starts with: the contact last given, else the member's own number or e-mail. */
  contact: z.string(),
});
export type TMemberFeedbackList = z.infer<typeof ZMemberFeedbackList>;

export const ZMemberFeedbackQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const feedbackRoutes = {
  send: route({
    method: 'PUT',
    path: '/wps/feedback',
    access: 'realMember',
    tag: 'feedback',
    summary:
      'Send the brand feedback: a question type, content of at most 140 characters and a contact. A member may send 10 an hour (rate_limited).',
    body: ZFeedbackInput,
    response: ZMemberFeedback,
  }),
  mine: route({
    method: 'GET',
    path: '/wps/member/feedback',
    access: 'realMember',
    tag: 'feedback',
    summary: "The member's own feedback, newest first, with the staff's replies.",
    query: ZMemberFeedbackQuery,
    response: ZMemberFeedbackList,
  }),
} as const;

// ------------------------------------------------------------------------------------------------ back office

export const feedbackAdminAuditActions = ['feedback.reply'] as const;

export const ZAdminFeedbackQuery = ZPageQuery.extend({
  state: z.enum(feedbackStates).optional(),
  type: z.enum(feedbackTypes).optional(),
  member: trimmed(64).optional(),
});
export type TAdminFeedbackQuery = z.input<typeof ZAdminFeedbackQuery>;

export const ZAdminFeedback = ZMemberFeedback.extend({
  memberName: z.string(),
  repliedBy: z.string().nullable(),
});
export type TAdminFeedback = z.infer<typeof ZAdminFeedback>;

export const ZAdminFeedbackList = ZPage(ZAdminFeedback).extend({
  /** Feedback still waiting for a reply, whatever the filter. */
  waiting: z.number().int(),
});
export type TAdminFeedbackList = z.infer<typeof ZAdminFeedbackList>;

export const ZFeedbackReplyInput = z.object({ reply: trimmed(maxFeedbackReply).min(1) });
export type TFeedbackReplyInput = z.input<typeof ZFeedbackReplyInput>;

export const feedbackAdminRoutes = {
  list: route({
    method: 'GET',
    path: '/admin/api/feedback',
    access: 'support',
    tag: 'admin-feedback',
    summary: 'The feedback inbox: by state and question type; waiting ones first (oldest first), then replied ones.',
    query: ZAdminFeedbackQuery,
    response: ZAdminFeedbackList,
  }),
  one: route({
    method: 'GET',
    path: '/admin/api/feedback/:id',
    access: 'support',
    tag: 'admin-feedback',
    summary: 'One feedback with its reply.',
    params: ZFeedbackIdParam,
    response: ZAdminFeedback,
  }),
  reply: route({
    method: 'POST',
    path: '/admin/api/feedback/:id/reply',
    access: 'support',
    tag: 'admin-feedback',
    summary: 'Answer a feedback once (audited): the member receives the reply as a platform message.',
    params: ZFeedbackIdParam,
    body: ZFeedbackReplyInput,
    response: ZAdminFeedback,
  }),
} as const;
