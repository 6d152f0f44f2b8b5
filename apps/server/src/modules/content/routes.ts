import type { FastifyInstance } from 'fastify';

export async function registerContentRoutes(_app: FastifyInstance): Promise<void> {}
