import { announcementTypes, contentRoutes, type TAnnouncement } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route';
import { agentAnnouncements } from './agent-announcements';
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
}
