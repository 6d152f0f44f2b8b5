// Test-only helpers for the red envelope tests (imported by *.test.ts, never by the app).
import type { TRedEnvelopeEventInput } from '@gemilang/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';

const MINUTE = 60_000;

/** Makes an event as the back office would (open from a minute ago for an hour unless told); answers its view. */
export async function makeEvent(t: TestApp, over: Partial<TRedEnvelopeEventInput> = {}) {
  const now = t.clock.now().getTime();
  const res = await createEvent(t, {
    name: { ms: 'Angpau ujian', en: 'Test envelopes', zh: '测试红包' },
    pool: '100.00',
    envelopes: 10,
    minAmount: '1.00',
    startsAt: new Date(now - MINUTE).toISOString(),
    endsAt: new Date(now + 60 * MINUTE).toISOString(),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: string; commitment: string; pool: string; envelopes: number };
}

export async function createEvent(t: TestApp, body: unknown) {
  const admin = await signIn(t);
  return t.call({
    method: 'POST',
    url: '/admin/api/loyalty/red-envelopes',
    token: admin,
    language: 'en',
    payload: body as object,
  });
}

/** Opens the member's envelope of an event through the member's route. */
export function claim(t: TestApp, token: string, eventId: string, language: 'en' | 'ms' = 'en') {
  return t.call({
    method: 'POST',
    url: '/wps/relay/MCS2_claimRafflePromotion',
    token,
    language,
    payload: { eventId },
  });
}

/** The member's red envelope page. */
export function envelopePage(t: TestApp, token: string) {
  return t.call({ method: 'GET', url: '/wps/member/red-envelopes', token, language: 'en' });
}

/** The envelopes of an event as stored, in their order. */
export function envelopesOf(t: TestApp, eventId: string) {
  return t.deps.db
    .selectFrom('red_envelopes')
    .selectAll()
    .where('event_id', '=', BigInt(eventId))
    .orderBy('seq')
    .execute();
}
