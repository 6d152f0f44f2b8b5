import type { TPointAdjustInput, TPointAdjustResult } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { TRIAL_TYPE } from '../../platform/auth';
import type { Deps } from '../../platform/context';
import { memberNamed } from '../member';
import { entryKinds, lockedBalance, postEntry } from '../wallet';
import { memberPointsAccount, pointsIssuerAccount } from './points-accounts';
import { formatPoints, pointsFromInput } from './points-format';
import { movedInEntry } from './replayed-move';

/** "250", "+250", "-12.50" in signed hundredths of a point; zero and anything else is points_amount_invalid. */
export function signedPointsFromInput(input: string): bigint {
  const negative = input.startsWith('-');
  const unsigned = negative || input.startsWith('+') ? input.slice(1) : input;
  if (/^[-+]/.test(unsigned))
    throw new AppError('points_amount_invalid', [{ field: 'points', reason: 'not_a_number' }]);
  const points = pointsFromInput(unsigned, 'points');
  return negative ? -points : points;
}

/**
 * Moves an adjustment's points between the issuer and the member's points account (ADR 064), in the caller's
 * transaction, the member's points account locked first: never below zero (points_insufficient). The entry's memo
 * is the reason (the member's points details show it). A replayed key moves nothing and answers its first change;
 * the key reused for another member or number is idempotency_conflict. Returns the member's balance after, and
 * whether the key was seen before.
 */
export async function postPointsAdjustment(
  trx: Transaction<Database>,
  input: { merchantId: number; memberId: bigint; points: bigint; reason: string; key: string },
): Promise<{ balance: bigint; replayed: boolean }> {
  const account = await memberPointsAccount(trx, input.merchantId, input.memberId);
  const balance = await lockedBalance(trx, account);
  if (balance + input.points < 0n) throw new AppError('points_insufficient', [{ field: 'points', reason: 'invalid' }]);
  const posted = await postEntry(trx, {
    merchantId: input.merchantId,
    kind: entryKinds.pointsAdjustment,
    idempotencyKey: input.key,
    reference: `member:${input.memberId}`,
    memberId: input.memberId,
    memo: input.reason,
    postings: [
      { accountId: await pointsIssuerAccount(trx, input.merchantId, input.memberId), amount: -input.points },
      { accountId: account, amount: input.points },
    ],
  });
  if (posted.replayed) {
    const first = await movedInEntry(trx, input.merchantId, {
      kind: entryKinds.pointsAdjustment,
      entryId: posted.entryId,
      accountId: account,
    });
    if (first !== input.points) throw new AppError('idempotency_conflict');
    return { balance, replayed: true };
  }
  return { balance: posted.balances?.get(account) ?? balance + input.points, replayed: false };
}

/**
 * POST /admin/api/points/adjustments: an operator adds points to or takes them off a member's account, with a
 * reason, audited (after the postings: the audit chain's lock comes after every account's). A trial account has no
 * points to adjust (in_need_true_account), as it has no real money.
 */
export async function adjustPoints(
  deps: Deps,
  actor: OperatorActor,
  input: TPointAdjustInput,
): Promise<TPointAdjustResult> {
  const { merchant } = actor;
  const points = signedPointsFromInput(input.points);
  const member = await memberNamed(deps.db, merchant.id, input.memberName);
  if (!member) throw new AppError('account_not_found', [{ field: 'memberName', reason: 'invalid' }]);
  if (member.type === TRIAL_TYPE)
    throw new AppError('in_need_true_account', [{ field: 'memberName', reason: 'invalid' }]);
  const balance = await deps.db.transaction().execute(async (trx) => {
    const { balance: after, replayed } = await postPointsAdjustment(trx, {
      merchantId: merchant.id,
      memberId: member.id,
      points,
      reason: input.reason,
      key: `adjust:${input.idempotencyKey}`,
    });
    if (replayed) return after;
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'points.adjust',
      targetType: 'member',
      targetId: `${member.id}`,
      detail: {
        username: member.username,
        points: formatPoints(points),
        reason: input.reason,
        balance: formatPoints(after),
      },
    });
    return after;
  });
  return { memberName: member.username, points: formatPoints(points), balance: formatPoints(balance) };
}
