import type { Deps } from '../../platform/context';
import { payReward } from './pay-reward';

export const PAY_DUE_REWARDS_EVERY_MS = 30_000;
/** Rewards paid per transaction: few, so a member's bet never waits long behind the payer's wallet locks. */
const BATCH = 20;

/**
 * The payer job (ADR 059): pays the rewards of programs that pay automatically, each in its own transaction, and
 * closes waiting rewards whose claim window passed. Rows are claimed with SKIP LOCKED, so any number of processes
 * share the work and a reward is paid once (payReward also re-checks its state under the lock). Runs until no due
 * reward is left or a run has paid `limit`; returns how many it paid.
 */
export async function payDueRewards(deps: Deps, limit = 20_000): Promise<number> {
  const now = deps.now();
  let paid = 0;
  while (paid < limit) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('rewards')
        .select(['id', 'merchant_id'])
        .where('state', '=', 'due')
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      let count = 0;
      for (const reward of due) {
        const result = await payReward(trx, { merchantId: reward.merchant_id, rewardId: reward.id, now });
        if (result.state === 'paid') count += 1;
      }
      return { count, more: due.length === BATCH };
    });
    paid += done.count;
    if (!done.more) break;
  }
  await deps.db
    .updateTable('rewards')
    .set({ state: 'expired' })
    .where('state', '=', 'waiting')
    .where('claim_by', '<=', now)
    .execute();
  return paid;
}
