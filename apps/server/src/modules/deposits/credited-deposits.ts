import { type RawBuilder, sql } from 'kysely';

/**
 * The brand's deposits credited in a period, one row each (member_id, amount), as a subquery another module's
 * statement joins to its own rows (a team's cash totals per group stay one statement, ADR 055).
 */
export function creditedDeposits(
  merchantId: number,
  range: { from: Date; to: Date },
): RawBuilder<{ member_id: bigint; amount: bigint }> {
  return sql<{ member_id: bigint; amount: bigint }>`
      select d.member_id, d.amount from deposits d
       where d.merchant_id = ${merchantId} and d.state = 'credited'
         and d.decided_at >= ${range.from} and d.decided_at < ${range.to}`;
}
