import { systemRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route';
import { encryptionKey, publicKeyOf } from '../../platform/encryption';
import { siteStatus } from './site-status';

export async function registerSystemRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, systemRoutes.status, async ({ request }) => siteStatus(request));
  defineRoute(app, systemRoutes.publicKey, async ({ request }) =>
    publicKeyOf(await encryptionKey(request.server.deps.db)),
  );
}
