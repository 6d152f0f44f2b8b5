import type { TRedEnvelopeEvent, TRedEnvelopePage } from '@gemilang/contract';
import type { Selectable } from 'kysely';
import type { RedEnvelopeEventsTable } from '../../db/schema';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { unmetRule } from './eligibility';
import { eventState, rulesOf } from './event-state';
import { envelopeCounts, revealOf, splitAmounts } from './reveal';

/** How far back the page lists ended events. */
const ENDED_DAYS = 30;
const ENDED_SHOWN = 5;

type EventRow = Selectable<RedEnvelopeEventsTable>;

/**
 * GET /wps/member/red-envelopes (ADR 061): the event open now (the one ending first), else the next to open; and
 * the events ended in the last 30 days with their split and salt, so the member can check the commitment. The
 * split of an event not yet ended is never read out: only its commitment and how many envelopes are left.
 */
export async function redEnvelopePage(deps: Deps, actor: MemberActor): Promise<TRedEnvelopePage> {
  const { merchant } = actor;
  const memberId = actor.member.id;
  const now = deps.now();
  const base = () =>
    deps.db
      .selectFrom('red_envelope_events')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('cancelled_at', 'is', null);
  const [open, next, ended] = await Promise.all([
    base()
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .orderBy('ends_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
    base().where('starts_at', '>', now).orderBy('starts_at').orderBy('id').limit(1).executeTakeFirst(),
    base()
      .where('ends_at', '<=', now)
      .where('ends_at', '>', new Date(now.getTime() - ENDED_DAYS * 86_400_000))
      .orderBy('ends_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ENDED_SHOWN)
      .execute(),
  ]);
  const current = open ?? next ?? null;
  const events: EventRow[] = [...(current ? [current] : []), ...ended];
  const ids = events.map((e) => e.id);
  const [counts, splits, mine, unmet] = await Promise.all([
    envelopeCounts(deps.db, merchant.id, ids),
    splitAmounts(
      deps.db,
      merchant.id,
      ended.map((e) => e.id),
    ),
    ids.length === 0
      ? Promise.resolve([])
      : deps.db
          .selectFrom('red_envelopes')
          .select(['event_id', 'amount'])
          .where('merchant_id', '=', merchant.id)
          .where('event_id', 'in', ids)
          .where('member_id', '=', memberId)
          .execute(),
    current ? unmetRule(deps.db, merchant.id, memberId, rulesOf(current.eligibility), now) : Promise.resolve(null),
  ]);

  const view = (event: EventRow): TRedEnvelopeEvent => {
    const state = eventState(event, now);
    const count = counts.get(`${event.id}`);
    const opened = mine.find((m) => m.event_id === event.id);
    const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
    return {
      id: `${event.id}`,
      name: event.name[actor.language] || event.name.en,
      pool: money(event.pool),
      envelopes: event.envelopes,
      remaining: count?.remaining ?? 0,
      startsAt: event.starts_at.toISOString(),
      endsAt: event.ends_at.toISOString(),
      state: state === 'cancelled' ? 'ended' : state,
      rules: rulesOf(event.eligibility),
      commitment: event.commitment,
      mine: opened ? money(opened.amount) : null,
      notEligible: event === current ? unmet : null,
      reveal:
        state === 'ended' ? revealOf(event.salt, splits.get(`${event.id}`) ?? [], merchant.currencyExponent) : null,
    };
  };
  return {
    current: current ? view(current) : null,
    ended: ended.map(view),
    currency: merchant.currency,
    serverTime: now.toISOString(),
  };
}
