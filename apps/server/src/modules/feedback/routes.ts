import { feedbackAdminRoutes, feedbackRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf, operatorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { feedbackInbox, oneFeedback } from './feedback-inbox';
import { memberFeedback } from './member-feedback';
import { replyFeedback } from './reply-feedback';
import { sendFeedback } from './send-feedback';

/** The id of a route's params (the contract checks its shape). */
const idOf = (params: unknown) => BigInt((params as { id: string }).id);

/** Feedback (contract: feedbackRoutes, feedbackAdminRoutes): the member's form and list, the back office's inbox. */
export async function registerFeedbackRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  defineRoute(app, feedbackRoutes.send, async ({ request, body }) => sendFeedback(deps, memberOf(request), body));
  defineRoute(app, feedbackRoutes.mine, async ({ request, query }) => memberFeedback(deps, memberOf(request), query));
  defineRoute(app, feedbackAdminRoutes.list, async ({ request, query }) =>
    feedbackInbox(deps, operatorOf(request), query),
  );
  defineRoute(app, feedbackAdminRoutes.one, async ({ request, params }) =>
    oneFeedback(deps, operatorOf(request), idOf(params)),
  );
  defineRoute(app, feedbackAdminRoutes.reply, async ({ request, params, body }) =>
    replyFeedback(deps, operatorOf(request), idOf(params), body),
  );
}
