import type { Deps } from '../../platform/context';
import { payReward } from './pay-reward';

export const PAY_DUE_REWARDS_EVERY_MS = 30_000;

/**
 * The payer job (ADR 059): pays the rewards of programs that pay automatically and closes waiting rewards whose
 * claim window passed. Each reward is claimed (`FOR UPDATE SKIP LOCKED`) and paid in a transaction of its own, so any
 * number of processes share the work, a reward is paid once (payReward also re-checks its state under the lock),
 * and every transaction takes its locks in the one order of ADR 057 (reward, wallet, the program's offer for its
 * budget, grant, bonus account): two payers, or a payer and a member's claim, never hold one lock each of the
 * other's. Runs until no due reward is left or it has paid `limit`; returns how many it paid.
 */
export async function payDueRewards(deps: Deps, limit = 20_000): Promise<number> {
  const now = deps.now();
  let paid = 0;
  for (let tried = 0; tried < limit; tried++) {
    const result = await deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('rewards')
        .select(['id', 'merchant_id'])
        .where('state', '=', 'due')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!due) return null;
      return payReward(trx, { merchantId: due.merchant_id, rewardId: due.id, now });
    });
    if (result === null) break;
    if (result.state === 'paid') paid += 1;
  }
  await deps.db
    .updateTable('rewards')
    .set({ state: 'expired' })
    .where('state', '=', 'waiting')
    .where('claim_by', '<=', now)
    .execute();
  return paid;
}
