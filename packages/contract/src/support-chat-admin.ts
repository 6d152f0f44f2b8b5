import { trimmed, ZMoney, ZOk, ZPage, ZPageQuery, ZTimestamp } from './common';
import { ZProtection } from './protection';
import { route } from './route';
import {
  supportChatMaxText,
  ZSupportChatAuthor,
  ZSupportChatHistory,
  ZSupportChatId,
  ZSupportChatMessage,
  ZSupportChatQueue,
  ZSupportChatState,
} from './support-chat';
import { supportChatContactKinds } from './support-chat-contact';
import { ZUploadId } from './uploads';
import { z } from './zod';

/**
 * The agents' console of the built-in chat (ADR 065), access `operator` (the admin and customer service): the queues
 * with their counts, the conversations of a queue, taking one, transferring it to a colleague, replying (text or an
 * image uploaded first to `supportChatAdminImagePath`), canned replies in three languages, the member's summary
 * beside the chat, closing with a topic, and the messages left while nobody was online: a member's answered as a
 * platform message (kind `support_reply`), a visitor's answered outside the site at the contact they gave and then
 * marked answered (ADR 070).
 *
 * Live: the back office's own WebSocket at `adminRealtimePath` (the operator's session token as the first message,
 * as on the player site) carries `ZAdminRealtimeServerMessage`: every chat event of the brand, from any process.
 * Staff count as online (the player's `staffOnline`) while that channel is open.
 */

export const supportChatAdminAuditActions = [
  'support_chat.transfer',
  'support_chat.close',
  'support_chat.canned_create',
  'support_chat.canned_update',
  'support_chat.canned_delete',
  'support_chat.offline_answer',
  'support_chat.offline_marked_answered',
  'support_chat.settings_update',
] as const;

/** How long closed chats are kept (ADR 070): a year unless the brand chooses between a month and ten years. */
export const chatRetentionDays = { default: 365, min: 30, max: 3650 } as const;

/**
 * The brand's chat settings, the admin's (ADR 065, 070): an outside chat that replaces the built-in one (https, or
 * null for the built-in chat) and how many days closed chats are kept.
 */
export const ZSupportChatSettings = z.object({
  outsideChatUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/[^\s]+$/, 'https_only')
    .nullable(),
  retentionDays: z.number().int().min(chatRetentionDays.min).max(chatRetentionDays.max),
});
export type TSupportChatSettings = z.infer<typeof ZSupportChatSettings>;

/** Why a conversation was about, chosen on closing (the console shows each in the operator's language). */
export const supportChatTopics = [
  'deposit',
  'withdrawal',
  'account',
  'promotion',
  'game',
  'technical',
  'complaint',
  'other',
] as const;
export const ZSupportChatTopic = z.enum(supportChatTopics);
export type TSupportChatTopic = z.infer<typeof ZSupportChatTopic>;

/** The back office's live channel (the player site's is `/wps/ws`). */
export const adminRealtimePath = '/admin/api/ws';
/** POST one image (multipart, field `file`, PNG or JPEG, at most 5 MB) for a reply in conversation `:id`. */
export const supportChatAdminImagePath = '/admin/api/support-chat/conversations/:id/images';

const ZConversationParam = z.object({ id: ZSupportChatId });
const noNul = (s: string) => !s.includes('\u0000');
const line = (max: number) => trimmed(max).min(1).refine(noNul);
/** A query-string filter a form may send empty: '' means "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const ZSupportChatQueueCount = z.object({
  queue: ZSupportChatQueue,
  /** Conversations nobody has taken yet. */
  waiting: z.number().int(),
  /** Conversations taken and not closed. */
  open: z.number().int(),
});
export const ZSupportChatQueues = z.object({
  queues: z.array(ZSupportChatQueueCount),
  /** Open conversations assigned to the caller. */
  mine: z.number().int(),
  /** Offline messages not answered yet. */
  offlineWaiting: z.number().int(),
  /** Staff with the live channel open now, the caller included. */
  staffOnline: z.number().int(),
});
export type TSupportChatQueues = z.infer<typeof ZSupportChatQueues>;

export const ZSupportChatStaff = z.object({ id: z.string(), username: z.string() });

