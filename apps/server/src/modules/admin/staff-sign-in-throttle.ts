import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { clearHits, hitsSince, lockThrottleKey, recordHit, type ThrottleKey } from '../../platform/throttle';

/**
 * Back-office sign-in is throttled, never locked (ADR 008): a lock that five wrong passwords set would let
 * anyone shut any operator out. Failures are counted per address and per account name (existing or not,
 * so the answers do not tell staff names apart); after STAFF_FREE_FAILURES of either, each try must wait
 * twice as long after the last failure as the one before, up to STAFF_LONGEST_WAIT_SECONDS.
 */
export const STAFF_FREE_FAILURES = 3;
export const STAFF_FIRST_WAIT_SECONDS = 5;
export const STAFF_LONGEST_WAIT_SECONDS = 15 * 60;
/** Failures older than this no longer count. */
export const STAFF_FAILURE_MEMORY_MS = 60 * 60 * 1000;

/** Seconds to wait after the last of `failures` failures before the next try. */
export function waitAfter(failures: number): number {
  if (failures < STAFF_FREE_FAILURES) return 0;
  return Math.min(STAFF_LONGEST_WAIT_SECONDS, STAFF_FIRST_WAIT_SECONDS * 2 ** (failures - STAFF_FREE_FAILURES));
}

export interface StaffAttempt {
  merchantId: number;
  address: string;
  /** The account name as typed, lower-case. */
  account: string;
}

function keysOf(attempt: StaffAttempt): { address: ThrottleKey; account: ThrottleKey } {
  return {
    address: { merchantId: attempt.merchantId, scope: 'operator_login:address', key: attempt.address },
    account: { merchantId: attempt.merchantId, scope: 'operator_login:account', key: attempt.account },
  };
}

/**
 * Lets a try through or says how long to wait. A try let through is counted as a failure at once, under
 * the keys' locks, so a burst of parallel guesses cannot all pass before any is counted; a right password
 * takes it back (clearFailures). `known` lifts the waits a known browser or address need not keep.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  attempt: StaffAttempt,
  known: { device: boolean; address: boolean },
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const keys = keysOf(attempt);
  const since = new Date(now.getTime() - STAFF_FAILURE_MEMORY_MS);
  return db.transaction().execute(async (trx) => {
    // Always address first, then account: every transaction takes them in one order, so none deadlock.
    await lockThrottleKey(trx, keys.address);
    await lockThrottleKey(trx, keys.account);
    const checked = [...(known.device ? [] : [keys.address]), ...(known.device || known.address ? [] : [keys.account])];
    let retryAt = 0;
    for (const key of checked) {
      const failures = await hitsSince(trx, key, since);
      if (failures.newest) retryAt = Math.max(retryAt, failures.newest.getTime() + waitAfter(failures.count) * 1000);
    }
    if (retryAt > now.getTime()) {
      return { allowed: false as const, retryAfterSeconds: Math.ceil((retryAt - now.getTime()) / 1000) };
    }
    await recordHit(trx, keys.address, now);
    await recordHit(trx, keys.account, now);
    return { allowed: true as const };
  });
}

/** The right password: the address and the account start afresh (the try was no guess). */
export async function clearFailures(db: Kysely<Database>, attempt: StaffAttempt): Promise<void> {
  const keys = keysOf(attempt);
  await clearHits(db, keys.address);
  await clearHits(db, keys.account);
}

/** An admin unlocking a colleague also lifts any wait on the account. */
export async function clearAccountFailures(db: Kysely<Database>, merchantId: number, username: string): Promise<void> {
  await clearHits(db, keysOf({ merchantId, address: '', account: username.toLowerCase() }).account);
}
