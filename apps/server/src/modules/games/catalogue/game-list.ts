import type { TGameCategory, TLobbyGame, ZGameListQuery } from '@gemilang/contract';
import { gameSubCategories } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { inLobbyOrder, type LobbyScope, lobbyGames, matching, toLobbyGame } from './lobby-game';

/**
 * GCSGAME_gameList (ADR 031): one lane's games for the lobby, in the operator's order.
 *
 * Order: the lane's listed games of this brand, narrowed by vendor, filter class and search when asked;
 * one page of them and the count; then the filter classes that have games in the lane (and vendor) before
 * the class and search narrowed it, so the lobby offers only filters that find something.
 */
export async function gameList(
  db: Kysely<Database>,
  scope: LobbyScope,
  input: z.output<typeof ZGameListQuery>,
): Promise<{ games: TLobbyGame[]; total: number; subCategories: (typeof gameSubCategories)[number][] }> {
  let lane = lobbyGames(db, scope.merchantId).where('g.category', '=', input.category);
  if (input.vassalage) lane = lane.where('v.code', '=', input.vassalage.toUpperCase());

  let chosen = lane;
  if (input.subCategory) chosen = chosen.where('g.sub_category', '=', input.subCategory);
  if (input.search) chosen = matching(chosen, input.search);

  const rows = await inLobbyOrder(chosen)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const { total } = await chosen
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const classes = await lane.clearSelect().select('g.sub_category').distinct().execute();
  const present = new Set(classes.map((c) => c.sub_category));

  return {
    games: rows.map((row) => toLobbyGame(row, scope.language)),
    total: Number(total),
    subCategories: gameSubCategories.filter((c) => present.has(c)),
  };
}

/**
 * GCSGAME_hotGamesV2: the hot games of one lane or of all, in the operator's order. VASSALAGE items are
 * vendors' doors, not games, so they are not hot games.
 */
export async function hotGames(
  db: Kysely<Database>,
  scope: LobbyScope,
  input: { category?: TGameCategory; limit: number },
): Promise<{ games: TLobbyGame[] }> {
  let query = lobbyGames(db, scope.merchantId).where('g.is_hot', '=', true).where('g.vassalage', '=', false);
  if (input.category) query = query.where('g.category', '=', input.category);
  const rows = await inLobbyOrder(query).limit(input.limit).execute();
  return { games: rows.map((row) => toLobbyGame(row, scope.language)) };
}
