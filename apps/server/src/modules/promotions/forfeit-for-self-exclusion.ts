import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { forfeitGrant } from './end-grant';
import { lockMemberWallet } from './grant-rows';

/**
 * A member who excludes themselves (docs/product.md, Player protection; ADR 073) ends their open bonuses: the one
 * in play and any waiting are forfeited with the reason `self_exclusion` (ADR 057), in the exclusion's own
 * transaction; their cash is never touched. Returns the bonus forfeited.
 */
export async function forfeitForSelfExclusion(
  trx: Transaction<Database>,
  input: { merchantId: number; memberId: bigint },
): Promise<bigint> {
  await lockMemberWallet(trx, input.merchantId, input.memberId);
  const open = await trx
    .selectFrom('promotion_grants')
    .select('id')
    .where('merchant_id', '=', input.merchantId)
    .where('member_id', '=', input.memberId)
    .where('state', 'in', ['active', 'pending'])
    .orderBy('id')
    .execute();
  let forfeited = 0n;
  // The waiting ones first, so forfeiting the one in play starts none of them.
  for (const { id } of open.reverse()) {
    forfeited += (await forfeitGrant(trx, { merchantId: input.merchantId, grantId: id, reason: 'self_exclusion' }))
      .forfeited;
  }
  return forfeited;
}