export const ZAdminSupportChatConversation = z.object({
  id: z.string(),
  queue: ZSupportChatQueue,
  state: ZSupportChatState,
  /** The member, or null for a visitor (shown as "Visitor" and `visitorLabel`, the key's first 6 characters). */
  memberId: z.string().nullable(),
  username: z.string().nullable(),
  visitorLabel: z.string().nullable(),
  assignedTo: ZSupportChatStaff.nullable(),
  topic: ZSupportChatTopic.nullable(),
  lastMessage: z
    .object({ author: ZSupportChatAuthor, text: z.string(), hasImage: z.boolean(), createdAt: ZTimestamp })
    .nullable(),
  /** Player messages staff have not read. */
  unread: z.number().int(),
  /** The last message id the player has read (staff's "read" tick), or null. */
  playerReadUpTo: z.string().nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TAdminSupportChatConversation = z.infer<typeof ZAdminSupportChatConversation>;

export const ZAdminSupportChatQuery = ZPageQuery.extend({
  queue: optionalFilter(ZSupportChatQueue),
  state: optionalFilter(ZSupportChatState),
  /** 'true': only the caller's own conversations. */
  mine: optionalFilter(z.enum(['true', 'false'])),
});
export const ZAdminSupportChatPage = ZPage(ZAdminSupportChatConversation);
export type TAdminSupportChatPage = z.infer<typeof ZAdminSupportChatPage>;

export const ZAdminSupportChatHistoryQuery = z.object({
  before: optionalFilter(ZSupportChatId),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

export const ZSupportChatReply = z
  .object({
    text: z.string().trim().max(supportChatMaxText).refine(noNul).default(''),
    imageId: ZUploadId.optional(),
  })
  .refine((v) => v.text !== '' || v.imageId !== undefined, { path: ['text'], message: 'text or image' });
export type TSupportChatReply = z.input<typeof ZSupportChatReply>;

export const ZSupportChatTransfer = z.object({ operatorId: ZSupportChatId });
export const ZSupportChatClose = z.object({ topic: ZSupportChatTopic });
export const ZSupportChatReadInput = z.object({ upTo: ZSupportChatId });

/** Colleagues a conversation may be transferred to: active admin and customer-service staff. */
export const ZSupportChatColleague = ZSupportChatStaff.extend({ online: z.boolean() });
export const ZSupportChatColleagues = z.object({ items: z.array(ZSupportChatColleague) });

const ZCashierRow = z.object({ id: z.string(), amount: ZMoney, status: z.string(), createdAt: ZTimestamp });

/** Beside the chat: who the member is and where their money stands (null for a visitor's conversation). */
export const ZSupportChatMemberSummary = z.object({
  memberId: z.string(),
  username: z.string(),
  /** 'active', 'frozen' or 'locked'. */
  status: z.string(),
  vipLevel: z.number().int(),
  balance: ZMoney,
  currency: z.string(),
  /** The last five, newest first. */
  deposits: z.array(ZCashierRow),
  withdrawals: z.array(ZCashierRow),
  /** Deposits and withdrawals still waiting for the cashier. */
  openRequests: z.number().int(),
  createdAt: ZTimestamp,
  /** The member's own deposit limits and break or self-exclusion (docs/product.md, Player protection; ADR 073). */
  protection: ZProtection,
});
export type TSupportChatMemberSummary = z.infer<typeof ZSupportChatMemberSummary>;

const ZLocalizedLine = (max: number) => z.object({ ms: line(max), en: line(max), zh: line(max) });
export const ZCannedReplyInput = z.object({ title: ZLocalizedLine(80), text: ZLocalizedLine(supportChatMaxText) });
export type TCannedReplyInput = z.input<typeof ZCannedReplyInput>;
export const ZCannedReply = z.object({
  id: z.string(),
  title: z.object({ ms: z.string(), en: z.string(), zh: z.string() }),
  text: z.object({ ms: z.string(), en: z.string(), zh: z.string() }),
  updatedAt: ZTimestamp,
});
export type TCannedReply = z.infer<typeof ZCannedReply>;
export const ZCannedReplies = z.object({ items: z.array(ZCannedReply) });

export const ZSupportChatOfflineQuery = ZPageQuery.extend({
  state: optionalFilter(z.enum(['waiting', 'answered'])),
});
export const ZSupportChatOfflineMessage = z.object({
  id: z.string(),
  /** The member who left it, or null for a visitor's (who left `contact` instead; ADR 070). */
  memberId: z.string().nullable(),
  username: z.string().nullable(),
  /** How to answer a visitor, outside the site: a phone number (+ and digits) or an e-mail address. */
  contact: z.object({ kind: z.enum(supportChatContactKinds), value: z.string() }).nullable(),
  text: z.string(),
  createdAt: ZTimestamp,
  /** The text the member received; null for a visitor's message, answered outside the site and marked answered. */
  answer: z.string().nullable(),
  answeredBy: ZSupportChatStaff.nullable(),
  answeredAt: ZTimestamp.nullable(),
});
export type TSupportChatOfflineMessage = z.infer<typeof ZSupportChatOfflineMessage>;
export const ZSupportChatOfflinePage = ZPage(ZSupportChatOfflineMessage);
export const ZSupportChatOfflineAnswer = z.object({ text: line(supportChatMaxText) });

/**
 * What a back-office page asks of the live channel in its first message (ADR 071): the session token and its topics,
 * `chat` (the console: every chat event, and its operator counts as online to players) and `dashboard` (a hint to
 * re-read the dashboard when the brand's business moved). Without topics, `chat`, as the console first asked.
 */
export const adminLiveTopics = ['chat', 'dashboard'] as const;
export type TAdminLiveTopic = (typeof adminLiveTopics)[number];
export const ZAdminRealtimeClientMessage = z.object({
  type: z.literal('auth'),
  token: z.string().min(20).max(128),
  topics: z.array(z.enum(adminLiveTopics)).min(1).max(2).optional(),
});
export type TAdminRealtimeClientMessage = z.infer<typeof ZAdminRealtimeClientMessage>;

/** What the back office's live channel pushes (after `ready`). */
export const ZAdminRealtimeServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('denied'), code: z.string() }),
  /** A new message in a conversation, from the player or from staff (the sender's own too). */
  z.object({ type: z.literal('chat_message'), conversationId: z.string(), message: ZSupportChatMessage }),
  /** The player is typing. */
  z.object({ type: z.literal('chat_typing'), conversationId: z.string() }),
  /** The player has read staff messages up to `upTo`. */
  z.object({ type: z.literal('chat_read'), conversationId: z.string(), upTo: z.string() }),
  /** A conversation was opened, taken, transferred or closed: re-read the queues and that conversation. */
  z.object({
    type: z.literal('chat_conversation'),
    conversationId: z.string(),
    queue: ZSupportChatQueue,
    state: ZSupportChatState,
    assignedTo: z.string().nullable(),
  }),
  /** A member or a visitor left a message while nobody was online. */
  z.object({ type: z.literal('chat_offline'), id: z.string() }),
  /** The brand's business moved (money, a request waiting, a chat): re-read the dashboard. At most every few seconds. */
  z.object({ type: z.literal('dashboard') }),
]);
export type TAdminRealtimeServerMessage = z.infer<typeof ZAdminRealtimeServerMessage>;

