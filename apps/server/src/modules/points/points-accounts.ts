import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { stripeOf, systemAccount, systemAccountBalance, systemAccountsByCode } from '../wallet';

/**
 * The points accounts in the ledger (ADR 064). A member's points are a house-side row of kind `points` with the
 * code `member:<id>` (the ledger keeps one money account per member id; points are not money, so they are not that
 * row), never below zero. The issuer is striped by member like the house (ADR 028): every settlement of every
 * product credits points, and one issuer row would queue them all on its lock.
 */
export const memberPointsCode = (memberId: bigint) => `member:${memberId}`;

/** The member's points account id, made on first use. */
export function memberPointsAccount(db: Db, merchantId: number, memberId: bigint): Promise<bigint> {
  return systemAccount(db, merchantId, 'points', memberPointsCode(memberId));
}

/** Many members' points account ids at once (made on first use), by member id. */
export async function memberPointsAccounts(
  trx: Transaction<Database>,
  merchantId: number,
  memberIds: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  const byCode = await systemAccountsByCode(trx, merchantId, 'points', memberIds.map(memberPointsCode));
  return new Map(memberIds.map((id) => [id, byCode.get(memberPointsCode(id)) as bigint]));
}

/** The issuer stripe a member's points come from and go back to. */
export function pointsIssuerAccount(db: Db, merchantId: number, memberId: bigint): Promise<bigint> {
  return systemAccount(db, merchantId, 'points_issuer', stripeOf(memberId));
}

/** Where the points of redemptions still applying wait. */
export function pointsHeldAccount(db: Db, merchantId: number): Promise<bigint> {
  return systemAccount(db, merchantId, 'points_held');
}

/** Where the money of redemptions still applying waits (an item that asks money besides points). */
export function pointsMallAccount(db: Db, merchantId: number): Promise<bigint> {
  return systemAccount(db, merchantId, 'points_mall');
}

/** The member's points balance in hundredths of a point (zero before their first points). */
export function pointsBalance(db: Db, merchantId: number, memberId: bigint): Promise<bigint> {
  return systemAccountBalance(db, merchantId, 'points', memberPointsCode(memberId));
}
