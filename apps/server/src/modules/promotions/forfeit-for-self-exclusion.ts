import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { forfeitOpenGrants, lockedOpenGrants } from './open-grants';

/**
 * A member who excludes themselves (docs/product.md, Player protection; ADR 073) ends their open bonuses: the one
 * in play and any waiting are forfeited with the reason `self_exclusion` (ADR 057), in the exclusion's own
 * transaction; their cash is never touched. Returns the bonus forfeited.
 */
export async function forfeitForSelfExclusion(
  trx: Transaction<Database>,
  input: { merchantId: number; memberId: bigint },
): Promise<bigint> {
  const grantIds = await lockedOpenGrants(trx, input);
  return forfeitOpenGrants(trx, { merchantId: input.merchantId, grantIds, reason: 'self_exclusion' });
}
