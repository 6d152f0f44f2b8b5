import { gamesLobbyRoutes } from '@gemilang/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInMember } from '../../../platform/auth';
import { defineRoute } from '../../../platform/define-route';
import { changeFavourite, favouriteGames, type MemberScope } from './favourites';
import { gameList, hotGames } from './game-list';
import { gameVendorLanes } from './game-vendors';
import type { LobbyScope } from './lobby-game';
import { recentGames } from './recent-games';
import { roomList } from './room-list';
import { vendorGames } from './vendor-games';
import { winnerBoard } from './winner-board';

/** The game lobby's calls (contract: gamesLobbyRoutes; ADR 031), each answered for the host's brand. */
export async function registerGamesLobbyRoutes(app: FastifyInstance): Promise<void> {
  const scope = (request: FastifyRequest): LobbyScope => ({
    merchantId: request.merchant.id,
    language: request.language,
  });
  const memberScope = (request: FastifyRequest): MemberScope => ({
    ...scope(request),
    memberId: signedInMember(request).id,
  });
  const { db } = app.deps;

  defineRoute(app, gamesLobbyRoutes.gameVendor, ({ request }) => gameVendorLanes(db, request.merchant));
  defineRoute(app, gamesLobbyRoutes.gameList, ({ request, body }) => gameList(db, scope(request), body));
  defineRoute(app, gamesLobbyRoutes.hotGames, ({ request, body }) => hotGames(db, scope(request), body));
  defineRoute(app, gamesLobbyRoutes.vendorGames, ({ request, body }) => vendorGames(db, scope(request), body));
  defineRoute(app, gamesLobbyRoutes.rankList, ({ request, body }) =>
    winnerBoard(
      db,
      { ...scope(request), currencyExponent: request.merchant.currencyExponent, now: app.deps.now() },
      body,
    ),
  );
  defineRoute(app, gamesLobbyRoutes.favourite, ({ request, body }) => changeFavourite(db, memberScope(request), body));
  defineRoute(app, gamesLobbyRoutes.favouriteList, ({ request, body }) =>
    favouriteGames(db, memberScope(request), body),
  );
  defineRoute(app, gamesLobbyRoutes.recentGames, ({ request, body }) => recentGames(db, memberScope(request), body));
  defineRoute(app, gamesLobbyRoutes.roomList, ({ request, body }) => roomList(db, scope(request), body));
}