export const supportChatAdminRoutes = {
  settings: route({
    method: 'GET',
    path: '/admin/api/support-chat/settings',
    access: 'operatorAdmin',
    tag: 'support-chat-admin',
    summary: "The brand's outside chat address (null: the built-in chat) and how many days closed chats are kept.",
    response: ZSupportChatSettings,
  }),
  updateSettings: route({
    method: 'PUT',
    path: '/admin/api/support-chat/settings',
    access: 'operatorAdmin',
    tag: 'support-chat-admin',
    summary:
      'Sets the outside chat (https, or null for the built-in chat) and the days closed chats are kept (30-3650), audited with before and after.',
    body: ZSupportChatSettings,
    response: ZSupportChatSettings,
  }),
  queues: route({
    method: 'GET',
    path: '/admin/api/support-chat/queues',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'The chat queues with their waiting and open counts, the caller own and the offline messages waiting.',
    response: ZSupportChatQueues,
  }),
  conversations: route({
    method: 'GET',
    path: '/admin/api/support-chat/conversations',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Conversations by queue and state, the longest waiting first for waiting ones, else the latest first.',
    query: ZAdminSupportChatQuery,
    response: ZAdminSupportChatPage,
  }),
  conversation: route({
    method: 'GET',
    path: '/admin/api/support-chat/conversations/:id',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'One conversation.',
    params: ZConversationParam,
    response: ZAdminSupportChatConversation,
  }),
  messages: route({
    method: 'GET',
    path: '/admin/api/support-chat/conversations/:id/messages',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'A conversation messages, a page at a time, newest page first (each page oldest first).',
    params: ZConversationParam,
    query: ZAdminSupportChatHistoryQuery,
    response: ZSupportChatHistory,
  }),
  take: route({
    method: 'POST',
    path: '/admin/api/support-chat/conversations/:id/take',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Takes a waiting conversation (support_chat_taken when a colleague took it first).',
    params: ZConversationParam,
    response: ZAdminSupportChatConversation,
  }),
  transfer: route({
    method: 'POST',
    path: '/admin/api/support-chat/conversations/:id/transfer',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Hands an open conversation to a colleague (admin or customer service; audited).',
    params: ZConversationParam,
    body: ZSupportChatTransfer,
    response: ZAdminSupportChatConversation,
  }),
  reply: route({
    method: 'POST',
    path: '/admin/api/support-chat/conversations/:id/reply',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Replies with text or an image; a waiting conversation is taken by the one who replies.',
    params: ZConversationParam,
    body: ZSupportChatReply,
    response: ZSupportChatMessage,
  }),
  typing: route({
    method: 'POST',
    path: '/admin/api/support-chat/conversations/:id/typing',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Tells the player that staff are typing.',
    params: ZConversationParam,
    response: ZOk,
  }),
  markRead: route({
    method: 'POST',
    path: '/admin/api/support-chat/conversations/:id/read',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Marks the player messages up to a message read (the player sees the read tick).',
    params: ZConversationParam,
    body: ZSupportChatReadInput,
    response: ZOk,
  }),
  close: route({
    method: 'POST',
    path: '/admin/api/support-chat/conversations/:id/close',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Closes a conversation with its topic (audited); the player next message opens a new one.',
    params: ZConversationParam,
    body: ZSupportChatClose,
    response: ZAdminSupportChatConversation,
  }),
  memberSummary: route({
    method: 'GET',
    path: '/admin/api/support-chat/conversations/:id/member',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'The member beside the chat: balance, last deposits and withdrawals, open requests, VIP level, state.',
    params: ZConversationParam,
    response: ZSupportChatMemberSummary.nullable(),
  }),
  colleagues: route({
    method: 'GET',
    path: '/admin/api/support-chat/colleagues',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Staff a conversation may be transferred to, with whether each is online.',
    response: ZSupportChatColleagues,
  }),
  cannedReplies: route({
    method: 'GET',
    path: '/admin/api/support-chat/canned-replies',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'The brand canned replies, in three languages.',
    response: ZCannedReplies,
  }),
  createCannedReply: route({
    method: 'POST',
    path: '/admin/api/support-chat/canned-replies',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Adds a canned reply (audited).',
    body: ZCannedReplyInput,
    response: ZCannedReply,
  }),
  updateCannedReply: route({
    method: 'PUT',
    path: '/admin/api/support-chat/canned-replies/:id',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Changes a canned reply (audited).',
    params: ZConversationParam,
    body: ZCannedReplyInput,
    response: ZCannedReply,
  }),
  deleteCannedReply: route({
    method: 'DELETE',
    path: '/admin/api/support-chat/canned-replies/:id',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Removes a canned reply (audited).',
    params: ZConversationParam,
    response: ZOk,
  }),
  offlineMessages: route({
    method: 'GET',
    path: '/admin/api/support-chat/offline',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Messages members and visitors left while nobody was online, the oldest waiting first.',
    query: ZSupportChatOfflineQuery,
    response: ZSupportChatOfflinePage,
  }),
  answerOffline: route({
    method: 'POST',
    path: '/admin/api/support-chat/offline/:id/answer',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Answers a member left message: the member receives it as a platform message (audited).',
    params: ZConversationParam,
    body: ZSupportChatOfflineAnswer,
    response: ZSupportChatOfflineMessage,
  }),
  markOfflineAnswered: route({
    method: 'POST',
    path: '/admin/api/support-chat/offline/:id/answered',
    access: 'support',
    tag: 'admin-support-chat',
    summary: 'Marks a visitor left message answered once staff answered it at its contact, outside the site (audited).',
    params: ZConversationParam,
    response: ZSupportChatOfflineMessage,
  }),
} as const;
