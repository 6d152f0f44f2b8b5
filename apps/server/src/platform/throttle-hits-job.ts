import type { FastifyInstance } from 'fastify';
import { registerJob } from './jobs';
import { PRUNE_THROTTLE_HITS_EVERY_MS, pruneThrottleHits } from './prune-throttle-hits';

/** The platform's throttle serves several modules, so its pruning is registered once, by the app. */
export function registerThrottleHitsPruning(app: FastifyInstance): void {
  registerJob(app, {
    name: 'throttle-hits-prune',
    everyMs: PRUNE_THROTTLE_HITS_EVERY_MS,
    run: () => pruneThrottleHits(app.deps.db, app.deps.now()),
  });
}
