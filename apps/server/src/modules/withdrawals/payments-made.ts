import { type RawBuilder, sql } from 'kysely';

/**
 * The payments the brand's cashiers made to members' banks in a period, one row each (member_id, amount), as a
 * subquery another module's statement joins to its own rows (a withdrawal counts as it is paid, part by part;
 * a team's cash totals per group stay one statement, ADR 055).
 */
export function paymentsMade(
  merchantId: number,
  range: { from: Date; to: Date },
): RawBuilder<{ member_id: bigint; amount: bigint }> {
  return sql<{ member_id: bigint; amount: bigint }>`
      select w.member_id, p.amount
        from withdrawals w
        join withdrawal_payments p on p.withdrawal_id = w.id
       where w.merchant_id = ${merchantId} and p.merchant_id = ${merchantId}
         and p.created_at >= ${range.from} and p.created_at < ${range.to}`;
}
