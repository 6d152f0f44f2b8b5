import { ZTimestamp } from './common';
import { route } from './route';
import { supportChatMaxContact } from './support-chat-contact';
import { ZUploadId } from './uploads';
import { z } from './zod';

/**
 * The built-in live chat with customer service (ADR 065), the player's side: the chat room dialog. A signed-in
 * member (a real account) chats as themself; anyone else (a visitor, a trial account) as a visitor key the browser
 * makes once (32 random base64url characters, kept in localStorage) and sends in every call's body. A call with
 * neither is refused (`token_required`). Visitors send text only; images are a member's (uploaded first to
 * `/wps/member/uploads` with purpose `support_chat`, then sent here by upload id).
 *
 * Every call is POST with the body (never the address) carrying the visitor key, so the key stays out of logs.
 * New messages, typing and read states reach a member live on `/wps/ws` (realtime.ts, type `chat`); a visitor's
 * dialog reads `history` again every few seconds while open.
 */

/** The longest text of one chat message (characters). */
export const supportChatMaxText = 1000;
/** The newest messages `history` answers at most per page. */
export const supportChatPageSize = 30;

export const supportChatQueues = ['general', 'vip'] as const;
export const ZSupportChatQueue = z.enum(supportChatQueues);
export type TSupportChatQueue = z.infer<typeof ZSupportChatQueue>;

export const supportChatStates = ['waiting', 'open', 'closed'] as const;
export const ZSupportChatState = z.enum(supportChatStates);
export type TSupportChatState = z.infer<typeof ZSupportChatState>;

export const ZSupportChatAuthor = z.enum(['member', 'visitor', 'operator', 'system']);
export type TSupportChatAuthor = z.infer<typeof ZSupportChatAuthor>;

/** Ids travel as decimal strings (int8 on the server). */
export const ZSupportChatId = z.string().regex(/^[1-9]\d{0,17}$/);

/** The browser's visitor key (ADR 065): 32 to 64 base64url characters, made with crypto.getRandomValues. */
export const ZVisitorKey = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);

/** Who calls, for a caller who is not a signed-in member. */
const ZCaller = z.object({ visitorKey: ZVisitorKey.optional() });

export const ZSupportChatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  author: ZSupportChatAuthor,
  /** The operator's name shown to the player ('' for the player's own messages and system lines). */
  authorName: z.string(),
  text: z.string(),
  /**
   * An image's upload id, or null. The member reads it at `/wps/member/uploads/:id` (with the session token; an
   * operator's image is kept under the member's uploads), staff at `/admin/api/uploads/:id`.
   */
  imageId: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TSupportChatMessage = z.infer<typeof ZSupportChatMessage>;

