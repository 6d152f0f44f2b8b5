import { elevenFiveBetTypes } from './elott/eleven-five';
import { fiveDBetTypes } from './elott/five-d';
import { k3BetTypes } from './elott/k3';
import { pk10BetTypes } from './elott/pk10';
import type { BetTypeDef, DrawResult, ElottGame, GameKind, VnGame, VnRegion } from './model';
import { VN_TICKET_COMBOS, vnBetTypes } from './vn/bet-types';

// Which bet types each rule set has. Everything else looks bet types up here.

export const ELOTT_GAMES: readonly ElottGame[] = ['5d', 'k3', 'pk10', '11x5'];
export const VN_GAMES: readonly VnGame[] = ['vn_north', 'vn_central', 'vn_south'];
export const GAME_KINDS: readonly GameKind[] = [...ELOTT_GAMES, ...VN_GAMES];

export function isVnGame(game: GameKind): game is VnGame {
  return game.startsWith('vn_');
}

export function regionOf(game: VnGame): VnRegion {
  return game.slice(3) as VnRegion;
}

export function vnGameOf(region: VnRegion): VnGame {
  return `vn_${region}`;
}

const tables = new Map<GameKind, ReadonlyMap<string, BetTypeDef>>();

function table(game: GameKind): ReadonlyMap<string, BetTypeDef> {
  let found = tables.get(game);
  if (!found) {
    const defs = (
      game === '5d'
        ? fiveDBetTypes
        : game === 'k3'
          ? k3BetTypes
          : game === 'pk10'
            ? pk10BetTypes
            : game === '11x5'
              ? elevenFiveBetTypes
              : vnBetTypes(regionOf(game))
    ) as readonly BetTypeDef[];
    found = new Map(defs.map((d) => [d.code, d]));
    tables.set(game, found);
  }
  return found;
}

/** The bet types a game settles (not the ticket-only combinations such as đề đầu-đuôi). */
export function betTypesOf(game: GameKind): readonly BetTypeDef[] {
  return [...table(game).values()];
}

export function betTypeDef(game: GameKind, betType: string): BetTypeDef | undefined {
  return table(game).get(betType);
}

/** Bet types a ticket may name: the settled ones plus combinations that expand into several of them. */
export function ticketTypesOf(game: GameKind): readonly string[] {
  const settled = [...table(game).keys()];
  return isVnGame(game) ? [...settled, ...Object.keys(VN_TICKET_COMBOS)] : settled;
}

/** The settled bet types one ticket type stands for (itself, or the parts of a combination). */
export function partsOfTicketType(game: GameKind, ticketType: string): readonly string[] | undefined {
  if (table(game).has(ticketType)) return [ticketType];
  return isVnGame(game) ? VN_TICKET_COMBOS[ticketType] : undefined;
}

export function resultMatchesGame(game: GameKind, result: DrawResult): boolean {
  return 'region' in result ? isVnGame(game) && regionOf(game) === result.region : result.game === game;
}
