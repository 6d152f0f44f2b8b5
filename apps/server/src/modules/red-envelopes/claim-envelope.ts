import type { TRedEnvelopeClaimRequest, TRedEnvelopeClaimResult } from '@gemilang/contract';
import { sql } from 'kysely';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { uniqueViolation } from '../../platform/database-errors';
import { formatMinor } from '../../platform/money';
import { recordReward } from '../rewards';
import { unmetRule } from './eligibility';
import { eventState, rulesOf } from './event-state';

/**
 * POST /wps/relay/MCS2_claimRafflePromotion: opens the member's envelope of an open event (ADR 061).
 * 1. The event must be this brand's, not cancelled, and open now; the member must meet its rules.
 * 2. One statement takes the next unopened envelope (`FOR UPDATE SKIP LOCKED`: claims at once each take a different
 *    row and never wait on each other), so envelopes never run past their count nor their sum past the pool; none
 *    left is red_envelope_all_taken.
 * 3. One envelope per member and event: the unique (event, member) index. Two taps at once take two rows; the
 *    second's update waits for the first to commit, then fails on the index and is told already claimed, its row
 *    going back unopened with its rollback.
 * 4. The amount is recorded and paid in the same transaction (program `red_envelope`, source `event:<id>`).
 */
export async function claimRedEnvelope(
  deps: Deps,
  actor: MemberActor,
  input: TRedEnvelopeClaimRequest,
): Promise<TRedEnvelopeClaimResult> {
  const { merchant } = actor;
  const memberId = actor.member.id;
  const now = deps.now();
  const eventId = BigInt(input.eventId);
  const event = await deps.db
    .selectFrom('red_envelope_events')
    .select(['id', 'name', 'starts_at', 'ends_at', 'cancelled_at', 'eligibility'])
    .where('merchant_id', '=', merchant.id)
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event || event.cancelled_at) throw new AppError('red_envelope_unknown');
  if (eventState(event, now) !== 'open') throw new AppError('red_envelope_not_open');

  const opened = async () =>
    deps.db
      .selectFrom('red_envelopes')
      .select('amount')
      .where('event_id', '=', event.id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  if (await opened()) throw new AppError('red_envelope_already_claimed');
  if (await unmetRule(deps.db, merchant.id, memberId, rulesOf(event.eligibility), now)) {
    throw new AppError('red_envelope_not_eligible');
  }

  try {
    return await deps.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ seq: number; amount: bigint }>`
        update red_envelopes e set member_id = ${memberId}, claimed_at = ${now}
         where e.event_id = ${event.id} and e.member_id is null
           and e.seq = (select n.seq from red_envelopes n
                         where n.event_id = ${event.id} and n.member_id is null
                         order by n.seq limit 1
                           for update skip locked)
        returning e.seq, e.amount`.execute(trx);
      const envelope = rows[0];
      if (!envelope) throw new AppError('red_envelope_all_taken');
      const reward = await recordReward(trx, {
        merchantId: merchant.id,
        memberId,
        program: 'red_envelope',
        sourceRef: `event:${event.id}`,
        amount: BigInt(envelope.amount),
        details: { name: event.name },
        now,
        payNow: true,
      });
      return {
        eventId: `${event.id}`,
        amount: formatMinor(BigInt(envelope.amount), merchant.currencyExponent),
        rewardState: reward.state,
      };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'red_envelopes_one_each') throw new AppError('red_envelope_already_claimed');
    throw error;
  }
}
