import type { TPlayRound } from '@gemilang/contract';
import type { Deps, MerchantContext } from '../../../platform/context';
import { playerOfToken } from './play-token';
import { roundViewOf } from './round-view';

export const RECALL_ROUNDS = 10;

/**
 * POST /wps/play/recall: game recall, the member's last ten rounds of this game that took a stake (ended,
 * or void with the stake back), newest first, each with every step and its seeds. Refused rounds moved
 * nothing and are not rounds played.
 */
export async function recallRounds(deps: Deps, merchant: MerchantContext, token: string): Promise<TPlayRound[]> {
  const player = await playerOfToken(deps.db, merchant, token, deps.now());
  const rows = await deps.db
    .selectFrom('casino_rounds as r')
    .innerJoin('casino_seed_pairs as p', 'p.id', 'r.seed_pair_id')
    .selectAll('r')
    .select(['p.commitment', 'p.server_seed', 'p.revealed_at'])
    .where('r.merchant_id', '=', merchant.id)
    .where('r.member_id', '=', player.memberId)
    .where('r.game_id', '=', player.gameId)
    .where('r.state', 'in', ['ended', 'void'])
    .orderBy('r.id', 'desc')
    .limit(RECALL_ROUNDS)
    .execute();
  return rows.map((row) => roundViewOf(deps.config, merchant, { ...row, gameCode: player.gameCode }, row));
}
