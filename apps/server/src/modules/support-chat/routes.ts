import { supportChatAdminRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error';
import { defineRoute } from '../../platform/define-route';

/** The built-in chat (contract: supportChatRoutes, supportChatAdminRoutes; ADR 065). */
export async function registerSupportChatRoutes(app: FastifyInstance): Promise<void> {
  // The console's calls are bound with their access rule; their use cases land in the next step.
  for (const def of Object.values(supportChatAdminRoutes)) {
    defineRoute(app, def, async () => {
      throw new AppError('not_found');
    });
  }
}
