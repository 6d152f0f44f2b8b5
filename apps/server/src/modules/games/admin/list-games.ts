import type { TAdminGame, TAdminGamePage, ZAdminGamesQuery } from '@gemilang/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OperatorActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import type { Deps } from '../../../platform/context';
import { type AdminGameRow, adminGameColumns, adminGamesQuery, adminGameView } from './game-view';

/**
 * GET /admin/api/games: the brand's games in lobby order (vendor, then the game's order), filtered by
 * vendor, lane, sub-category, status and a text found in the code or any language's name. A search is
 * matched literally: `%` and `_` typed by the operator are escaped, not wildcards.
 */
export async function listGames(
  deps: Deps,
  actor: OperatorActor,
  query: z.output<typeof ZAdminGamesQuery>,
): Promise<TAdminGamePage> {
  const { db } = deps;
  let q = adminGamesQuery(db, actor.merchant.id);
  if (query.vendor) q = q.where('v.code', '=', query.vendor);
  if (query.category) q = q.where('g.category', '=', query.category);
  if (query.subCategory) q = q.where('g.sub_category', '=', query.subCategory);
  if (query.status) q = q.where('g.status', '=', query.status);
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('g.code', 'ilike', like),
        eb(sql`g.name->>'ms'`, 'ilike', like),
        eb(sql`g.name->>'en'`, 'ilike', like),
        eb(sql`g.name->>'zh'`, 'ilike', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .select(adminGameColumns)
      .orderBy('v.sort')
      .orderBy('v.code')
      .orderBy('g.sort')
      .orderBy('g.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    items: (rows as AdminGameRow[]).map(adminGameView),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /admin/api/games/:id: one of the brand's games, or game_unknown. */
export async function getGame(deps: Deps, actor: OperatorActor, id: number): Promise<TAdminGame> {
  const row = await adminGamesQuery(deps.db, actor.merchant.id)
    .where('g.id', '=', id)
    .select(adminGameColumns)
    .executeTakeFirst();
  if (!row) throw new AppError('game_unknown');
  return adminGameView(row as AdminGameRow);
}
