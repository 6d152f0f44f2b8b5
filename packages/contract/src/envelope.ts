import { z } from './zod';

/** Every reply of the public and back-office APIs is one of these two shapes (docs/architecture.md, From a request to a use case). */
export const ZFieldIssue = z.object({
  field: z.string(),
  /** A stable key the web can translate: `required`, `too_short`, `too_long`, `pattern`, `invalid`… */
  reason: z.string(),
  message: z.string(),
});
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

export const ZFailure = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type TFailure = z.infer<typeof ZFailure>;

export function successEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export type Envelope<T> = { success: true; value: T } | TFailure;

// Reading replies is kept apart from the schemas so the player site does it without zod.
export { ApiError, isFieldIssue, readEnvelope } from './reply-envelope';
