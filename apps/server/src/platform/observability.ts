import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from './app-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Refuses a /metrics call that does not bear the configured token (compared in constant time). */
function requireMetricsToken(request: FastifyRequest, token: string): void {
  const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (sent === undefined) throw new AppError('token_required');
  if (!timingSafeEqual(digest(sent), digest(token))) throw new AppError('forbidden');
}

/**
 * /healthz for load balancers and /metrics for Prometheus; one registry per app so tests stay apart.
 * /metrics exists only with METRICS_TOKEN set (and only then are requests counted), and answers only the
 * caller that bears it.
 */
export async function registerObservability(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(app.deps.db);
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });

  const token = app.deps.config.METRICS_TOKEN;
  // Without a token nobody may read the figures, so none are kept: counting costs every request.
  if (token === undefined) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    requireMetricsToken(request, token);
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
