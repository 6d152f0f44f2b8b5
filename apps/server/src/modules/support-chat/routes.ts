import { supportChatAdminImagePath, supportChatAdminRoutes, supportChatRoutes } from '@gemilang/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf, operatorOf, visitorOf } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { authorize, memberIfSignedIn } from '../../platform/auth';
import { defineRoute } from '../../platform/define-route';
import { cannedReplies, createCannedReply, deleteCannedReply, updateCannedReply } from './canned-replies';
import { chatSettings, updateChatSettings } from './chat-settings';
import { type ChatActor, visitorHashOf } from './chat-view';
import { chatMemberSummary } from './member-summary';
import {
  answerOfflineMessage,
  leaveOfflineMessage,
  leaveVisitorMessage,
  listOfflineMessages,
  markOfflineAnswered,
} from './offline-messages';
import {
  chatHistory,
  chatStatus,
  chatUnread,
  markChatRead,
  openChat,
  playerTyping,
  sendChatMessage,
} from './player-chat';
import { registerStaffChannel } from './staff-channel';
import {
  chatColleagues,
  chatMessages,
  chatQueues,
  closeChat,
  listChats,
  oneChat,
  replyToChat,
  staffMarkRead,
  staffTyping,
  takeChat,
  transferChat,
} from './staff-chat';
import { storeStaffImage } from './staff-images';

const idOf = (params: unknown) => BigInt((params as { id: string }).id);

/**
 * Who chats (ADR 065): a signed-in real member as themself, anyone else by the visitor key their browser keeps;
 * a call with neither is refused.
 */
async function chatActorOf(request: FastifyRequest, body: { visitorKey?: string }): Promise<ChatActor> {
  const member = await memberIfSignedIn(request);
  if (member) return { ...visitorOf(request), party: { memberId: member.id } };
  if (!body.visitorKey) throw new AppError('token_required');
  return { ...visitorOf(request), party: { visitorHash: visitorHashOf(body.visitorKey) } };
}

/** The built-in chat (contract: supportChatRoutes, supportChatAdminRoutes; ADR 065). */
export async function registerSupportChatRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  defineRoute(app, supportChatRoutes.status, async ({ request }) => chatStatus(deps, visitorOf(request)));
  defineRoute(app, supportChatRoutes.open, async ({ request, body }) =>
    openChat(deps, await chatActorOf(request, body)),
  );
  defineRoute(app, supportChatRoutes.history, async ({ request, body }) =>
    chatHistory(deps, await chatActorOf(request, body), body),
  );
  defineRoute(app, supportChatRoutes.send, async ({ request, body }) =>
    sendChatMessage(deps, await chatActorOf(request, body), body),
  );
  defineRoute(app, supportChatRoutes.typing, async ({ request, body }) =>
    playerTyping(deps, await chatActorOf(request, body)),
  );
  defineRoute(app, supportChatRoutes.markRead, async ({ request, body }) =>
    markChatRead(deps, await chatActorOf(request, body), body.upTo),
  );
  defineRoute(app, supportChatRoutes.unread, async ({ request, body }) =>
    chatUnread(deps, await chatActorOf(request, body)),
  );
  defineRoute(app, supportChatRoutes.leaveMessage, async ({ request, body }) =>
    leaveOfflineMessage(deps, memberOf(request), body),
  );
  // A visitor's left message is always by their key, signed in or not: its answer goes to the contact (ADR 070).
  defineRoute(app, supportChatRoutes.leaveVisitorMessage, async ({ request, body }) =>
    leaveVisitorMessage(deps, { ...visitorOf(request), visitorHash: visitorHashOf(body.visitorKey) }, body),
  );

  const admin = supportChatAdminRoutes;
  defineRoute(app, admin.settings, async ({ request }) => chatSettings(deps, operatorOf(request)));
  defineRoute(app, admin.updateSettings, async ({ request, body }) =>
    updateChatSettings(deps, operatorOf(request), body),
  );
  defineRoute(app, admin.queues, async ({ request }) => chatQueues(deps, operatorOf(request)));
  defineRoute(app, admin.conversations, async ({ request, query }) => listChats(deps, operatorOf(request), query));
  defineRoute(app, admin.conversation, async ({ request, params }) => oneChat(deps, operatorOf(request), idOf(params)));
  defineRoute(app, admin.messages, async ({ request, params, query }) =>
    chatMessages(deps, operatorOf(request), idOf(params), query),
  );
  defineRoute(app, admin.take, async ({ request, params }) => takeChat(deps, operatorOf(request), idOf(params)));
  defineRoute(app, admin.transfer, async ({ request, params, body }) =>
    transferChat(deps, operatorOf(request), idOf(params), BigInt(body.operatorId)),
  );
  defineRoute(app, admin.reply, async ({ request, params, body }) =>
    replyToChat(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, admin.typing, async ({ request, params }) => staffTyping(deps, operatorOf(request), idOf(params)));
  defineRoute(app, admin.markRead, async ({ request, params, body }) =>
    staffMarkRead(deps, operatorOf(request), idOf(params), body.upTo),
  );
  defineRoute(app, admin.close, async ({ request, params, body }) =>
    closeChat(deps, operatorOf(request), idOf(params), body.topic),
  );
  defineRoute(app, admin.memberSummary, async ({ request, params }) =>
    chatMemberSummary(deps, operatorOf(request), idOf(params)),
  );
  defineRoute(app, admin.colleagues, async ({ request }) => chatColleagues(deps, operatorOf(request)));
  defineRoute(app, admin.cannedReplies, async ({ request }) => cannedReplies(deps, operatorOf(request)));
  defineRoute(app, admin.createCannedReply, async ({ request, body }) =>
    createCannedReply(deps, operatorOf(request), body),
  );
  defineRoute(app, admin.updateCannedReply, async ({ request, params, body }) =>
    updateCannedReply(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, admin.deleteCannedReply, async ({ request, params }) =>
    deleteCannedReply(deps, operatorOf(request), idOf(params)),
  );
  defineRoute(app, admin.offlineMessages, async ({ request, query }) =>
    listOfflineMessages(deps, operatorOf(request), query),
  );
  defineRoute(app, admin.answerOffline, async ({ request, params, body }) =>
    answerOfflineMessage(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, admin.markOfflineAnswered, async ({ request, params }) =>
    markOfflineAnswered(deps, operatorOf(request), idOf(params)),
  );

  // An image for a reply: multipart (field `file`), checked by content like a member's upload.
  app.post(supportChatAdminImagePath, async (request) => {
    await authorize(request, 'support');
    const raw = (request.params as { id?: unknown }).id;
    if (typeof raw !== 'string' || !/^[1-9]\d{0,17}$/.test(raw)) throw new AppError('not_found');
    if (!request.isMultipart()) throw new AppError('upload_not_image');
    const file = await request.file();
    if (!file) throw new AppError('invalid_input', [{ field: 'file', reason: 'required' }]);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError('upload_too_large');
    const value = await storeStaffImage(deps, operatorOf(request), { conversationId: BigInt(raw), bytes });
    return { success: true, value };
  });

  await registerStaffChannel(app);
}
