import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * The payments the brand's cashiers made in a range, one row each with the day paid in the brand's zone and the
 * member's bank (day, member_id, bank_name, amount), as a relation a report embeds (ADR 067). A withdrawal counts
 * as it is paid, part by part, as paymentsMade counts it.
 */
export function paymentDays(
  merchantId: number,
  range: { from: Date; to: Date },
  timeZone: string,
): RawBuilder<{ day: string; member_id: bigint; bank_name: string; amount: bigint }> {
  return sql<{ day: string; member_id: bigint; bank_name: string; amount: bigint }>`
    select to_char(p.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, w.member_id, w.bank_name, p.amount
      from withdrawals w
      join withdrawal_payments p on p.withdrawal_id = w.id
     where w.merchant_id = ${merchantId} and p.merchant_id = ${merchantId}
       and p.created_at >= ${range.from} and p.created_at < ${range.to}`;
}

/** Withdrawals waiting for the cashier (requested or paid in part): the dashboard's withdrawals queue. */
export async function withdrawalsAwaitingPayment(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('state', 'in', ['requested', 'partially_paid'])
    .executeTakeFirst();
  return row?.n ?? 0;
}
