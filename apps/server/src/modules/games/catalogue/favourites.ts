import type { TGameCategory, TLobbyGame } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { type LobbyScope, lobbyGames, toLobbyGame } from './lobby-game';

export interface MemberScope extends LobbyScope {
  memberId: bigint;
}

/**
 * MCSFE_getFavoriteGames (ADR 031): a member stars or unstars a game, and gets the favourites after it.
 *
 * Order: the game by its code and vendor among this brand's listed games (another brand's, a disabled or an
 * unknown one is game_unknown, nothing written); then the row added (a second add keeps the one) or removed
 * (removing one not there is no error: the star is already off); then the member's favourites as keys, the
 * latest first, which the site keeps to draw its stars.
 */
export async function changeFavourite(
  db: Kysely<Database>,
  scope: MemberScope,
  input: { action: 'add' | 'remove'; gameCode: string; vassalage: string },
): Promise<{ favourites: { code: string; vassalage: string }[] }> {
  const game = await lobbyGames(db, scope.merchantId)
    .where('g.code', '=', input.gameCode)
    .where('v.code', '=', input.vassalage.toUpperCase())
    .executeTakeFirst();
  if (!game) throw new AppError('game_unknown');
  if (input.action === 'add') {
    await db
      .insertInto('game_favourites')
      .values({ merchant_id: scope.merchantId, member_id: scope.memberId, game_id: game.gameId })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('game_favourites')
      .where('merchant_id', '=', scope.merchantId)
      .where('member_id', '=', scope.memberId)
      .where('game_id', '=', game.gameId)
      .execute();
  }
  const rows = await favouriteRows(db, scope).execute();
  return { favourites: rows.map((row) => ({ code: row.code, vassalage: row.vendorCode })) };
}

function favouriteRows(db: Kysely<Database>, scope: MemberScope) {
  return lobbyGames(db, scope.merchantId)
    .innerJoin('game_favourites as f', 'f.game_id', 'g.id')
    .where('f.merchant_id', '=', scope.merchantId)
    .where('f.member_id', '=', scope.memberId)
    .orderBy('f.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(200);
}

/** MCSFE_getFavoriteGamesList: the member's favourite games as cards, latest first, of one lane or of all. */
export async function favouriteGames(
  db: Kysely<Database>,
  scope: MemberScope,
  input: { category?: TGameCategory },
): Promise<{ games: TLobbyGame[] }> {
  let query = favouriteRows(db, scope);
  if (input.category) query = query.where('g.category', '=', input.category);
  const rows = await query.execute();
  return { games: rows.map((row) => toLobbyGame(row, scope.language)) };
}
