import type { FastifyInstance } from 'fastify';

export async function registerSessionRoutes(_app: FastifyInstance): Promise<void> {}
