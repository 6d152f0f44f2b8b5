import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { sha256Hex } from '../../../platform/tokens';
import { isLiveSession } from '../../session';
import { type SeamlessContext, SeamlessError } from './seamless-context';

/**
 * The launch token a vendor presents, checked: it must be this brand's and this vendor's (a foreign token
 * is token_invalid, whatever it would open elsewhere), not expired by the server's clock, and the member's
 * session that launched the game still live (ADR 048): sign-out, session expiry, a staff lock or a password
 * reset end it, and the vendor is told token_expired, the refusal it already knows for a token that no
 * longer opens rounds. The session is read in the same statement, so the check costs no round trip.
 */
export async function validLaunchToken(trx: Transaction<Database>, ctx: SeamlessContext, token: string) {
  const row = await trx
    .selectFrom('game_launch_tokens as t')
    .innerJoin('games as g', 'g.id', 't.game_id')
    .select([
      't.member_id',
      't.expires_at',
      'g.code as gameCode',
      'g.id as gameId',
      'g.category as category',
      isLiveSession(sql.ref('t.session_id'), ctx.now()).as('sessionLive'),
    ])
    .where('t.token_hash', '=', sha256Hex(token))
    .where('t.merchant_id', '=', ctx.merchant.id)
    .where('t.vendor_id', '=', ctx.vendor.id)
    .executeTakeFirst();
  if (!row) throw new SeamlessError('token_invalid');
  if (row.expires_at.getTime() <= ctx.now().getTime() || !row.sessionLive) throw new SeamlessError('token_expired');
  return row;
}
