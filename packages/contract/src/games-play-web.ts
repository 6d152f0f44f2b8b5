import type { playRoutes as playRouteDefs } from './games-play';
import type { RouteDef } from './route';
import type { RouteRef } from './route-refs';

/**
 * The in-house games' page (`/play/<gameCode>`, ADR 032) imports this, not the zod schemas: which rules each
 * game code plays, and the addresses of its calls (games-play-web.test.ts holds them to playRoutes).
 */

/** Which rules of packages/games each in-house game code plays (the codes are ADR 030's). */
export const inHouseGameKinds = {
  GM_SLOT_JUNGLE: { game: 'slot', slotId: 'rimba' },
  GM_SLOT_DRAGON: { game: 'slot', slotId: 'naga' },
  GM_BACCARAT: { game: 'baccarat' },
  GM_DRAGON_TIGER: { game: 'dragon_tiger' },
  GM_ROULETTE_EU: { game: 'roulette' },
  GM_SICBO: { game: 'sic_bo' },
} as const satisfies Record<string, { game: string; slotId?: string }>;
export type TInHouseGameCode = keyof typeof inHouseGameKinds;
export type TInHouseGameKind = (typeof inHouseGameKinds)[TInHouseGameCode]['game'];

export function inHouseGameKind(code: string): (typeof inHouseGameKinds)[TInHouseGameCode] | undefined {
  return Object.hasOwn(inHouseGameKinds, code) ? inHouseGameKinds[code as TInHouseGameCode] : undefined;
}

/** Dragon tiger's table offers the suited tie (50 to 1). */
export const DRAGON_TIGER_SUITED_TIE = true;

/** The most bets one table round takes. */
export const MAX_TABLE_BETS = 60;

type RefsOf<G> = { [K in keyof G]: G[K] extends RouteDef ? RouteRef<G[K]> : never };

export const playRouteRefs: RefsOf<typeof playRouteDefs> = {
  session: { method: 'POST', path: '/wps/play/session', access: 'visitor' },
  clientSeed: { method: 'POST', path: '/wps/play/client-seed', access: 'visitor' },
  rotate: { method: 'POST', path: '/wps/play/rotate', access: 'visitor' },
  round: { method: 'POST', path: '/wps/play/round', access: 'visitor' },
  recall: { method: 'POST', path: '/wps/play/recall', access: 'visitor' },
};
