import type { TGameCategory, TLobbyGame } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { inLobbyOrder, type LobbyScope, lobbyGames, toLobbyGame } from './lobby-game';

/**
 * GCSGAME_getVassGameType (ADR 031): the popup list a VASSALAGE item opens, its vendor's games.
 *
 * Order: the vendor at this brand (an unknown one, or another brand's, is game_unknown: there is nothing to
 * show); then its listed games, of one lane when asked, without the VASSALAGE items (a door does not open
 * onto itself), in the operator's order.
 */
export async function vendorGames(
  db: Kysely<Database>,
  scope: LobbyScope,
  input: { vassalage: string; category?: TGameCategory },
): Promise<{ vassalage: string; name: string; status: 'active' | 'maintenance'; games: TLobbyGame[] }> {
  const code = input.vassalage.toUpperCase();
  const vendor = await db
    .selectFrom('game_vendors')
    .select(['code', 'name', 'status'])
    .where('merchant_id', '=', scope.merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!vendor) throw new AppError('game_unknown');
  let query = lobbyGames(db, scope.merchantId).where('v.code', '=', code).where('g.vassalage', '=', false);
  if (input.category) query = query.where('g.category', '=', input.category);
  const rows = await inLobbyOrder(query).limit(500).execute();
  return {
    vassalage: vendor.code,
    name: vendor.name,
    status: vendor.status === 'active' ? 'active' : 'maintenance',
    games: rows.map((row) => toLobbyGame(row, scope.language)),
  };
}
