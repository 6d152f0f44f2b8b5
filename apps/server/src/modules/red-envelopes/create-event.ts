import type { TRedEnvelopeRule } from '@gemilang/contract';
import { sql, type Transaction } from 'kysely';
import type { Database, LocalizedJson } from '../../db/schema';
import { commitmentOf, newSalt, splitPool } from './split-pool';

export interface NewRedEnvelopeEvent {
  merchantId: number;
  name: LocalizedJson;
  pool: bigint;
  envelopes: number;
  minAmount: bigint;
  startsAt: Date;
  endsAt: Date;
  eligibility: TRedEnvelopeRule[];
  createdBy: bigint | null;
}

/**
 * Makes an event with its split, in the caller's transaction (ADR 061): the pool is split now, each envelope a row
 * in the order drawn, and the event carries the split's commitment (and the salt, kept back until it has ended).
 * The split never changes after this, so the published commitment holds. Returns the event's id.
 */
export async function createRedEnvelopeEvent(trx: Transaction<Database>, input: NewRedEnvelopeEvent): Promise<bigint> {
  const amounts = splitPool(input.pool, input.envelopes, input.minAmount);
  const salt = newSalt();
  const event = await trx
    .insertInto('red_envelope_events')
    .values({
      merchant_id: input.merchantId,
      name: JSON.stringify(input.name),
      pool: input.pool,
      envelopes: input.envelopes,
      min_amount: input.minAmount,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      eligibility: JSON.stringify(input.eligibility),
      commitment: commitmentOf(amounts, salt),
      salt,
      created_by: input.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // One statement for the whole split, whatever its size (up to 10,000 envelopes).
  await sql`
    insert into red_envelopes (event_id, seq, merchant_id, amount)
    select ${event.id}, s.seq, ${input.merchantId}, s.amount
      from unnest(${amounts.map(String)}::bigint[]) with ordinality as s(amount, seq)`.execute(trx);
  return event.id;
}
