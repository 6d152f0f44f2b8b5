import {
  gamesRoutes,
  playRoutes,
  SEAMLESS_SIGNATURE_HEADER,
  seamlessPath,
  seamlessRefusal,
  seamlessVendorCodePattern,
  type TSeamlessErrorCode,
} from '@gemilang/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { memberOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { hostOf, merchantForHost } from '../../platform/merchant';
import { openSession } from './in-house/open-session';
import { playRound } from './in-house/play-round';
import { recallRounds } from './in-house/recall';
import { rotateSeeds, setClientSeed } from './in-house/seed-changes';
import { launchGame } from './launch-game';
import { seamlessCall } from './seamless/seamless-call';

/**
 * Game launch (contract: gamesRoutes), the vendors' seamless wallet (ADR 030) and the in-house game
 * server the /play pages call (contract: playRoutes; ADR 032).
 */
export async function registerGamesRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, gamesRoutes.launchGame, ({ request, query }) => launchGame(app.deps, memberOf(request), query));

  defineRoute(app, playRoutes.session, ({ request, body }) =>
    openSession(app.deps, request.merchant, request.language, body),
  );
  defineRoute(app, playRoutes.clientSeed, ({ request, body }) =>
    setClientSeed(app.deps, request.merchant, body.token, body.clientSeed),
  );
  defineRoute(app, playRoutes.rotate, ({ request, body }) => rotateSeeds(app.deps, request.merchant, body.token));
  defineRoute(app, playRoutes.round, ({ request, body }) => playRound(app.deps, request.merchant, body));
  defineRoute(app, playRoutes.recall, async ({ request, body }) => ({
    rounds: await recallRounds(app.deps, request.merchant, body.token),
  }));

  // Vendors' calls. Outside /wps: a credit owed must reach the wallet during maintenance too. The body
  // stays the raw text its signature covers; the answer is the protocol's own JSON, not the site's envelope.
  await app.register(async (scope) => {
    // Fastify's own refusals here (a body over the limit, a throttle) in the protocol's form too: a vendor's
    // client reads that form only, and must not take a 4xx for a 500 to retry.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'seamless call failed');
      return refuse(reply, status >= 500 ? 'internal_error' : 'invalid_request');
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    // Any other address under /seamless (no action, a segment too many, another method) is no vendor's call.
    scope.all('/seamless/*', (_request, reply) => refuse(reply, 'vendor_unknown'));
    scope.post(seamlessPath, async (request, reply) => {
      const params = request.params as { vendor: string; action: string };
      // A code no vendor can have (a NUL, a control character, too long) is refused before any database work:
      // PostgreSQL refuses a NUL in text, which answered 500 "retry", and a vendor's client retries for ever.
      if (!seamlessVendorCodePattern.test(params.vendor)) return refuse(reply, 'vendor_unknown');
      const merchant = await merchantForHost(app.deps.db, hostOf(request.headers.host));
      if (!merchant) return refuse(reply, 'vendor_unknown');
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
        return refuse(reply, 'internal_error');
      }
    });
  });
}

/** A refusal in the protocol's own form (ADR 030), for what is refused before the call reaches seamlessCall. */
function refuse(reply: FastifyReply, code: TSeamlessErrorCode) {
  const { status, body } = seamlessRefusal(code);
  return reply.code(status).type('application/json').send(body);
}
