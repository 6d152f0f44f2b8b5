import { lotteryRoutes, type ZDrawParam, type ZGameCodeParam, type ZSlipIdParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { memberOf, visitorOf } from '../../platform/actor';
import { signedInMember, TRIAL_TYPE } from '../../platform/auth';
import { defineRoute } from '../../platform/define-route';
import { cancelSlip } from './cancel-slip';
import { drawDetail, drawHistory, openDraws } from './draw-views';
import { gameDetail } from './game-detail';
import { gameMenus, popularGames, recentGames } from './lottery-menus';
import { myBets } from './my-bets';
import { placeBets } from './place-bets';

const gameOf = (params: unknown) => (params as z.output<typeof ZGameCodeParam>).gameCode;

/** The lottery (contract: lotteryRoutes; ADR 021) and its draw calendar job. */
export async function registerLotteryRoutes(app: FastifyInstance): Promise<void> {
  const r = lotteryRoutes;
  defineRoute(app, r.gameMenus, ({ request }) => gameMenus(app.deps, visitorOf(request), false));
  defineRoute(app, r.vnGameMenu, ({ request }) => gameMenus(app.deps, visitorOf(request), true));
  defineRoute(app, r.vnRecent, ({ request, query }) => recentGames(app.deps, memberOf(request), query.prizeMode));
  defineRoute(app, r.popular, ({ request, query }) => popularGames(app.deps, visitorOf(request), query.size));
  defineRoute(app, r.vnOpened, ({ request }) => openDraws(app.deps, visitorOf(request), { vietnamese: true }));
  defineRoute(app, r.opened, ({ request, query }) =>
    openDraws(app.deps, visitorOf(request), { gameCode: query.gameCode }),
  );
  defineRoute(app, r.game, ({ request, params }) => gameDetail(app.deps, visitorOf(request), gameOf(params)));
  defineRoute(app, r.draws, ({ request, params, query }) =>
    drawHistory(app.deps, visitorOf(request), gameOf(params), query),
  );
  defineRoute(app, r.draw, ({ request, params }) => {
    const p = params as z.output<typeof ZDrawParam>;
    return drawDetail(app.deps, visitorOf(request), p.gameCode, p.drawNumber);
  });
  // A trial account bets play money on the e-lottery (ADR 052).
  defineRoute(app, r.placeBets, ({ request, body }) => {
    const member = signedInMember(request);
    return placeBets(request.server.deps, {
      merchant: request.merchant,
      memberId: member.id,
      play: member.type === TRIAL_TYPE,
      request: body,
    });
  });
  defineRoute(app, r.cancelSlip, ({ request, params }) =>
    cancelSlip(request.server.deps, {
      merchant: request.merchant,
      memberId: signedInMember(request).id,
      play: signedInMember(request).type === TRIAL_TYPE,
      slipId: BigInt((params as z.output<typeof ZSlipIdParam>).id),
    }),
  );
  defineRoute(app, r.myBets, ({ request, query }) => myBets(app.deps, memberOf(request), query));
}
