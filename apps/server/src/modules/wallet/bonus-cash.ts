import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * The bonus cost's cash (ADR 067): what bonuses put into members' wallets in a range, per day in the brand's zone,
 * read from the ledger itself: bonus conversions (every offer's and loyalty program's grant, at completion and late
 * wins after it: `bonus_convert`) and points converted to cash (`points_cash`). Only the postings to member wallets
 * count: the part over a conversion cap that goes back to the budget cost nothing.
 */
export async function bonusCashByDay(
  db: Db,
  merchantId: number,
  range: { from: Date; to: Date },
  timeZone: string,
): Promise<{ day: string; kind: 'bonus_convert' | 'points_cash'; amount: bigint }[]> {
  // The kinds are written out, not parameters, so the partial index ledger_entries_bonus_cash serves the scan.
  const { rows } = await sql<{ day: string; kind: 'bonus_convert' | 'points_cash'; amount: bigint }>`
    select to_char(e.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, e.kind,
           coalesce(sum(p.amount), 0)::bigint as amount
      from ledger_entries e
      join ledger_postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id and a.kind = 'member_wallet'
     where e.merchant_id = ${merchantId}
       and e.kind in ('bonus_convert', 'points_cash')
       and e.created_at >= ${range.from} and e.created_at < ${range.to}
     group by 1, 2`.execute(db);
  return rows.map((r) => ({ ...r, amount: BigInt(r.amount) }));
}
