import type { TRedEnvelopeRule, TRedEnvelopeState } from '@gemilang/contract';
import { ZRedEnvelopeRule } from '@gemilang/contract';
import { z } from 'zod';

/** Where an event stands at `now`: cancelled ones are the back office's only. */
export function eventState(
  event: { starts_at: Date; ends_at: Date; cancelled_at: Date | null },
  now: Date,
): TRedEnvelopeState | 'cancelled' {
  if (event.cancelled_at) return 'cancelled';
  if (now < event.starts_at) return 'upcoming';
  return now < event.ends_at ? 'open' : 'ended';
}

const ZRules = z.array(ZRedEnvelopeRule);

/** The stored eligibility rules (written by the back office through the contract's schema). */
export function rulesOf(stored: unknown): TRedEnvelopeRule[] {
  const parsed = ZRules.safeParse(stored);
  return parsed.success ? parsed.data : [];
}
