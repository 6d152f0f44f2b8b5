/**
 * A fresh idempotency key for a call that moves money (a withdrawal, a transfer, a deposit, a lottery slip):
 * one per submission the member means to make, so a double tap or a retry is carried out once.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
