import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';

export interface CreditedDepositRow {
  /** The day it was credited in the brand's zone (yyyy-MM-dd). */
  day: string;
  member_id: bigint;
  method_id: bigint;
  amount: bigint;
}

/**
 * The brand's deposits credited in a range, one row each with the day they were credited in the brand's zone and
 * their method, as a relation a report embeds (the cashier report, the dashboard; ADR 067).
 */
export function creditedDepositDays(
  merchantId: number,
  range: { from: Date; to: Date },
  timeZone: string,
): RawBuilder<CreditedDepositRow> {
  return sql<CreditedDepositRow>`
    select to_char(d.decided_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, d.member_id, d.method_id, d.amount
      from deposits d
     where d.merchant_id = ${merchantId} and d.state = 'credited'
       and d.decided_at >= ${range.from} and d.decided_at < ${range.to}`;
}

/**
 * First-time depositors: members whose first credited deposit ever falls in the range, with the day of it in the
 * brand's zone (member_id, day). A member with a credited deposit before the range is not one, whatever came after.
 */
export function firstDepositDays(
  merchantId: number,
  range: { from: Date; to: Date },
  timeZone: string,
): RawBuilder<{ member_id: bigint; day: string }> {
  return sql<{ member_id: bigint; day: string }>`
    select d.member_id, to_char(min(d.decided_at) at time zone ${timeZone}, 'YYYY-MM-DD') as day
      from deposits d
     where d.merchant_id = ${merchantId} and d.state = 'credited'
       and d.decided_at >= ${range.from} and d.decided_at < ${range.to}
       and not exists (select 1 from deposits e
                        where e.merchant_id = d.merchant_id and e.member_id = d.member_id
                          and e.state = 'credited' and e.decided_at < ${range.from})
     group by d.member_id`;
}

/** The brand's deposit methods' names (every one, enabled or not), by id: a report names the method of a deposit. */
export async function depositMethodNames(db: Db, merchantId: number): Promise<Map<bigint, LocalizedJson>> {
  const rows = await db
    .selectFrom('deposit_methods')
    .select(['id', 'name'])
    .where('merchant_id', '=', merchantId)
    .execute();
  return new Map(rows.map((r) => [BigInt(r.id), r.name]));
}

/** Bank transfers waiting for the cashier's decision: the deposits queue of the dashboard (ADR 067). */
export async function depositsAwaitingDecision(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return row?.n ?? 0;
}