export const ZSupportChatConversation = z.object({
  id: z.string(),
  queue: ZSupportChatQueue,
  state: ZSupportChatState,
  /** Staff replies the player has not read. */
  unread: z.number().int(),
  /** The last message id staff have read (the player's "read" tick), or null. */
  staffReadUpTo: z.string().nullable(),
  /** Some staff member has the back office's live channel open now; else the dialog offers leaving a message. */
  staffOnline: z.boolean(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TSupportChatConversation = z.infer<typeof ZSupportChatConversation>;

export const ZSupportChatStatus = z.object({
  staffOnline: z.boolean(),
  /**
   * The brand's outside chat (its setting `outsideChatUrl`): when set, the site opens it instead of this chat
   * (ADR 065). Null: the built-in chat.
   */
  outsideUrl: z.string().nullable(),
});
export type TSupportChatStatus = z.infer<typeof ZSupportChatStatus>;

export const ZSupportChatHistoryQuery = ZCaller.extend({
  /** Messages older than this id; none: the newest. */
  before: ZSupportChatId.optional(),
  pageSize: z.number().int().min(1).max(100).default(supportChatPageSize),
});
export const ZSupportChatHistory = z.object({
  /** Oldest first. */
  items: z.array(ZSupportChatMessage),
  /** Older messages remain (ask again with `before` = the first item's id). */
  more: z.boolean(),
});
export type TSupportChatHistory = z.infer<typeof ZSupportChatHistory>;

export const ZSupportChatSend = ZCaller.extend({
  text: z.string().trim().max(supportChatMaxText).default(''),
  imageId: ZUploadId.optional(),
}).refine((v) => v.text !== '' || v.imageId !== undefined, { path: ['text'], message: 'text or image' });
export type TSupportChatSend = z.input<typeof ZSupportChatSend>;

export const ZSupportChatMarkRead = ZCaller.extend({ upTo: ZSupportChatId });
export const ZSupportChatUnread = z.object({ count: z.number().int() });

export const ZSupportChatOfflineInput = z.object({ text: z.string().trim().min(1).max(supportChatMaxText) });
/**
 * A visitor's left message (ADR 070): the text and how to answer them, a phone number or an e-mail address
 * (supportChatContact says which; anything else is `support_chat_contact_invalid`).
 */
export const ZSupportChatVisitorOfflineInput = ZSupportChatOfflineInput.extend({
  visitorKey: ZVisitorKey,
  contact: z.string().trim().min(1).max(supportChatMaxContact),
});
export type TSupportChatVisitorOfflineInput = z.input<typeof ZSupportChatVisitorOfflineInput>;
export const ZSupportChatOfflineReceipt = z.object({ id: z.string(), createdAt: ZTimestamp });

export const supportChatRoutes = {
  status: route({
    method: 'GET',
    path: '/wps/support-chat/status',
    access: 'visitor',
    tag: 'support-chat',
    summary: 'Whether customer service is online now, and the brand outside chat address if it uses one.',
    response: ZSupportChatStatus,
  }),
  open: route({
    method: 'POST',
    path: '/wps/support-chat/open',
    access: 'visitor',
    tag: 'support-chat',
    summary: 'Opens the caller chat, or resumes the one not yet closed (a VIP member goes to the VIP queue).',
    body: ZCaller,
    response: ZSupportChatConversation,
  }),
  history: route({
    method: 'POST',
    path: '/wps/support-chat/history',
    access: 'visitor',
    tag: 'support-chat',
    summary: 'The caller chat messages, a page at a time, newest page first (each page oldest first).',
    body: ZSupportChatHistoryQuery,
    response: ZSupportChatHistory,
  }),
  send: route({
    method: 'POST',
    path: '/wps/support-chat/send',
    access: 'visitor',
    tag: 'support-chat',
    summary: 'Sends a text (at most 1000 characters) or an image (a member upload id) to customer service.',
    body: ZSupportChatSend,
    response: ZSupportChatMessage,
  }),
  typing: route({
    method: 'POST',
    path: '/wps/support-chat/typing',
    access: 'visitor',
    tag: 'support-chat',
    summary: 'Tells the staff on the chat that the player is typing (send at most every few seconds).',
    body: ZCaller,
    response: z.object({ ok: z.literal(true) }),
  }),
  markRead: route({
    method: 'POST',
    path: '/wps/support-chat/read',
    access: 'visitor',
    tag: 'support-chat',
    summary: 'Marks the staff replies up to a message read; answers how many remain unread.',
    body: ZSupportChatMarkRead,
    response: ZSupportChatUnread,
  }),
  unread: route({
    method: 'POST',
    path: '/wps/support-chat/unread',
    access: 'visitor',
    tag: 'support-chat',
    summary: 'How many customer-service replies the caller has not read.',
    body: ZCaller,
    response: ZSupportChatUnread,
  }),
  leaveMessage: route({
    method: 'POST',
    path: '/wps/support-chat/offline',
    access: 'realMember',
    tag: 'support-chat',
    summary: 'Leaves a message when nobody is online; staff answer it later as a platform message.',
    body: ZSupportChatOfflineInput,
    response: ZSupportChatOfflineReceipt,
  }),
  leaveVisitorMessage: route({
    method: 'POST',
    path: '/wps/support-chat/offline/visitor',
    access: 'visitor',
    tag: 'support-chat',
    summary:
      'A visitor leaves a message when nobody is online, with a phone number or e-mail address staff answer it at.',
    body: ZSupportChatVisitorOfflineInput,
    response: ZSupportChatOfflineReceipt,
  }),
} as const;
