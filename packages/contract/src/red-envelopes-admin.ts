import { trimmed, ZMoney, ZTimestamp } from './common';
import { ZAmountInput } from './money';
import { ZRedEnvelopeRule } from './red-envelopes';
import { route } from './route';
import { z } from './zod';

/**
 * Red envelope events in the back office (ADR 061; access `promotions`): create one with its pool, number of
 * envelopes, minimum amount, window and eligibility (the split and its commitment are made then and never change),
 * list them with what was opened, cancel one that has not opened yet.
 */

export const redEnvelopesAdminAuditActions = ['loyalty.red_envelope_create', 'loyalty.red_envelope_cancel'] as const;

export const maxRedEnvelopes = 10_000;

const ZId = z.string().regex(/^[1-9]\d{0,17}$/);
const nameLine = trimmed(80).min(1);
/** An instant as an ISO 8601 text with its offset (the form sends the brand's local time converted). */
const ZInstant = z.iso
  .datetime({ offset: true })
  .refine((v) => Date.parse(v) >= Date.UTC(2000, 0, 1) && Date.parse(v) < Date.UTC(2100, 0, 1));

export const ZRedEnvelopeEventInput = z
  .object({
    name: z.object({ ms: nameLine, en: nameLine, zh: nameLine }),
    pool: ZAmountInput,
    envelopes: z.number().int().min(1).max(maxRedEnvelopes),
    minAmount: ZAmountInput,
    startsAt: ZInstant,
    endsAt: ZInstant,
    eligibility: z.array(ZRedEnvelopeRule).max(5).default([]),
  })
  .refine((e) => Date.parse(e.endsAt) > Date.parse(e.startsAt), { path: ['endsAt'], message: 'ends before it starts' });
export type TRedEnvelopeEventInput = z.input<typeof ZRedEnvelopeEventInput>;

export const ZAdminRedEnvelopeEvent = z.object({
  id: z.string(),
  name: z.object({ ms: z.string(), en: z.string(), zh: z.string() }),
  pool: ZMoney,
  envelopes: z.number().int(),
  minAmount: ZMoney,
  startsAt: ZTimestamp,
  endsAt: ZTimestamp,
  state: z.enum(['upcoming', 'open', 'ended', 'cancelled']),
  eligibility: z.array(ZRedEnvelopeRule),
  commitment: z.string(),
  /** Envelopes opened and what they held; what is left. */
  claimed: z.number().int(),
  claimedAmount: ZMoney,
  remaining: z.number().int(),
  /** The split's salt, null until the event has ended (secret until then, from staff too). */
  salt: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TAdminRedEnvelopeEvent = z.infer<typeof ZAdminRedEnvelopeEvent>;

export const ZAdminRedEnvelopeList = z.object({ items: z.array(ZAdminRedEnvelopeEvent), currency: z.string() });
export type TAdminRedEnvelopeList = z.infer<typeof ZAdminRedEnvelopeList>;

export const ZRedEnvelopeIdParam = z.object({ id: ZId });

export const redEnvelopesAdminRoutes = {
  events: route({
    method: 'GET',
    path: '/admin/api/loyalty/red-envelopes',
    access: 'promotions',
    tag: 'admin-loyalty',
    summary: 'The brand red envelope events, the latest first, with what was opened.',
    response: ZAdminRedEnvelopeList,
  }),
  create: route({
    method: 'POST',
    path: '/admin/api/loyalty/red-envelopes',
    access: 'promotions',
    tag: 'admin-loyalty',
    summary: 'Create an event: its pool is split and the split committed to at once (audited).',
    body: ZRedEnvelopeEventInput,
    response: ZAdminRedEnvelopeEvent,
  }),
  cancel: route({
    method: 'POST',
    path: '/admin/api/loyalty/red-envelopes/:id/cancel',
    access: 'promotions',
    tag: 'admin-loyalty',
    summary: 'Cancel an event that has not opened yet (audited).',
    params: ZRedEnvelopeIdParam,
    response: ZAdminRedEnvelopeEvent,
  }),
} as const;
