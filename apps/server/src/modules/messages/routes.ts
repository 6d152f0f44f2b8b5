import { messageRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { signedInMember } from '../../platform/auth';
import { defineRoute } from '../../platform/define-route';
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
  defineRoute(app, messageRoutes.unreadCount, async ({ request }) => ({
    count: await unreadMessages(db, request.merchant.id, signedInMember(request).id),
  }));
}
