import type { TRewardProgram } from '@gemilang/contract';
import { sql, type Transaction } from 'kysely';
import type { Database, RewardState } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { issueProgramGrant } from '../promotions';
import { programSettings, programTitles } from './program-settings';

export interface PaidReward {
  state: RewardState;
  amount: bigint;
}

/**
 * Pays one reward (ADR 059), in the caller's transaction:
 * 1. The reward row is locked and must still be open (due, or waiting within its claim window): a second claim,
 *    the payer job on another process or a retry finds it paid and pays nothing. Lock order: the reward, then
 *    (in issueGrant) the member's wallet, the grant, the bonus account; nothing locks a reward after a wallet.
 * 2. It becomes a bonus grant through the promotions engine with its program's terms now (issueProgramGrant,
 *    source `reward:<id>`, so even a lost update could not grant it twice).
 * 3. A refusal of the engine (a spent budget, a member barred from bonuses) rolls back to a savepoint and leaves
 *    the reward `refused` with the reason, so one member's refusal never stops a batch.
 * Returns the reward's state after.
 */
export async function payReward(
  trx: Transaction<Database>,
  input: { merchantId: number; rewardId: bigint; now: Date; memberId?: bigint },
): Promise<PaidReward> {
  let query = trx
    .selectFrom('rewards')
    .select(['id', 'member_id', 'program', 'amount', 'state', 'claim_by'])
    .where('merchant_id', '=', input.merchantId)
    .where('id', '=', input.rewardId);
  if (input.memberId !== undefined) query = query.where('member_id', '=', input.memberId);
  const reward = await query.forUpdate().executeTakeFirst();
  if (!reward) throw new AppError('reward_unknown');
  if (reward.state !== 'due' && reward.state !== 'waiting') return { state: reward.state, amount: 0n };
  if (reward.state === 'waiting' && reward.claim_by <= input.now) {
    await trx.updateTable('rewards').set({ state: 'expired' }).where('id', '=', reward.id).execute();
    return { state: 'expired', amount: 0n };
  }
  const program = reward.program as TRewardProgram;
  const settings = await programSettings(trx, input.merchantId, program);
  await sql`savepoint pay_reward`.execute(trx);
  try {
    const grant = await issueProgramGrant(trx, {
      merchantId: input.merchantId,
      memberId: reward.member_id,
      program,
      title: programTitles[program],
      terms: settings.terms,
      amount: reward.amount,
      sourceRef: `reward:${reward.id}`,
    });
    await sql`release savepoint pay_reward`.execute(trx);
    await trx
      .updateTable('rewards')
      .set({ state: 'paid', grant_id: grant.grantId, paid_at: input.now })
      .where('id', '=', reward.id)
      .execute();
    return { state: 'paid', amount: reward.amount };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await sql`rollback to savepoint pay_reward`.execute(trx);
    await trx
      .updateTable('rewards')
      .set({ state: 'refused', reason: error.code })
      .where('id', '=', reward.id)
      .execute();
    return { state: 'refused', amount: 0n };
  }
}
