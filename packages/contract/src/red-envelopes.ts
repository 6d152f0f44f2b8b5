import { ZMoney, ZTimestamp } from './common';
import { route } from './route';
import { z } from './zod';

/**
 * Red envelopes (ADR 061): an operator's time-boxed event whose pool the server splits into random amounts when
 * it is made, publishing the SHA-256 of the split from the start and the split itself with its salt once the event
 * has ended, so anyone can check both the hash and the sum. An eligible member opens one envelope per event.
 *
 * The committed text is the amounts in minor units joined by commas, a colon and the salt (hex):
 * `sha256("1234,566,2200:9f2c…")`, the commitment in lowercase hex.
 */

/** Who may open an envelope: every rule must hold. */
export const ZRedEnvelopeRule = z.discriminatedUnion('rule', [
  /** At least this VIP level. */
  z.object({ rule: z.literal('vip_level'), min: z.number().int().min(0).max(99) }),
  /** A deposit credited within the last `days` days. */
  z.object({ rule: z.literal('deposited_within'), days: z.number().int().min(1).max(90) }),
]);
export type TRedEnvelopeRule = z.infer<typeof ZRedEnvelopeRule>;

export const redEnvelopeStates = ['upcoming', 'open', 'ended'] as const;
export type TRedEnvelopeState = (typeof redEnvelopeStates)[number];

/** The split and its salt, shown once the event has ended. */
export const ZRedEnvelopeReveal = z.object({
  salt: z.string(),
  /** Every envelope's amount, in the order they were drawn (and hashed). */
  amounts: z.array(ZMoney),
});
export type TRedEnvelopeReveal = z.infer<typeof ZRedEnvelopeReveal>;

export const ZRedEnvelopeEvent = z.object({
  id: z.string(),
  /** In the caller's language. */
  name: z.string(),
  pool: ZMoney,
  envelopes: z.number().int(),
  /** Envelopes nobody has opened yet. */
  remaining: z.number().int(),
  startsAt: ZTimestamp,
  endsAt: ZTimestamp,
  state: z.enum(redEnvelopeStates),
  rules: z.array(ZRedEnvelopeRule),
  /** SHA-256 (lowercase hex) of the split and the salt, published before the event opens. */
  commitment: z.string(),
  /** What the caller opened in this event, if they did. */
  mine: ZMoney.nullable(),
  /** The first rule the caller does not meet (the current event only), else null. */
  notEligible: ZRedEnvelopeRule.nullable(),
  /** Null until the event has ended. */
  reveal: ZRedEnvelopeReveal.nullable(),
});
export type TRedEnvelopeEvent = z.infer<typeof ZRedEnvelopeEvent>;

export const ZRedEnvelopePage = z.object({
  /** The event open now (the one ending first), else the next to open, else null. */
  current: ZRedEnvelopeEvent.nullable(),
  /** Events ended in the last 30 days, the latest first, with their split revealed. */
  ended: z.array(ZRedEnvelopeEvent),
  currency: z.string(),
  serverTime: ZTimestamp,
});
export type TRedEnvelopePage = z.infer<typeof ZRedEnvelopePage>;

export const ZRedEnvelopeClaimRequest = z.object({ eventId: z.string().regex(/^[1-9]\d{0,17}$/) });
export type TRedEnvelopeClaimRequest = z.infer<typeof ZRedEnvelopeClaimRequest>;

export const ZRedEnvelopeClaimResult = z.object({
  eventId: z.string(),
  amount: ZMoney,
  /** The reward it became: paid at once, or refused with its reason in the reward centre. */
  rewardState: z.enum(['due', 'waiting', 'paid', 'expired', 'refused']),
});
export type TRedEnvelopeClaimResult = z.infer<typeof ZRedEnvelopeClaimResult>;

export const redEnvelopeRoutes = {
  events: route({
    method: 'GET',
    path: '/wps/member/red-envelopes',
    access: 'realMember',
    tag: 'red-envelopes',
    summary: 'The red envelope event open now (or the next), and the ended ones with their split revealed.',
    response: ZRedEnvelopePage,
  }),
  claim: route({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    access: 'realMember',
    tag: 'red-envelopes',
    summary: "Open the caller's envelope of an open event: the next unopened one, paid at once.",
    body: ZRedEnvelopeClaimRequest,
    response: ZRedEnvelopeClaimResult,
  }),
} as const;
