import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { forfeitGrant } from './end-grant';

export const EXPIRE_GRANTS_EVERY_MS = 60_000;
const BATCH = 200;

/**
 * The expiry job (ADR 057): every grant in play past its life ends `expired`, what is left of its bonus going
 * back to the promotion budget, each in its own transaction. Safe on any number of processes at once, and against
 * a bet at the same moment: forfeitGrant locks the member's wallet then the grant and checks it is still in play,
 * so a grant is ended once, and a stake either came before (and counted) or finds no grant in play. A waiting grant's
 * life starts when it becomes the one in play, so only grants in play expire. Returns how many it ended.
 */
export async function expireGrants(deps: Deps): Promise<number> {
  const due = await deps.db
    .selectFrom('promotion_grants')
    .select(['id', 'merchant_id'])
    .where('state', '=', 'active')
    .where('expires_at', '<=', deps.now())
    .orderBy('expires_at')
    .limit(BATCH)
    .execute();
  let ended = 0;
  for (const grant of due) {
    try {
      await deps.db
        .transaction()
        .execute((trx) => forfeitGrant(trx, { merchantId: grant.merchant_id, grantId: grant.id, reason: 'expiry' }));
      ended += 1;
    } catch (error) {
      // Ended meanwhile by another process, a withdrawal or its completion: nothing to do.
      if (!(error instanceof AppError && error.code === 'grant_not_active')) throw error;
    }
  }
  return ended;
}
