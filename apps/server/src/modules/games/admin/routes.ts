import { gamesAdminRoutes, type ZGameIdParam, type ZRoundIdParam, type ZVendorParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { operatorOf } from '../../../platform/actor';
import { defineRoute } from '../../../platform/define-route';
import { findRounds } from './find-rounds';
import { getGame, listGames } from './list-games';
import { listVendors } from './list-vendors';
import { roundDetail } from './round-detail';
import { setVendorStatus } from './set-vendor-status';
import { updateGame } from './update-game';

// defineRoute has parsed params with the route's schema; the route table does not carry its type.
const vendorOf = (params: unknown) => (params as z.output<typeof ZVendorParam>).code;
const gameOf = (params: unknown) => Number((params as z.output<typeof ZGameIdParam>).id);
const roundOf = (params: unknown) => BigInt((params as z.output<typeof ZRoundIdParam>).id);

/** The games' back office (contract: gamesAdminRoutes; ADR 035). Admin role, the operator's brand only. */
export async function registerGamesAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = gamesAdminRoutes;
  defineRoute(app, r.vendors, ({ request }) => listVendors(app.deps, operatorOf(request)));
  defineRoute(app, r.setVendorStatus, ({ request, params, body }) =>
    setVendorStatus(app.deps, operatorOf(request), vendorOf(params), body),
  );
  defineRoute(app, r.games, ({ request, query }) => listGames(app.deps, operatorOf(request), query));
  defineRoute(app, r.game, ({ request, params }) => getGame(app.deps, operatorOf(request), gameOf(params)));
  defineRoute(app, r.updateGame, ({ request, params, body }) =>
    updateGame(app.deps, operatorOf(request), gameOf(params), body),
  );
  defineRoute(app, r.rounds, ({ request, query }) => findRounds(app.deps, operatorOf(request), query));
  defineRoute(app, r.round, ({ request, params }) => roundDetail(app.deps, operatorOf(request), roundOf(params)));
}
