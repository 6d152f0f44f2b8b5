import type { Kysely } from 'kysely';
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
 * changing the payment password). Order: not set and locked are answered from the row; then the per-minute
 * bound on checks (payment-password-throttle.ts), since the hash that follows is the costly part; then the
 * hash. Failures are counted in the database, so every server process sees the same count; the fifth in a
 * row locks these calls for 30 minutes. A success clears the count.
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
    .select(['payment_password_hash', 'payment_password_failures', 'payment_password_locked_until'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (!member.payment_password_hash) throw new AppError('payment_password_not_set');
  const lockedUntil = member.payment_password_locked_until;
  if (lockedUntil && lockedUntil > now()) {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now().getTime()) / 60_000));
    throw new AppError('payment_password_locked', undefined, { minutes });
  }
  await takePaymentCheck(deps, check);
  if (await verifyPassword(password, member.payment_password_hash)) {
    if (member.payment_password_failures > 0 || lockedUntil) {
      await db
        .updateTable('members')
        .set({ payment_password_failures: 0, payment_password_locked_until: null })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', memberId)
        .execute();
    }
    return;
  }
  // Counted in one statement so racing wrong guesses cannot each see the old count.
  const counted = await db
    .updateTable('members')
    .set((eb) => ({ payment_password_failures: eb('payment_password_failures', '+', 1) }))
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .returning('payment_password_failures')
    .executeTakeFirstOrThrow();
  if (counted.payment_password_failures >= PAYMENT_PASSWORD_TRIES) {
    await db
      .updateTable('members')
      .set({
        payment_password_failures: 0,
        payment_password_locked_until: new Date(now().getTime() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000),
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', memberId)
      .execute();
    throw new AppError('payment_password_locked', undefined, { minutes: PAYMENT_PASSWORD_LOCK_MINUTES });
  }
  throw new AppError('payment_password_wrong', undefined, {
    remaining: PAYMENT_PASSWORD_TRIES - counted.payment_password_failures,
  });
}
