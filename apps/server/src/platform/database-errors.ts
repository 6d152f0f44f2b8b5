/**
 * The name of the unique index a failed insert or update ran into (PostgreSQL's unique_violation, 23505, as
 * pg and PGlite both report it), or null for any other error. Two requests racing for one username both
 * pass the friendly pre-check; the index is what decides, and its refusal must become a 409 the visitor
 * understands rather than a 500.
 */
export function uniqueViolation(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { code?: unknown; constraint?: unknown; detail?: unknown; message?: unknown };
  if (e.code !== '23505') return null;
  if (typeof e.constraint === 'string' && e.constraint !== '') return e.constraint;
  // Some drivers leave `constraint` out; the message always names the index.
  const match = /unique constraint "([^"]+)"/.exec(String(e.message ?? ''));
  return match?.[1] ?? '';
}

/** Whether an error is a unique_violation of any index. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== null;
}

/**
 * PostgreSQL's refusals that mean "collided with another transaction, try again": a deadlock (40P01), a
 * serialization failure (40001) and a lock not available (55P03). The transaction was rolled back whole, so
 * nothing of it stands, and every money call carries an idempotency key: a retry is safe. The client is told
 * so (busy_try_again, 503 with Retry-After) rather than given a 500.
 */
export function isTransientConflict(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return code === '40P01' || code === '40001' || code === '55P03';
}
