import {
  pointMovementKinds,
  type TPointMovement,
  type TPointMovementKind,
  type TPointMovementList,
} from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { accountPostings, entryKinds } from '../wallet';
import { memberPointsAccount } from './points-accounts';
import { formatPoints, formatPointsChange, redemptionNumber } from './points-format';

/** The ledger's entry kind behind each movement the points details name (every kind that moves a member's points). */
const entryKindOf: Record<TPointMovementKind, string> = {
  accrual: entryKinds.pointsAccrual,
  correction: entryKinds.pointsCorrection,
  deposit: entryKinds.pointsDeposit,
  redemption: entryKinds.pointsRedeem,
  redemption_returned: entryKinds.pointsRedeemReturn,
  conversion: entryKinds.pointsConvert,
  adjustment: entryKinds.pointsAdjustment,
};
const movementKindOf = new Map(pointMovementKinds.map((k) => [entryKindOf[k], k]));

/**
 * ODSFE2_MemTransDet: every movement of the member's points account with the balance it left, the latest first, of
 * one kind or all, read from the ledger (the account's postings). The remark names a redemption by its transaction
 * number, and otherwise repeats the entry's memo (an adjustment's reason).
 */
export async function memberPointMovements(
  deps: Deps,
  actor: MemberActor,
  query: { page: number; pageSize: number; kind?: TPointMovementKind },
): Promise<TPointMovementList> {
  const { merchant, member } = actor;
  const account = await memberPointsAccount(deps.db, merchant.id, member.id);
  const { items, total } = await accountPostings(deps.db, merchant.id, account, {
    page: query.page,
    pageSize: query.pageSize,
    kinds: query.kind ? [entryKindOf[query.kind]] : Object.values(entryKindOf),
  });
  return {
    items: items.map(
      (p): TPointMovement => ({
        id: `${p.id}`,
        at: p.at.toISOString(),
        kind: movementKindOf.get(p.kind) ?? 'adjustment',
        change: formatPointsChange(p.amount),
        balance: formatPoints(p.balanceAfter),
        remark: remarkOf(p.reference, p.memo),
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function remarkOf(reference: string, memo: string): string {
  const redemption = /^point_redemption:(\d{1,18})$/.exec(reference);
  return redemption ? redemptionNumber(BigInt(redemption[1] as string)) : memo;
}
