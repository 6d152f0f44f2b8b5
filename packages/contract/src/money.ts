import { z } from './zod';

// Amounts as written and as the API carries them, without zod: the player site's pages use them (web.ts).
export * from './amounts';

/**
 * An amount as a request carries it: a bounded string, as sent (not trimmed: " 5" is not an amount); the
 * server parses it with the brand's exponent (parseAmount) and says what is wrong with it.
 */
export const ZAmountInput = z.string().min(1).max(40);

export { ZMoney } from './common';

/** Idempotency key on every money-moving call (docs/architecture.md, Money): a replay returns the first result. */
export const ZIdempotencyKey = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
