import type { TGameCategory, TLobbyGame } from '@gemilang/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { MemberScope } from './favourites';
import { lobbyGames, toLobbyGame } from './lobby-game';

/**
 * A member's recent games (GCS_recentGame; ADR 031). The launch use case records each launch here; the
 * lobby lists them, the latest first. One row per member and game, moved forward by each launch.
 */
export async function recordLaunch(
  db: Kysely<Database> | Transaction<Database>,
  launch: { merchantId: number; memberId: bigint; gameId: number; at: Date },
): Promise<void> {
  await db
    .insertInto('game_recent')
    .values({
      merchant_id: launch.merchantId,
      member_id: launch.memberId,
      game_id: launch.gameId,
      launched_at: launch.at,
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'game_id']).doUpdateSet({
        launched_at: (eb) => eb.ref('excluded.launched_at'),
        launches: sql<number>`game_recent.launches + 1`,
      }),
    )
    .execute();
}

/** GCS_recentGame: the games the member launched, still listed at this brand, the latest first. */
export async function recentGames(
  db: Kysely<Database>,
  scope: MemberScope,
  input: { category?: TGameCategory; limit: number },
): Promise<{ games: TLobbyGame[] }> {
  let query = lobbyGames(db, scope.merchantId)
    .innerJoin('game_recent as r', 'r.game_id', 'g.id')
    .where('r.merchant_id', '=', scope.merchantId)
    .where('r.member_id', '=', scope.memberId);
  if (input.category) query = query.where('g.category', '=', input.category);
  const rows = await query.orderBy('r.launched_at', 'desc').orderBy('g.id').limit(input.limit).execute();
  return { games: rows.map((row) => toLobbyGame(row, scope.language)) };
}
