import type { TPointConvertRequest, TPointConvertResult } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { verifyPaymentPassword } from '../member';
import { entryKinds, memberBalance, memberWalletAccount, systemAccount, transfer } from '../wallet';
import { lockMemberPoints } from './member-locks';
import { pointSettingsOf } from './point-settings';
import { pointsBalance, pointsIssuerAccount } from './points-accounts';
import { formatPoints, pointsFromInput } from './points-format';
import { movedInEntry } from './replayed-move';

/**
 * passwordCheck/MCS2_convertPoint: the member turns points into cash at the brand's rate (ADR 064).
 *
 * Order, and why:
 * 1. The brand converts points (points_disabled, points_conversion_unavailable), and the points asked are points
 *    (points_amount_invalid) and at least the brand's minimum (points_conversion_minimum); the cash is
 *    points × amount / points of the rate, rounded down to the currency's minor unit.
 * 2. The payment password.
 * 3. One transaction: the member's wallet and points account locked first (as a redemption locks them), then two
 *    entries, one per unit (an entry never mixes points and money): points member → issuer (points_convert; the
 *    account's guarded UPDATE refuses more than it holds: points_insufficient) and cash promotion budget (code
 *    `points`) → member wallet (points_cash, referenced by the points entry, so reconciliation pairs them). Both
 *    are keyed by the member's idempotency key: a retry moves nothing and answers what the first moved; the key
 *    reused for another number of points is idempotency_conflict.
 */
export async function convertPoints(
  deps: Deps,
  actor: MemberActor,
  input: TPointConvertRequest,
): Promise<TPointConvertResult> {
  const { merchant, member } = actor;
  const { db } = deps;
  const settings = await pointSettingsOf(db, merchant.id);
  if (!settings.enabled) throw new AppError('points_disabled');
  const rate = settings.conversion;
  if (!rate) throw new AppError('points_conversion_unavailable');
  const points = pointsFromInput(input.points, 'points');
  const cash = (points * rate.amount) / rate.points;
  if (points < rate.minPoints || cash <= 0n) {
    throw new AppError('points_conversion_minimum', [{ field: 'points', reason: 'invalid' }], {
      min: formatPoints(rate.minPoints),
    });
  }
  await verifyPaymentPassword(deps, {
    merchantId: merchant.id,
    memberId: member.id,
    password: input.paymentPassword,
    ip: actor.ip,
  });

  const key = `${member.id}:${input.idempotencyKey}`;
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const memo = `${formatPoints(points)} → ${merchant.currency} ${money(cash)}`;
  const moved = await db.transaction().execute(async (trx) => {
    const { account } = await lockMemberPoints(trx, merchant.id, member.id);
    let taken: Awaited<ReturnType<typeof transfer>>;
    try {
      taken = await transfer(trx, {
        merchantId: merchant.id,
        kind: entryKinds.pointsConvert,
        idempotencyKey: key,
        reference: 'points_conversion',
        memberId: member.id,
        memo,
        from: account,
        to: await pointsIssuerAccount(trx, merchant.id, member.id),
        amount: points,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'insufficient_balance') throw new AppError('points_insufficient');
      throw error;
    }
    const wallet = await memberWalletAccount(trx, merchant.id, member.id);
    if (taken.replayed) {
      const first = -(await movedInEntry(trx, merchant.id, {
        kind: entryKinds.pointsConvert,
        entryId: taken.entryId,
        accountId: account,
      }));
      if (first !== points) throw new AppError('idempotency_conflict');
    }
    const paid = await transfer(trx, {
      merchantId: merchant.id,
      kind: entryKinds.pointsCash,
      idempotencyKey: key,
      reference: `points_convert:${taken.entryId}`,
      memberId: member.id,
      memo,
      from: await systemAccount(trx, merchant.id, 'promotion_budget', 'points'),
      to: wallet,
      amount: cash,
    });
    return paid.replayed
      ? await movedInEntry(trx, merchant.id, { kind: entryKinds.pointsCash, entryId: paid.entryId, accountId: wallet })
      : cash;
  });
  const [balance, cashBalance] = await Promise.all([
    pointsBalance(db, merchant.id, member.id),
    memberBalance(db, merchant.id, member.id),
  ]);
  return {
    points: formatPoints(points),
    amount: money(moved),
    balance: formatPoints(balance),
    cashBalance: money(cashBalance),
  };
}
