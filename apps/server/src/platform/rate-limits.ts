import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * A ceiling per client address against floods. It counts per process; the limits that must hold across
 * processes (SMS per number, captcha per client, sign-in failures) are kept in the database by their use
 * cases.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: app.deps.config.NODE_ENV === 'test' ? 10_000 : app.deps.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (request) => !/^\/(wps|lgw|lotto|admin\/api)\//.test(request.url),
  });
}
