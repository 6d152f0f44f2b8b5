import type { TRedEnvelopeReveal } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import { formatMinor } from '../../platform/money';

/**
 * Each ended event's split in the order it was drawn (and hashed) with its salt, and for every event asked its
 * envelopes left and what they held: one read for a page of events.
 */
export async function splitsOf(
  db: Db,
  merchantId: number,
  eventIds: bigint[],
): Promise<Map<string, { amounts: bigint[]; remaining: number; claimed: number; claimedAmount: bigint }>> {
  const out = new Map<string, { amounts: bigint[]; remaining: number; claimed: number; claimedAmount: bigint }>();
  if (eventIds.length === 0) return out;
  const rows = await db
    .selectFrom('red_envelopes')
    .select(['event_id', 'seq', 'amount', 'member_id'])
    .where('merchant_id', '=', merchantId)
    .where('event_id', 'in', eventIds)
    .orderBy('event_id')
    .orderBy('seq')
    .execute();
  for (const row of rows) {
    const key = `${row.event_id}`;
    const split = out.get(key) ?? { amounts: [], remaining: 0, claimed: 0, claimedAmount: 0n };
    split.amounts.push(row.amount);
    if (row.member_id === null) split.remaining += 1;
    else {
      split.claimed += 1;
      split.claimedAmount += row.amount;
    }
    out.set(key, split);
  }
  return out;
}

/** The reveal of an ended event: its salt and its amounts in major units, in the hashed order. */
export function revealOf(salt: string, amounts: bigint[], exponent: number): TRedEnvelopeReveal {
  return { salt, amounts: amounts.map((amount) => formatMinor(amount, exponent)) };
}
