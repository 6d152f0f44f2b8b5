import type { FastifyInstance } from 'fastify';

export async function registerAdminRoutes(_app: FastifyInstance): Promise<void> {}
