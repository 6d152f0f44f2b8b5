import { contentAdminRoutes, systemRoutes, toLanguage } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf, visitorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { encryptionKey, publicKeyOf } from '../../platform/encryption';
import { domainRoute } from './domain-route';
import { helpCenter } from './help-center';
import { adminHelpTopics, createHelpTopic, deleteHelpTopic, updateHelpTopic } from './help-topics-admin';
import { registerSettings } from './register-settings';
import { siteStatus } from './site-status';
import { whitelabel } from './whitelabel';

export async function registerSystemRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, systemRoutes.status, async ({ request }) => siteStatus(app.deps, visitorOf(request)));
  defineRoute(app, systemRoutes.publicKey, async ({ request }) =>
    publicKeyOf(await encryptionKey(request.server.deps.db)),
  );
  defineRoute(app, systemRoutes.whitelabel, async ({ request }) =>
    whitelabel(request.server.deps.db, request.merchant.id),
  );
  defineRoute(app, systemRoutes.registerSettings, async ({ request }) =>
    registerSettings(request.server.deps.db, request.merchant),
  );
  defineRoute(app, systemRoutes.domainRoute, async ({ request, query }) =>
    domainRoute(request.server.deps.db, request.merchant, query.domain),
  );
  // `lang` (the help content's own parameter) wins over the Language header when given.
  defineRoute(app, systemRoutes.helpCenter, async ({ request, query }) =>
    helpCenter(request.server.deps.db, request.merchant.id, query.lang ? toLanguage(query.lang) : request.language),
  );
  // The help centre's topics in the back office (ADR 068).
  const idOf = (params: unknown) => BigInt((params as { id: string }).id);
  defineRoute(app, contentAdminRoutes.helpTopics, async ({ request }) =>
    adminHelpTopics(app.deps, operatorOf(request)),
  );
  defineRoute(app, contentAdminRoutes.createHelpTopic, async ({ request, body }) =>
    createHelpTopic(app.deps, operatorOf(request), body),
  );
  defineRoute(app, contentAdminRoutes.updateHelpTopic, async ({ request, params, body }) =>
    updateHelpTopic(app.deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, contentAdminRoutes.deleteHelpTopic, async ({ request, params }) =>
    deleteHelpTopic(app.deps, operatorOf(request), idOf(params)),
  );
}
