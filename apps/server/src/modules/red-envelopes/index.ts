// The red-envelopes module's entry (ADR 061): time-boxed events whose pool is split and committed to when made.
// The demo seeds its events through createRedEnvelopeEvent; app.ts registers the routes.
export type { NewRedEnvelopeEvent } from './create-event';
export { createRedEnvelopeEvent } from './create-event';
