import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type ForfeitReason, forfeitGrant } from './end-grant';
import { lockMemberWallet } from './grant-rows';

/** The member's open grants (the one in play and any waiting), oldest first, with their wallet locked first (ADR 057). */
export async function lockedOpenGrants(
  trx: Transaction<Database>,
  input: { merchantId: number; memberId: bigint },
): Promise<bigint[]> {
  await lockMemberWallet(trx, input.merchantId, input.memberId);
  const open = await trx
    .selectFrom('promotion_grants')
    .select('id')
    .where('merchant_id', '=', input.merchantId)
    .where('member_id', '=', input.memberId)
    .where('state', 'in', ['active', 'pending'])
    .orderBy('id')
    .execute();
  return open.map((row) => row.id);
}

/** Forfeits those grants for `reason`, never the member's cash; returns the bonus forfeited. */
export async function forfeitOpenGrants(
  trx: Transaction<Database>,
  input: { merchantId: number; grantIds: bigint[]; reason: ForfeitReason },
): Promise<bigint> {
  let forfeited = 0n;
  // The waiting ones first, so forfeiting the one in play starts none of them.
  for (const grantId of [...input.grantIds].reverse()) {
    forfeited += (await forfeitGrant(trx, { merchantId: input.merchantId, grantId, reason: input.reason })).forfeited;
  }
  return forfeited;
}
