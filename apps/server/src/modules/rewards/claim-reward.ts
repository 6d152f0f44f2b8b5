import type { TRewardClaimResult } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { payReward } from './pay-reward';

/**
 * POST /wps/member/rewards/:id/claim (ADR 059): the member claims a waiting reward and it becomes a bonus grant.
 * Claiming twice, or a reward already paid, pays nothing more (claimed 0); a reward past its claim window is
 * refused as expired, one refused by the engine names why.
 */
export async function claimReward(
  deps: Deps,
  actor: MemberActor,
  input: { rewardId: bigint },
): Promise<TRewardClaimResult> {
  const { merchant, member } = actor;
  const paid = await deps.db
    .transaction()
    .execute((trx) =>
      payReward(trx, { merchantId: merchant.id, memberId: member.id, rewardId: input.rewardId, now: deps.now() }),
    );
  if (paid.state === 'expired') throw new AppError('reward_expired');
  if (paid.state === 'refused') throw new AppError('reward_refused');
  return { claimed: paid.amount > 0n ? 1 : 0, amount: formatMinor(paid.amount, merchant.currencyExponent) };
}

/** POST /wps/member/rewards/claim-all: every waiting reward of the member, each paid in its own transaction. */
export async function claimAllRewards(deps: Deps, actor: MemberActor): Promise<TRewardClaimResult> {
  const { merchant, member } = actor;
  const now = deps.now();
  const waiting = await deps.db
    .selectFrom('rewards')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', member.id)
    .where('state', '=', 'waiting')
    .where('claim_by', '>', now)
    .orderBy('id')
    .limit(200)
    .execute();
  let claimed = 0;
  let amount = 0n;
  for (const reward of waiting) {
    const paid = await deps.db
      .transaction()
      .execute((trx) => payReward(trx, { merchantId: merchant.id, memberId: member.id, rewardId: reward.id, now }));
    if (paid.amount > 0n) {
      claimed += 1;
      amount += paid.amount;
    }
  }
  return { claimed, amount: formatMinor(amount, merchant.currencyExponent) };
}
