import { sql } from 'kysely';
import type { Db } from '../wallet/ledger';
import { addDays } from '../wallet/record-days';

/**
 * One member's bets placed within days of the merchant's zone (both days included), scoped to the brand and
 * the member: the base of the betting record and the profit report (the bets_member index serves it).
 */
export function memberBetsInRange(
  db: Db,
  merchant: { id: number; timeZone: string },
  memberId: bigint,
  range: { from: string; to: string },
) {
  // Midnight of each day in the merchant's zone, as instants: `timestamp AT TIME ZONE zone` reads a wall
  // clock time in that zone.
  const zone = merchant.timeZone;
  return db
    .selectFrom('bets as b')
    .where('b.merchant_id', '=', merchant.id)
    .where('b.member_id', '=', memberId)
    .where('b.placed_at', '>=', sql<Date>`(${range.from}::date)::timestamp AT TIME ZONE ${zone}`)
    .where('b.placed_at', '<', sql<Date>`(${addDays(range.to, 1)}::date)::timestamp AT TIME ZONE ${zone}`);
}
