import { z } from 'zod';

/** Every reply of the public and back-office APIs is one of these two shapes (DESIGN §4). */
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

/**
 * Reads a reply body as the envelope: the value, the refusal, or null when the body is not an envelope
 * at all (a proxy's error page, a cut connection). Both SPAs' API clients build on it.
 */
export function readEnvelope(json: unknown): { ok: true; value: unknown } | { ok: false; failure: TFailure } | null {
  const envelope = json as { success?: unknown; value?: unknown } | null;
  if (envelope?.success === true) return { ok: true, value: envelope.value };
  const failure = ZFailure.safeParse(json);
  return failure.success ? { ok: false, failure: failure.data } : null;
}

/**
 * A refusal as the SPAs' API clients throw it: the stable code, the message already in the caller's
 * language, the HTTP status (0 when the network failed) and the details (field issues, a captcha flag).
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
