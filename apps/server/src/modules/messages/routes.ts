import { contentAdminRoutes, messageRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../../platform/actor';
import { signedInMember } from '../../platform/auth';
import { defineRoute } from '../../platform/define-route';
import { unreadChatReplies } from '../support-chat';
import { broadcastMessage } from './broadcast-message';
import { listMessages, markMessagesRead, oneMessage, unreadMessages } from './member-messages';

/** The member's platform messages (contract: messageRoutes). */
export async function registerMessageRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;

  defineRoute(app, messageRoutes.list, async ({ request, query }) =>
    listMessages(db, request.merchant.id, signedInMember(request).id, query),
  );
  defineRoute(app, messageRoutes.one, async ({ request, params }) =>
    oneMessage(db, request.merchant.id, signedInMember(request).id, BigInt((params as { id: string }).id)),
  );
  defineRoute(app, messageRoutes.markRead, async ({ request, body }) =>
    markMessagesRead(db, request.merchant.id, signedInMember(request).id, body, now()),
  );
  // The relay CSP_unreadCount (docs/product.md, For members): the platform messages unread as before, and the chat replies unread beside them (ADR 065).
  defineRoute(app, messageRoutes.unreadCount, async ({ request }) => {
    const memberId = signedInMember(request).id;
    return {
      count: await unreadMessages(db, request.merchant.id, memberId),
      chat: await unreadChatReplies(db, request.merchant.id, { memberId }),
    };
  });
  // Staff's notices to one member, a label or everyone (ADR 068).
  defineRoute(app, contentAdminRoutes.sendMessage, async ({ request, body }) =>
    broadcastMessage(app.deps, operatorOf(request), body),
  );
}
