import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { addDays } from '../wallet';

/** Whose bets: one member's, or those of a set of members given as a relation (an agent's team). */
export type BetOwners = { memberId: bigint } | { members: RawBuilder<{ member_id: bigint }> };

/**
 * Bets placed within days of the merchant's zone (both days included), scoped to the brand and to their
 * owners: the base of the betting records and the profit report (one member: the bets_member index). Real
 * money only: a trial account's play-money bets (ADR 052) reach no record, report or team figure.
 */
export function betsInRange(
  db: Db,
  merchant: { id: number; timeZone: string },
  owners: BetOwners,
  range: { from: string; to: string },
) {
  // Midnight of each day in the merchant's zone, as instants: `timestamp AT TIME ZONE zone` reads a wall
  // clock time in that zone.
  const zone = merchant.timeZone;
  const base = db
    .selectFrom('bets as b')
    .where('b.merchant_id', '=', merchant.id)
    .where('b.play', '=', false)
    .where('b.placed_at', '>=', sql<Date>`(${range.from}::date)::timestamp AT TIME ZONE ${zone}`)
    .where('b.placed_at', '<', sql<Date>`(${addDays(range.to, 1)}::date)::timestamp AT TIME ZONE ${zone}`);
  return 'memberId' in owners
    ? base.where('b.member_id', '=', owners.memberId)
    : base.where('b.member_id', 'in', sql<bigint>`(select o.member_id from (${owners.members}) o)`);
}
