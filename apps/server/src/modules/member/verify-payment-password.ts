import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { verifyPassword } from '../../platform/passwords';
import { takePaymentCheck } from './payment-password-throttle';

/** Wrong payment passwords in a row before money-moving calls lock, and for how long. */
export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;

export interface PaymentPasswordCheck {
  merchantId: number;
  memberId: bigint;
  password: string;
  /** The caller's address, for the per-address bound on checks. */
  ip: string;
}

/**
 * Checks the member's payment password before money leaves the wallet (withdrawal, transfer to upline,
 * changing the payment password). Order: not set and locked are answered from the row (cheap, and spares the
 * allowance below); then the per-minute bound on checks (payment-password-throttle.ts), since the hash that
 * follows is the costly part; then one of the five guesses is claimed in a single UPDATE, and only a claimed
 * guess is hashed. The claim counts the guess as a failure before the hash, so guesses arriving together each
 * take their own place and the sixth finds none: however many arrive at once, at most five are compared per
 * lock. A right password gives its place back (the count goes to 0); the wrong one whose place is the fifth
 * locks these calls for 30 minutes. When a lock has run out, the next claim starts the count again. A check
 * that finds the five places held by checks still hashing waits for them (a member's right password sent
 * from two pages at once must not be refused as locked), up to a few seconds.
 */
export async function verifyPaymentPassword(
  deps: {
    db: Kysely<Database>;
    now: () => Date;
    config: Pick<Config, 'PAYMENT_CHECKS_PER_MEMBER' | 'PAYMENT_CHECKS_PER_ADDRESS'>;
  },
  check: PaymentPasswordCheck,
): Promise<void> {
  const { db, now } = deps;
  const { merchantId, memberId, password } = check;
  const member = await db
    .selectFrom('members')
    .select(['payment_password_hash', 'payment_password_locked_until'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (!member.payment_password_hash) throw new AppError('payment_password_not_set');
  if (member.payment_password_locked_until && member.payment_password_locked_until > now()) {
    throw lockedError(member.payment_password_locked_until, now());
  }
  await takePaymentCheck(deps, check);
  const place = await claimGuessOrWait(db, merchantId, memberId, now);
  if (await verifyPassword(password, member.payment_password_hash)) {
    await db
      .updateTable('members')
      .set({ payment_password_failures: 0, payment_password_locked_until: null })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', memberId)
      .execute();
    return;
  }
  if (place >= PAYMENT_PASSWORD_TRIES) {
    await db
      .updateTable('members')
      .set({ payment_password_locked_until: new Date(now().getTime() + LOCK_MS) })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', memberId)
      // A right password that came back meanwhile cleared the count: then there is nothing to lock.
      .where('payment_password_failures', '>=', PAYMENT_PASSWORD_TRIES)
      .execute();
    throw new AppError('payment_password_locked', undefined, { minutes: PAYMENT_PASSWORD_LOCK_MINUTES });
  }
  throw new AppError('payment_password_wrong', undefined, { remaining: PAYMENT_PASSWORD_TRIES - place });
}

const LOCK_MS = PAYMENT_PASSWORD_LOCK_MINUTES * 60_000;

function lockedError(until: Date, at: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000));
  return new AppError('payment_password_locked', undefined, { minutes });
}

const WAIT_FOR_PLACE_MS = 5_000;
const POLL_MS = 50;

/**
 * Claims a place for this guess; when the places are all held by guesses not yet answered, waits for one to
 * come back (a right password) or for the lock (the fifth wrong one). Past the wait, the held places are
 * taken as five failures and the lock is set here, so a check that died between its claim and its answer
 * cannot leave the member neither locked nor able to try.
 */
async function claimGuessOrWait(
  db: Kysely<Database>,
  merchantId: number,
  memberId: bigint,
  now: () => Date,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const place = await claimGuess(db, merchantId, memberId, now());
    if (place !== null) return place;
    const row = await db
      .selectFrom('members')
      .select('payment_password_locked_until')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const lockedUntil = row.payment_password_locked_until;
    if (lockedUntil && lockedUntil > now()) throw lockedError(lockedUntil, now());
    if (Date.now() - started > WAIT_FOR_PLACE_MS) {
      await db
        .updateTable('members')
        .set({ payment_password_locked_until: new Date(now().getTime() + LOCK_MS) })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', memberId)
        .where('payment_password_failures', '>=', PAYMENT_PASSWORD_TRIES)
        .where('payment_password_locked_until', 'is', null)
        .execute();
      throw new AppError('payment_password_locked', undefined, { minutes: PAYMENT_PASSWORD_LOCK_MINUTES });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Takes the next of the five guesses in one statement (the row's lock orders racing claims), or null when
 * none is left: the member is locked, or the fifth is taken. A lock that has run out is cleared and the
 * count restarts at this guess. Returns the guess's place, 1 to 5.
 */
async function claimGuess(
  db: Kysely<Database>,
  merchantId: number,
  memberId: bigint,
  at: Date,
): Promise<number | null> {
  const lapsed = sql<boolean>`payment_password_locked_until IS NOT NULL AND payment_password_locked_until <= ${at}`;
  const next = sql<number>`CASE WHEN ${lapsed} THEN 1 ELSE payment_password_failures + 1 END`;
  const row = await db
    .updateTable('members')
    .set({ payment_password_failures: next, payment_password_locked_until: null })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .where(sql<boolean>`(payment_password_locked_until IS NULL OR payment_password_locked_until <= ${at})`)
    .where(next, '<=', PAYMENT_PASSWORD_TRIES)
    .returning('payment_password_failures')
    .executeTakeFirst();
  return row ? row.payment_password_failures : null;
}
