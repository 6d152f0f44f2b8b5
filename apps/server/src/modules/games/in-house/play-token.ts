import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { AppError } from '../../../platform/app-error';
import type { MerchantContext } from '../../../platform/context';
import { newToken, sha256Hex } from '../../../platform/tokens';
import { memberAccounts } from '../../member';
import { isLiveSession, sessionExpiry } from '../../session';
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
  /** active or frozen (a locked member is refused before this is answered). */
  memberStatus: string;
}

/**
 * A new round needs the vendor and the game open (the launch's order: the vendor's maintenance first), and
 * a member who may stake: a frozen one may not (ADR 038), said before a round is claimed rather than by the
 * wallet's refusal of its debit, so no nonce is spent on a round that cannot be played.
 */
export function checkOpenForPlay(player: PlayPlayer): void {
  if (player.vendorStatus !== 'active') throw new AppError('game_vendor_maintenance');
  if (player.gameStatus !== 'active') throw new AppError('game_maintenance');
  if (player.memberStatus !== 'active') throw new AppError('account_frozen');
}

/**
 * The play session's token for a launch's one-time code (ADR 048). One UPDATE both checks and spends the
 * code: this brand's, not yet exchanged (no token set), not expired, made by a session; it sets the token,
 * valid as long as that session. A code used before, expired, foreign or made up is play_token_invalid,
 * and a second exchange of one code, even at the same instant, finds the token set and is refused.
 */
export async function exchangeLaunchCode(db: Db, merchant: MerchantContext, code: string, now: Date): Promise<string> {
  const token = newToken();
  const row = await db
    .updateTable('game_launch_tokens')
    .set({ token_hash: sha256Hex(token), expires_at: sessionExpiry(sql.ref('session_id')) })
    .where('merchant_id', '=', merchant.id)
    .where('code_hash', '=', sha256Hex(code))
    .where('token_hash', 'is', null)
    .where('session_id', 'is not', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('play_token_invalid');
  return token;
}

/**
 * The member and game a /play page's token names (ADR 032, ADR 048). The page holds nothing else: no site
 * session reaches the game's frame. The token must be this brand's and the in-house vendor's (a token of
 * an outside vendor's game opens nothing here) and unexpired; the member's session that launched the game
 * must still be live (sign-out, expiry, a staff lock or a password reset end the play with it:
 * play_token_expired), and the member not locked (account_locked). Play, seed changes and recall all need
 * it, as the seamless debit does.
 */
export async function playerOfToken(db: Db, merchant: MerchantContext, token: string, now: Date): Promise<PlayPlayer> {
  const row = await db
    .selectFrom('game_launch_tokens as t')
    .innerJoin('game_vendors as v', 'v.id', 't.vendor_id')
    .innerJoin('games as g', 'g.id', 't.game_id')
    .innerJoin(memberAccounts(db, merchant.id).as('m'), 'm.id', 't.member_id')
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
      'm.status as memberStatus',
      isLiveSession(sql.ref('t.session_id'), now).as('sessionLive'),
    ])
    .where('t.token_hash', '=', sha256Hex(token))
    .where('t.merchant_id', '=', merchant.id)
    .where('v.code', '=', IN_HOUSE_VENDOR)
    .executeTakeFirst();
  if (!row) throw new AppError('play_token_invalid');
  if (row.expires_at.getTime() <= now.getTime() || !row.sessionLive) throw new AppError('play_token_expired');
  if (row.memberStatus === 'locked') throw new AppError('account_locked');
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
    memberStatus: row.memberStatus,
  };
}
