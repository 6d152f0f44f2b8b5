import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';

/**
 * Limits counted in the database (table throttle_hits), so they hold across server processes: the
 * per-process flood ceiling (rate-limits.ts) cannot stop someone who spreads requests over processes.
 * A scope names what is counted (`sms_code:address`), a key under what (an address, an account's name).
 */
export interface ThrottleKey {
  merchantId: number;
  scope: string;
  key: string;
}

/**
 * The longest window any limit counts hits over. The callers, and theirs: SMS code requests per address and
 * password-reset e-mails per address, captcha pictures per address and registrations per address, an hour
 * (takeAllowance); back-office sign-in failures per address and
 * per account, an hour (STAFF_FAILURE_MEMORY_MS, read with hitsSince); payment-password checks per member and
 * per address, a minute (takeAllowance). takeAllowance refuses a longer window, and a test holds the staff
 * sign-in's memory to it, so that pruning (prune-throttle-hits.ts) never cuts a window short.
 */
export const LONGEST_THROTTLE_WINDOW_MS = 60 * 60 * 1000;

/**
 * How old a hit must be before the pruning job deletes it. A hit older than every window is never counted
 * again: takeAllowance and hitsSince count only hits newer than `now - window`, and no caller reads hits any
 * other way (the staff sign-in's "failures since the last success" is a clear on success plus an hour's
 * window, so it too never looks further back than LONGEST_THROTTLE_WINDOW_MS). Deleting such a hit changes
 * no decision. The day instead of the hour is margin: each process stamps hits with its own clock and the
 * pruner compares with its own, so clocks that disagree by less than 23 hours still prune nothing that
 * counts; the table keeps about a day of hits, whatever the number of keys.
 */
export const THROTTLE_HITS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Serialises the count-then-write of one key within the caller's transaction, across processes. */
export async function lockThrottleKey(trx: Transaction<Database>, at: ThrottleKey): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(7310005, hashtext(${`${at.merchantId}:${at.scope}:${at.key}`}))`.execute(trx);
}

export async function recordHit(db: Db, at: ThrottleKey, when: Date): Promise<void> {
  await db
    .insertInto('throttle_hits')
    .values({ merchant_id: at.merchantId, scope: at.scope, key: at.key, created_at: when })
    .execute();
}

/** How many hits the key has had since `since`, and when the oldest and newest of them were. */
export async function hitsSince(
  db: Db,
  at: ThrottleKey,
  since: Date,
): Promise<{ count: number; oldest: Date | null; newest: Date | null }> {
  const row = await db
    .selectFrom('throttle_hits')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('created_at').as('newest'),
    ])
    .where('merchant_id', '=', at.merchantId)
    .where('scope', '=', at.scope)
    .where('key', '=', at.key)
    .where('created_at', '>', since)
    .executeTakeFirst();
  const date = (v: unknown) => (v == null ? null : new Date(v as string | Date));
  return { count: Number(row?.n ?? 0), oldest: date(row?.oldest), newest: date(row?.newest) };
}

/** Forgets a key's hits (an admin lifting a delay, say). */
export async function clearHits(db: Db, at: ThrottleKey): Promise<void> {
  await db
    .deleteFrom('throttle_hits')
    .where('merchant_id', '=', at.merchantId)
    .where('scope', '=', at.scope)
    .where('key', '=', at.key)
    .execute();
}

/**
 * Takes one request from an allowance of `limit` per `windowMs` for the key: counted and recorded under
 * the key's lock, so parallel requests cannot all slip under the limit. Refused requests are not recorded,
 * so the allowance comes back as the window moves on. Hits older than the window are dropped on the way.
 */
export async function takeAllowance(
  db: Kysely<Database>,
  at: ThrottleKey,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  if (windowMs > LONGEST_THROTTLE_WINDOW_MS) {
    throw new Error(`a ${windowMs} ms window is longer than LONGEST_THROTTLE_WINDOW_MS: pruning would cut it short`);
  }
  const since = new Date(now.getTime() - windowMs);
  return db.transaction().execute(async (trx) => {
    await lockThrottleKey(trx, at);
    await trx
      .deleteFrom('throttle_hits')
      .where('merchant_id', '=', at.merchantId)
      .where('scope', '=', at.scope)
      .where('key', '=', at.key)
      .where('created_at', '<=', since)
      .execute();
    const recent = await hitsSince(trx, at, since);
    if (recent.count >= limit) {
      const freeAt = (recent.oldest ?? now).getTime() + windowMs;
      return { allowed: false as const, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    await recordHit(trx, at, now);
    return { allowed: true as const };
  });
}
