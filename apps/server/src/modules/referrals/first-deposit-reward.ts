import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { memberNameOf, referrerOf } from '../member';
import { recordReward } from '../rewards';
import { judgeFriends } from './judge-friends';
import { maskName } from './mask-name';
import { referralSettings } from './referral-settings';

export interface CreditedDeposit {
  merchantId: number;
  currencyExponent: number;
  /** The member whose deposit was credited. */
  memberId: bigint;
  amount: bigint;
  /** Which of the member's credited deposits this is (1 = the first). */
  depositNumber: number;
  now: Date;
}

/**
 * The invite-friends reward of a friend's first deposit (ADR 061), called by the deposits module in the credit's
 * own transaction, behind a savepoint: whatever goes wrong here (settings, a judge, the reward) is rolled back to it
 * and the deposit is credited all the same.
 * 1. Only a first credited deposit of a member someone referred counts, while the brand's program is on.
 * 2. The friend is judged now (judge-friends.ts): one found to be the referrer again earns nothing, with the reason
 *    kept on the friend's row.
 * 3. A deposit of at least the minimum records the fixed reward for the referrer, once per friend (source
 *    `friend:<id>`), paid by the rewards module as the program `referral_deposit` says.
 */
export async function rewardReferrerOfDeposit(trx: Transaction<Database>, input: CreditedDeposit): Promise<void> {
  if (input.depositNumber !== 1) return;
  await sql`savepoint referral_reward`.execute(trx);
  try {
    await rewardFirstDeposit(trx, input);
    await sql`release savepoint referral_reward`.execute(trx);
  } catch {
    await sql`rollback to savepoint referral_reward`.execute(trx);
  }
}

async function rewardFirstDeposit(trx: Transaction<Database>, input: CreditedDeposit): Promise<void> {
  const { merchantId, memberId: friendId, now } = input;
  const referrerId = await referrerOf(trx, merchantId, friendId);
  if (referrerId === null) return;
  const settings = await referralSettings(trx, merchantId, input.currencyExponent);
  if (!settings.enabled) return;
  const verdicts = await judgeFriends(trx, {
    merchantId,
    pairs: sql`select ${friendId}::bigint as friend_id, ${referrerId}::bigint as referrer_id`,
    now,
    firstDepositAt: now,
  });
  if (verdicts.get(`${friendId}`)?.reason !== '') return;
  if (settings.depositReward <= 0n || input.amount < settings.minFirstDeposit) return;
  const { rows } = await sql<{
    name: string | null;
  }>`select ${memberNameOf(merchantId, sql`${friendId}::bigint`)} as name`.execute(trx);
  await trx
    .updateTable('referral_friends')
    .set({ deposit_reward: settings.depositReward })
    .where('merchant_id', '=', merchantId)
    .where('friend_id', '=', friendId)
    .execute();
  await recordReward(trx, {
    merchantId,
    memberId: referrerId,
    program: 'referral_deposit',
    sourceRef: `friend:${friendId}`,
    amount: settings.depositReward,
    details: { friend: maskName(rows[0]?.name ?? '') },
    now,
  });
}
