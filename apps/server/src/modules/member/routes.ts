import type { FastifyInstance } from 'fastify';

export async function registerMemberRoutes(_app: FastifyInstance): Promise<void> {}
