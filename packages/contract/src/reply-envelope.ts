import type { TFailure, TFieldIssue } from './envelope';

/*
 * Reading the API's replies (the envelope of envelope.ts) without zod: the player site's first script does
 * this on every call, and zod would be a quarter of that script (docs/architecture.md, Budgets). The checks are the schemas'
 * (ZFailure, ZFieldIssue), written out; envelope.test.ts holds them to the same answers.
 */

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Reads a reply body as the envelope: the value, the refusal, or null when the body is not an envelope
 * at all (a proxy's error page, a cut connection). Both SPAs' API clients build on it.
 */
export function readEnvelope(json: unknown): { ok: true; value: unknown } | { ok: false; failure: TFailure } | null {
  if (typeof json !== 'object' || json === null) return null;
  const envelope = json as Record<string, unknown>;
  if (envelope.success === true) return { ok: true, value: envelope.value };
  if (envelope.success !== false || !isText(envelope.code) || !isText(envelope.message)) return null;
  const failure: TFailure = { success: false, code: envelope.code, message: envelope.message };
  if (envelope.details !== undefined) failure.details = envelope.details;
  return { ok: false, failure };
}

/** One entry of an invalid_input refusal's details: which field, why (a stable key), and the message. */
export function isFieldIssue(value: unknown): value is TFieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Record<string, unknown>;
  return isText(issue.field) && isText(issue.reason) && isText(issue.message);
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
