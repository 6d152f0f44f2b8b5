import { type ErrorCode, errorStatus } from '@gemilang/contract';

/**
 * A refusal the caller can act on: a stable code (translated into the caller's language by the error
 * handler), an honest HTTP status, and optional details for the client (field issues, a captcha flag).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.status = errorStatus[code];
  }
}
