import type { TSeamlessOk, ZSeamlessBalance } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { lockPlayer, okReply, type SeamlessContext } from './seamless-context';

/** balance: the player's wallet balance. No token: a vendor asks between rounds too. */
export async function balance(
  trx: Transaction<Database>,
  ctx: SeamlessContext,
  body: z.output<typeof ZSeamlessBalance>,
): Promise<TSeamlessOk> {
  const member = await lockPlayer(trx, ctx, body.playerId);
  return okReply(trx, ctx, member.id);
}
