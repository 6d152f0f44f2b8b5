import { redEnvelopeRoutes, redEnvelopesAdminRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf, operatorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { cancelRedEnvelopeEvent, createRedEnvelopeEventByOperator, listRedEnvelopeEvents } from './admin-events';
import { claimRedEnvelope } from './claim-envelope';
import { redEnvelopePage } from './member-events';

/** The event id of a route's params (the contract checks its shape). */
const idOf = (params: unknown) => BigInt((params as { id: string }).id);

/** Red envelopes (contract: redEnvelopeRoutes, redEnvelopesAdminRoutes; ADR 061): the member's page and claim, the events. */
export async function registerRedEnvelopeRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  defineRoute(app, redEnvelopeRoutes.events, async ({ request }) => redEnvelopePage(deps, memberOf(request)));
  defineRoute(app, redEnvelopeRoutes.claim, async ({ request, body }) =>
    claimRedEnvelope(deps, memberOf(request), body),
  );
  defineRoute(app, redEnvelopesAdminRoutes.events, async ({ request }) =>
    listRedEnvelopeEvents(deps, operatorOf(request)),
  );
  defineRoute(app, redEnvelopesAdminRoutes.create, async ({ request, body }) =>
    createRedEnvelopeEventByOperator(deps, operatorOf(request), body),
  );
  defineRoute(app, redEnvelopesAdminRoutes.cancel, async ({ request, params }) =>
    cancelRedEnvelopeEvent(deps, operatorOf(request), idOf(params)),
  );
}
