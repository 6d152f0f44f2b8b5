import type { TSeamlessOk, ZSeamlessAuthenticate } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { validLaunchToken } from './launch-token';
import { lockPlayer, okReply, type SeamlessContext, SeamlessError } from './seamless-context';

/**
 * authenticate: the vendor exchanges the launch token its game was opened with for the player (id, name,
 * currency, balance). Order: the token (this brand's, this vendor's, not expired, the member's session
 * that launched still live), then the member, not locked (player_locked). A frozen member is answered: they
 * may still see their balance, and any stake they try is refused player_frozen (ADR 048).
 */
export async function authenticate(
  trx: Transaction<Database>,
  ctx: SeamlessContext,
  body: z.output<typeof ZSeamlessAuthenticate>,
): Promise<TSeamlessOk> {
  const token = await validLaunchToken(trx, ctx, body.token);
  const member = await lockPlayer(trx, ctx, `${token.member_id}`);
  if (member.status === 'locked') throw new SeamlessError('player_locked');
  return okReply(trx, ctx, member.id, { username: member.username, tokenExpiresAt: token.expires_at.toISOString() });
}
