import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { creditedDeposits } from '../deposits';
import { paymentsMade } from '../withdrawals';

export interface GroupCashTotals {
  group_id: bigint;
  /** Deposits credited in the period. */
  deposits: bigint;
  /** Withdrawal payments made to members' banks in the period. */
  withdrawals: bigint;
}

/**
 * Deposits and withdrawals of a set of members, summed per group: what was credited and what was paid out
 * in the period (a withdrawal counts when the cashier pays it, part by part). The members and their groups
 * come as a relation (member_id, group_id) from the caller (modules/team/team-groups.ts); the deposits and
 * the payments as subqueries from their owners, so it stays one statement.
 */
export async function cashTotalsByGroup(
  db: Db,
  merchantId: number,
  groups: RawBuilder<{ member_id: bigint; group_id: bigint }>,
  range: { from: Date; to: Date },
): Promise<GroupCashTotals[]> {
  const { rows } = await sql<GroupCashTotals>`
    with g as (${groups}),
    d as (
      select g.group_id, sum(c.amount) as amount
        from g join (${creditedDeposits(merchantId, range)}) c on c.member_id = g.member_id
       group by g.group_id),
    w as (
      select g.group_id, sum(p.amount) as amount
        from g join (${paymentsMade(merchantId, range)}) p on p.member_id = g.member_id
       group by g.group_id)
    select coalesce(d.group_id, w.group_id) as group_id,
           coalesce(d.amount, 0)::bigint as deposits,
           coalesce(w.amount, 0)::bigint as withdrawals
      from d full join w on w.group_id = d.group_id`.execute(db);
  return rows;
}
