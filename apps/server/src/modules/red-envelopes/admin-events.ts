import type { TAdminRedEnvelopeEvent, TAdminRedEnvelopeList, ZRedEnvelopeEventInput } from '@gemilang/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { RedEnvelopeEventsTable } from '../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps, MerchantContext } from '../../platform/context';
import { fieldMessage } from '../../platform/messages';
import { amountFromInput, formatMinor } from '../../platform/money';
import { createRedEnvelopeEvent } from './create-event';
import { eventState, rulesOf } from './event-state';
import { envelopeCounts } from './reveal';

/** The back office lists the latest events; older ones stay in the database. */
const LISTED = 100;

type EventRow = Selectable<RedEnvelopeEventsTable>;

async function views(
  db: Db,
  merchant: MerchantContext,
  rows: EventRow[],
  now: Date,
): Promise<TAdminRedEnvelopeEvent[]> {
  const counts = await envelopeCounts(
    db,
    merchant.id,
    rows.map((r) => r.id),
  );
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return rows.map((event) => {
    const state = eventState(event, now);
    const split = counts.get(`${event.id}`) ?? { remaining: 0, claimed: 0, claimedAmount: 0n };
    return {
      id: `${event.id}`,
      name: event.name,
      pool: money(event.pool),
      envelopes: event.envelopes,
      minAmount: money(event.min_amount),
      startsAt: event.starts_at.toISOString(),
      endsAt: event.ends_at.toISOString(),
      state,
      eligibility: rulesOf(event.eligibility),
      commitment: event.commitment,
      claimed: split.claimed,
      claimedAmount: money(split.claimedAmount),
      remaining: split.remaining,
      // The salt stays secret until the end, from staff too: nobody can know the split while envelopes are open.
      // The split itself is the members' page's to show (it checks it against the commitment).
      salt: state === 'ended' ? event.salt : null,
      createdAt: event.created_at.toISOString(),
    };
  });
}

/** GET /admin/api/loyalty/red-envelopes: the latest events first, with what was opened and what is left. */
export async function listRedEnvelopeEvents(deps: Deps, actor: OperatorActor): Promise<TAdminRedEnvelopeList> {
  const rows = await deps.db
    .selectFrom('red_envelope_events')
    .selectAll()
    .where('merchant_id', '=', actor.merchant.id)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LISTED)
    .execute();
  return { items: await views(deps.db, actor.merchant, rows, deps.now()), currency: actor.merchant.currency };
}

async function eventRow(db: Db, merchantId: number, id: bigint): Promise<EventRow> {
  const row = await db
    .selectFrom('red_envelope_events')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('red_envelope_unknown');
  return row;
}

/**
 * POST /admin/api/loyalty/red-envelopes: checks the amounts (each a positive amount of the brand's currency, the
 * pool enough for every envelope's minimum) and that the event ends in the future, then makes it with its split and
 * commitment (create-event.ts), audited.
 */
export async function createRedEnvelopeEventByOperator(
  deps: Deps,
  actor: OperatorActor,
  body: z.output<typeof ZRedEnvelopeEventInput>,
): Promise<TAdminRedEnvelopeEvent> {
  const { merchant } = actor;
  const pool = amountFromInput(body.pool, merchant.currencyExponent, 'pool');
  const minAmount = amountFromInput(body.minAmount, merchant.currencyExponent, 'minAmount');
  if (minAmount * BigInt(body.envelopes) > pool) throw new AppError('red_envelope_split_invalid');
  const now = deps.now();
  const endsAt = new Date(body.endsAt);
  if (endsAt <= now) {
    throw new AppError('invalid_input', [
      { field: 'endsAt', reason: 'invalid', message: fieldMessage('invalid', actor.language) },
    ]);
  }
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await createRedEnvelopeEvent(trx, {
      merchantId: merchant.id,
      name: body.name,
      pool,
      envelopes: body.envelopes,
      minAmount,
      startsAt: new Date(body.startsAt),
      endsAt,
      eligibility: body.eligibility,
      createdBy: actor.operator.id,
    });
    const commitment = await trx
      .selectFrom('red_envelope_events')
      .select('commitment')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'loyalty.red_envelope_create',
      targetType: 'red_envelope_event',
      targetId: `${id}`,
      detail: {
        name: body.name.en,
        pool: body.pool,
        envelopes: body.envelopes,
        minAmount: body.minAmount,
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        eligibility: body.eligibility,
        commitment: commitment.commitment,
      },
    });
    return id;
  });
  const [view] = await views(deps.db, merchant, [await eventRow(deps.db, merchant.id, id)], now);
  return view as TAdminRedEnvelopeEvent;
}

/** POST /admin/api/loyalty/red-envelopes/:id/cancel: only before it opens (nobody has an envelope yet), audited. */
export async function cancelRedEnvelopeEvent(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
): Promise<TAdminRedEnvelopeEvent> {
  const { merchant } = actor;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('red_envelope_events')
      .select(['id', 'starts_at', 'cancelled_at'])
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!event) throw new AppError('red_envelope_unknown');
    if (event.cancelled_at) return;
    if (event.starts_at <= now) throw new AppError('red_envelope_started');
    await trx.updateTable('red_envelope_events').set({ cancelled_at: now }).where('id', '=', event.id).execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'loyalty.red_envelope_cancel',
      targetType: 'red_envelope_event',
      targetId: `${event.id}`,
      detail: {},
    });
  });
  const [view] = await views(deps.db, merchant, [await eventRow(deps.db, merchant.id, id)], now);
  return view as TAdminRedEnvelopeEvent;
}
