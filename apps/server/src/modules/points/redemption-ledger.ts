import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { entryKinds, houseAccountOf, memberWalletAccount, transfer } from '../wallet';
import { memberPointsAccount, pointsHeldAccount, pointsIssuerAccount, pointsMallAccount } from './points-accounts';
import { redemptionRef } from './points-format';

/**
 * A redemption's movements in the ledger (ADR 064), each keyed and referenced by the redemption (one entry of each
 * kind per redemption however often it runs), each moving one unit only: points in one entry, money in another.
 *
 * applied:   member's points → points held (points_redeem); member wallet → points mall (points_mall_payment)
 * approved:  points held → issuer (points_redeem_approve); points mall → house (points_mall_settle)
 * rejected:  points held → member's points (points_redeem_return); points mall → member wallet (points_mall_refund)
 *
 * Money moves only when the item asks money besides points.
 */
export interface RedemptionMoves {
  merchantId: number;
  id: bigint;
  memberId: bigint;
  points: bigint;
  amount: bigint;
  /** The memo of the entries: the redemption's number, so staff reading the ledger know it. */
  memo: string;
}

const entryOf = (r: RedemptionMoves) => ({
  merchantId: r.merchantId,
  idempotencyKey: redemptionRef(r.id),
  reference: redemptionRef(r.id),
  memberId: r.memberId,
  memo: r.memo,
});

/**
 * Takes a redemption's points and money. Returns the member's points balance after. The points account cannot go
 * below zero (its guarded UPDATE refuses): points_insufficient. Money the wallet cannot cover stays
 * insufficient_balance, the cashier's own words.
 */
export async function takeRedemption(trx: Transaction<Database>, r: RedemptionMoves): Promise<bigint> {
  const account = await memberPointsAccount(trx, r.merchantId, r.memberId);
  const entry = entryOf(r);
  let balance: bigint | undefined;
  try {
    const taken = await transfer(trx, {
      ...entry,
      kind: entryKinds.pointsRedeem,
      from: account,
      to: await pointsHeldAccount(trx, r.merchantId),
      amount: r.points,
    });
    balance = taken.balances?.get(account);
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_balance') throw new AppError('points_insufficient');
    throw error;
  }
  if (r.amount > 0n) {
    await transfer(trx, {
      ...entry,
      kind: entryKinds.pointsMallPayment,
      from: await memberWalletAccount(trx, r.merchantId, r.memberId),
      to: await pointsMallAccount(trx, r.merchantId),
      amount: r.amount,
    });
  }
  if (balance === undefined) throw new Error(`redemption ${r.id}: its points entry was replayed`);
  return balance;
}

/** An approved redemption's points are spent (back to the issuer) and its money is the house's. */
export async function settleRedemption(trx: Transaction<Database>, r: RedemptionMoves): Promise<void> {
  const entry = entryOf(r);
  await transfer(trx, {
    ...entry,
    kind: entryKinds.pointsRedeemApprove,
    from: await pointsHeldAccount(trx, r.merchantId),
    to: await pointsIssuerAccount(trx, r.merchantId, r.memberId),
    amount: r.points,
  });
  if (r.amount > 0n) {
    await transfer(trx, {
      ...entry,
      kind: entryKinds.pointsMallSettle,
      from: await pointsMallAccount(trx, r.merchantId),
      to: await houseAccountOf(trx, r.merchantId, r.memberId),
      amount: r.amount,
    });
  }
}

/** A rejected redemption's points and money go back to the member. */
export async function returnRedemption(trx: Transaction<Database>, r: RedemptionMoves): Promise<void> {
  const entry = entryOf(r);
  await transfer(trx, {
    ...entry,
    kind: entryKinds.pointsRedeemReturn,
    from: await pointsHeldAccount(trx, r.merchantId),
    to: await memberPointsAccount(trx, r.merchantId, r.memberId),
    amount: r.points,
  });
  if (r.amount > 0n) {
    await transfer(trx, {
      ...entry,
      kind: entryKinds.pointsMallRefund,
      from: await pointsMallAccount(trx, r.merchantId),
      to: await memberWalletAccount(trx, r.merchantId, r.memberId),
      amount: r.amount,
    });
  }
}
