import { formatMinor, type TGameCategory, type TWinner } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { wonRealBets } from '../../bets';
import { memberAccounts } from '../../member';
import { type LobbyScope, nameIn } from './lobby-game';

/** How far back the board looks: a week's biggest wins, so it changes as people play. */
export const WINNER_BOARD_DAYS = 7;

/**
 * GCSGAME_getRankList, the winner board ("winner record": player, game name, prize; ADR 031).
 *
 * Order: this brand's rounds of vendors' and in-house games that ended in the last WINNER_BOARD_DAYS (found
 * by game_rounds' end time: no index of the bets table names its status or settlement time, ADR 028) and
 * whose bet was won, of one lane when asked, the biggest payout first; each with its game's name in the
 * caller's language and the member's name masked, so the board shows that people win without saying who.
 */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export async function winnerBoard(
  db: Kysely<Database>,
  scope: LobbyScope & { currencyExponent: number; now: Date },
  input: { category?: TGameCategory; limit: number },
): Promise<{ winners: TWinner[] }> {
  const since = new Date(scope.now.getTime() - WINNER_BOARD_DAYS * 86_400_000);
  let query = db
    .selectFrom('game_rounds as r')
    .innerJoin(wonRealBets(db, scope.merchantId, ['game', 'vendor']).as('b'), 'b.id', 'r.bet_id')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
    .innerJoin(memberAccounts(db, scope.merchantId).as('m'), 'm.id', 'b.member_id')
    .select(['m.username', 'g.name', 'g.code', 'v.code as vendorCode', 'b.payout', 'b.settled_at'])
    .where('r.merchant_id', '=', scope.merchantId)
    .where('r.status', '=', 'ended')
    .where('r.ended_at', '>=', since)
    .where('g.merchant_id', '=', scope.merchantId);
  if (input.category) query = query.where('g.category', '=', input.category);
  const rows = await query.orderBy('b.payout', 'desc').orderBy('b.settled_at', 'desc').limit(input.limit).execute();
  return {
    winners: rows.map((row) => ({
      player: maskUsername(row.username),
      gameName: nameIn(row.name, scope.language),
      gameCode: row.code,
      vassalage: row.vendorCode,
      prize: formatMinor(row.payout ?? 0n, scope.currencyExponent),
      at: (row.settled_at ?? scope.now).toISOString(),
    })),
  };
}
