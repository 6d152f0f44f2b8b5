import type { TRedEnvelopeReveal } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { formatMinor } from '../../platform/money';

export interface EnvelopeCounts {
  remaining: number;
  claimed: number;
  claimedAmount: bigint;
}

/** For each event asked, its envelopes left, opened and what they held: one aggregate, no amount read out. */
export async function envelopeCounts(
  db: Db,
  merchantId: number,
  eventIds: bigint[],
): Promise<Map<string, EnvelopeCounts>> {
  const out = new Map<string, EnvelopeCounts>();
  if (eventIds.length === 0) return out;
  const rows = await db
    .selectFrom('red_envelopes')
    .select([
      'event_id',
      sql<number>`(count(*) filter (where member_id is null))::int`.as('remaining'),
      sql<number>`(count(*) filter (where member_id is not null))::int`.as('claimed'),
      sql<bigint>`coalesce(sum(amount) filter (where member_id is not null), 0)::bigint`.as('claimed_amount'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('event_id', 'in', eventIds)
    .groupBy('event_id')
    .execute();
  for (const r of rows) {
    out.set(`${r.event_id}`, { remaining: r.remaining, claimed: r.claimed, claimedAmount: BigInt(r.claimed_amount) });
  }
  return out;
}

/** Each ended event's split in the order it was drawn (and hashed): asked only for events that have ended. */
export async function splitAmounts(db: Db, merchantId: number, endedIds: bigint[]): Promise<Map<string, bigint[]>> {
  const out = new Map<string, bigint[]>();
  if (endedIds.length === 0) return out;
  const rows = await db
    .selectFrom('red_envelopes')
    .select(['event_id', 'amount'])
    .where('merchant_id', '=', merchantId)
    .where('event_id', 'in', endedIds)
    .orderBy('event_id')
    .orderBy('seq')
    .execute();
  for (const row of rows) {
    const key = `${row.event_id}`;
    const amounts = out.get(key) ?? [];
    amounts.push(row.amount);
    out.set(key, amounts);
  }
  return out;
}

/** The reveal of an ended event: its salt and its amounts in major units, in the hashed order. */
export function revealOf(salt: string, amounts: bigint[], exponent: number): TRedEnvelopeReveal {
  return { salt, amounts: amounts.map((amount) => formatMinor(amount, exponent)) };
}
