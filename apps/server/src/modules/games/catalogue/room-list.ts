import type { TGameCategory } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { inLobbyOrder, type LobbyScope, lobbyGames, toLobbyGame } from './lobby-game';

/** The table games' classes: each such game is a room a player sits at. */
export const tableClasses = ['baccarat', 'sicbo', 'roulette', 'dragon_tiger', 'blackjack'] as const;

/**
 * GLS2_roomList (ADR 031): the table games of a lane as rooms. A room is a listed game of a table
 * class (the launch payload's roomId is its code), of one vendor and class when asked, in the operator's
 * order; under maintenance when the game or its vendor is.
 */
export async function roomList(
  db: Kysely<Database>,
  scope: LobbyScope,
  input: { category: TGameCategory; vassalage?: string; subCategory?: string },
) {
  let query = lobbyGames(db, scope.merchantId)
    .where('g.category', '=', input.category)
    .where('g.vassalage', '=', false)
    .where('g.sub_category', 'in', [...tableClasses]);
  if (input.vassalage) query = query.where('v.code', '=', input.vassalage.toUpperCase());
  if (input.subCategory) query = query.where('g.sub_category', '=', input.subCategory);
  const rows = await inLobbyOrder(query).limit(200).execute();
  return {
    rooms: rows.map((row) => {
      const game = toLobbyGame(row, scope.language);
      return {
        roomId: game.code,
        name: game.name,
        vassalage: game.vassalage,
        category: game.category,
        subCategory: game.subCategory,
        status: game.status,
      };
    }),
  };
}
