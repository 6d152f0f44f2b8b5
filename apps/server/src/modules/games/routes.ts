import { gamesRoutes, SEAMLESS_SIGNATURE_HEADER, seamlessErrors, seamlessPath } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route';
import { hostOf, merchantForHost } from '../../platform/merchant';
import { launchGame } from './launch-game';
import { seamlessCall } from './seamless/seamless-call';

/** Game launch (contract: gamesRoutes) and the vendors' seamless wallet (ADR 030). */
export async function registerGamesRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, gamesRoutes.launchGame, ({ request, query }) => launchGame(request, query));

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
