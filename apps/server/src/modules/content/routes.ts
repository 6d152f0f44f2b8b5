import { announcementTypes, contentAdminRoutes, contentRoutes, type TAnnouncement } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { agentAnnouncements } from './agent-announcements';
import { adminAnnouncements, createAnnouncement, endAnnouncement, updateAnnouncement } from './announcements-admin';
import { listAnnouncements } from './list-announcements';

export async function registerContentRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contentRoutes.announcements, async ({ request, body }) => {
    // The contract's pattern admits only known codes; a code named twice counts once.
    const asked = new Set(body.types.split(','));
    const types = announcementTypes.filter((t): t is TAnnouncement['type'] => asked.has(t));
    const { db, now } = request.server.deps;
    return listAnnouncements(db, request.merchant.id, request.language, types, now());
  });
  defineRoute(app, contentRoutes.agentAnnouncements, async ({ request }) => {
    const { db, now } = request.server.deps;
    return agentAnnouncements(db, request.merchant.id, request.language, now());
  });
  // The back office's announcements (ADR 068).
  const deps = app.deps;
  const idOf = (params: unknown) => BigInt((params as { id: string }).id);
  defineRoute(app, contentAdminRoutes.announcements, async ({ request }) =>
    adminAnnouncements(deps, operatorOf(request)),
  );
  defineRoute(app, contentAdminRoutes.createAnnouncement, async ({ request, body }) =>
    createAnnouncement(deps, operatorOf(request), body),
  );
  defineRoute(app, contentAdminRoutes.updateAnnouncement, async ({ request, params, body }) =>
    updateAnnouncement(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, contentAdminRoutes.endAnnouncement, async ({ request, params }) =>
    endAnnouncement(deps, operatorOf(request), idOf(params)),
  );
}
