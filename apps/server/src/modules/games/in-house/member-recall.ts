import type { Language, TRecalledRound } from '@gemilang/contract';
import type { Deps, MerchantContext } from '../../../platform/context';
import { RECALL_ROUNDS } from './recall';
import { roundViewOf } from './round-view';

/**
 * POST /wps/relay/GCS_gameRecall: game recall from the member centre (issue 11; ADR 040). The game frame's
 * recall (recall.ts) needs the game's launch token; here the site's session is enough, so a member can look
 * back at their rounds without launching a game. The same rounds, the same view: the last ten that took a
 * stake (ended, or void with the stake back), of every in-house game or of one, newest first, each with
 * every step and its seeds (the server seed only once the pair was rotated).
 */
export async function memberRecall(
  deps: Deps,
  merchant: MerchantContext,
  memberId: bigint,
  language: Language,
  gameCode?: string,
): Promise<TRecalledRound[]> {
  let query = deps.db
    .selectFrom('casino_rounds as r')
    .innerJoin('casino_seed_pairs as p', 'p.id', 'r.seed_pair_id')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .selectAll('r')
    .select(['p.commitment', 'p.server_seed', 'p.revealed_at', 'g.code as gameCode', 'g.name as gameName'])
    .where('r.merchant_id', '=', merchant.id)
    .where('r.member_id', '=', memberId)
    .where('r.state', 'in', ['ended', 'void']);
  if (gameCode) query = query.where('g.code', '=', gameCode);
  const rows = await query.orderBy('r.id', 'desc').limit(RECALL_ROUNDS).execute();
  return rows.map((row) => ({
    ...roundViewOf(deps.config, merchant, row, row),
    gameName: row.gameName[language] ?? row.gameName.en,
  }));
}
