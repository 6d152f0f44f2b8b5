import { gamesRoutes, playRoutes, SEAMLESS_SIGNATURE_HEADER, seamlessErrors, seamlessPath } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route';
import { registerJob } from '../../platform/jobs';
import { hostOf, merchantForHost } from '../../platform/merchant';
import { openSession } from './in-house/open-session';
import { playRound } from './in-house/play-round';
import { recallRounds } from './in-house/recall';
import { resumeStaleRounds } from './in-house/resume-rounds';
import { rotateSeeds, setClientSeed } from './in-house/seed-changes';
import { launchGame } from './launch-game';
import { seamlessCall } from './seamless/seamless-call';

/** Every how often the sweep finishes in-house rounds left playing (ADR 032). */
export const CASINO_SWEEP_EVERY_MS = 30_000;

/**
 * Game launch (contract: gamesRoutes), the vendors' seamless wallet (ADR 030) and the in-house game
 * server the /play pages call (contract: playRoutes; ADR 032).
 */
export async function registerGamesRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, gamesRoutes.launchGame, ({ request, query }) => launchGame(request, query));

  defineRoute(app, playRoutes.session, ({ request, body }) =>
    openSession(app.deps, request.merchant, request.language, body.token),
  );
  defineRoute(app, playRoutes.clientSeed, ({ request, body }) =>
    setClientSeed(app.deps, request.merchant, body.token, body.clientSeed),
  );
  defineRoute(app, playRoutes.rotate, ({ request, body }) => rotateSeeds(app.deps, request.merchant, body.token));
  defineRoute(app, playRoutes.round, ({ request, body }) => playRound(app.deps, request.merchant, body));
  defineRoute(app, playRoutes.recall, async ({ request, body }) => ({
    rounds: await recallRounds(app.deps, request.merchant, body.token),
  }));
  registerJob(app, { name: 'casino-rounds', everyMs: CASINO_SWEEP_EVERY_MS, run: () => resumeStaleRounds(app.deps) });

  // Vendors' calls. Outside /wps: a credit owed must reach the wallet during maintenance too. The body
  // stays the raw text its signature covers; the answer is the protocol's own JSON, not the site's envelope.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(seamlessPath, async (request, reply) => {
      const params = request.params as { vendor: string; action: string };
      const merchant = await merchantForHost(app.deps.db, hostOf(request.headers.host));
      if (!merchant) {
        const [status, message] = seamlessErrors.vendor_unknown;
        return reply
          .code(status)
          .type('application/json')
          .send(JSON.stringify({ ok: false, code: 'vendor_unknown', message }));
      }
      const signature = request.headers[SEAMLESS_SIGNATURE_HEADER];
      try {
        const answer = await seamlessCall(app.deps, {
          merchant,
          vendorCode: params.vendor,
          action: params.action,
          rawBody: typeof request.body === 'string' ? request.body : '',
          signature: typeof signature === 'string' ? signature : undefined,
          address: request.ip,
        });
        return reply.code(answer.status).type('application/json').send(answer.body);
      } catch (error) {
        // Nothing was stored for this request id: the vendor's retry runs the call again.
        request.log.error({ err: error }, 'seamless call failed');
        const [status, message] = seamlessErrors.internal_error;
        return reply
          .code(status)
          .type('application/json')
          .send(JSON.stringify({ ok: false, code: 'internal_error', message }));
      }
    });
  });
}
