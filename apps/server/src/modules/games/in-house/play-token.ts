import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import type { MerchantContext } from '../../../platform/context';
import { sha256Hex } from '../../../platform/tokens';
import { IN_HOUSE_VENDOR } from '../catalogue';

export interface PlayPlayer {
  tokenId: bigint;
  memberId: bigint;
  username: string;
  gameId: number;
  gameCode: string;
  gameName: { ms: string; en: string; zh: string };
  expiresAt: Date;
  /** The game's and its vendor's status now: a round is not opened in either's maintenance. */
  gameStatus: string;
  vendorStatus: string;
}

/**
 * The member and game a /play page's launch token names (ADR 032). The page holds nothing else: no site
 * session reaches the game's frame. The token must be this brand's and the in-house vendor's (a token of
 * an outside vendor's game opens nothing here) and unexpired: play, seed changes and recall all need it, as
 * the seamless debit does.
 */
/** A new round needs the vendor and the game open (the launch's order: the vendor's maintenance first). */
export function checkOpenForPlay(player: PlayPlayer): void {
  if (player.vendorStatus !== 'active') throw new AppError('game_vendor_maintenance');
  if (player.gameStatus !== 'active') throw new AppError('game_maintenance');
}

export async function playerOfToken(
  db: Kysely<Database> | Transaction<Database>,
  merchant: MerchantContext,
  token: string,
  now: Date,
): Promise<PlayPlayer> {
  const row = await db
    .selectFrom('game_launch_tokens as t')
    .innerJoin('game_vendors as v', 'v.id', 't.vendor_id')
    .innerJoin('games as g', 'g.id', 't.game_id')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .select([
      't.id',
      't.member_id',
      't.expires_at',
      'g.id as gameId',
      'g.code',
      'g.name',
      'g.status as gameStatus',
      'v.status as vendorStatus',
      'm.username',
    ])
    .where('t.token_hash', '=', sha256Hex(token))
    .where('t.merchant_id', '=', merchant.id)
    .where('v.code', '=', IN_HOUSE_VENDOR)
    .executeTakeFirst();
  if (!row) throw new AppError('play_token_invalid');
  if (row.expires_at.getTime() <= now.getTime()) throw new AppError('play_token_expired');
  return {
    tokenId: row.id,
    memberId: row.member_id,
    username: row.username,
    gameId: row.gameId,
    gameCode: row.code,
    gameName: row.name,
    expiresAt: row.expires_at,
    gameStatus: row.gameStatus,
    vendorStatus: row.vendorStatus,
  };
}
