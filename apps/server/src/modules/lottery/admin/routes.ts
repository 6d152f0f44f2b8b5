import { lotteryAdminRoutes, type ZLotteryDrawIdParam, type ZLotteryGameParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { operatorOf } from '../../../platform/actor';
import { defineRoute } from '../../../platform/define-route';
import { closeDrawSales } from './close-draw-sales';
import { drawBets } from './draw-bets';
import { drawLiability } from './draw-liability';
import { gameSettings } from './game-settings';
import { getDraw } from './get-draw';
import { listDraws } from './list-draws';
import { listLotteryGames } from './list-games';
import { profitLoss } from './profit-loss';
import { updateGameSettings } from './update-game-settings';
import { voidDraw } from './void-draw';

// defineRoute has parsed params with the route's schema; the route table does not carry its type.
const drawOf = (params: unknown) => BigInt((params as z.output<typeof ZLotteryDrawIdParam>).id);
const gameOf = (params: unknown) => (params as z.output<typeof ZLotteryGameParam>).gameCode;

/** The lottery's back office (contract: lotteryAdminRoutes; ADR 027). Admin role, the operator's brand only. */
export async function registerLotteryAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = lotteryAdminRoutes;
  defineRoute(app, r.games, ({ request }) => listLotteryGames(app.deps, operatorOf(request)));
  defineRoute(app, r.draws, ({ request, query }) => listDraws(app.deps, operatorOf(request), query));
  defineRoute(app, r.draw, ({ request, params }) => getDraw(app.deps, operatorOf(request), drawOf(params)));
  defineRoute(app, r.voidDraw, ({ request, params, body }) =>
    voidDraw(app.deps, operatorOf(request), drawOf(params), body.reason),
  );
  defineRoute(app, r.closeDrawSales, ({ request, params, body }) =>
    closeDrawSales(app.deps, operatorOf(request), drawOf(params), body.reason),
  );
  defineRoute(app, r.liability, ({ request, params, query }) =>
    drawLiability(app.deps, operatorOf(request), drawOf(params), query),
  );
  defineRoute(app, r.drawBets, ({ request, params, query }) =>
    drawBets(app.deps, operatorOf(request), drawOf(params), query),
  );
  defineRoute(app, r.gameSettings, ({ request, params }) =>
    gameSettings(app.deps, operatorOf(request), gameOf(params)),
  );
  defineRoute(app, r.updateGameSettings, ({ request, params, body }) =>
    updateGameSettings(app.deps, operatorOf(request), gameOf(params), body),
  );
  defineRoute(app, r.profitLoss, ({ request, query }) => profitLoss(app.deps, operatorOf(request), query));
}
