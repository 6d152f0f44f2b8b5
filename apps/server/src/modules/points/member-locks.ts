import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { lockAccounts, lockedBalance, memberWalletAccount } from '../wallet';
import { memberPointsAccount } from './points-accounts';

/**
 * Locks the member's wallet, then their points account, and answers the points account and its balance (ADR 064's
 * lock order: a member's money before their points, everywhere, as a draw's batch posts money before points).
 * Every redemption, decision and conversion of the member starts here, so they queue on the member and each sees
 * the ones before it committed; the item rows and the brand's accounts come after.
 */
export async function lockMemberPoints(
  trx: Transaction<Database>,
  merchantId: number,
  memberId: bigint,
): Promise<{ account: bigint; balance: bigint }> {
  await lockAccounts(trx, merchantId, [await memberWalletAccount(trx, merchantId, memberId)]);
  const account = await memberPointsAccount(trx, merchantId, memberId);
  return { account, balance: await lockedBalance(trx, account) };
}
