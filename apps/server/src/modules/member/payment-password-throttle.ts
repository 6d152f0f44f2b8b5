import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { takeAllowance } from '../../platform/throttle';

const MINUTE = 60_000;

/**
 * Each payment-password check hashes with scrypt (~164 ms of CPU), so each is a cost a signed-in member
 * could impose at will: a right password with an amount too large is checked and then refused, and can be
 * sent again and again. Before any hash, the check takes one from the member's allowance and one from the
 * client address's, per minute (PAYMENT_CHECKS_PER_MEMBER, PAYMENT_CHECKS_PER_ADDRESS; ADR 025); beyond
 * either, payment_password_throttled with the seconds to wait. Counted in the database, so the bound holds
 * across processes. A check refused by the member's bound is not counted against the address.
 */
export async function takePaymentCheck(
  deps: {
    db: Kysely<Database>;
    now: () => Date;
    config: Pick<Config, 'PAYMENT_CHECKS_PER_MEMBER' | 'PAYMENT_CHECKS_PER_ADDRESS'>;
  },
  check: { merchantId: number; memberId: bigint; ip: string },
): Promise<void> {
  const { db, now, config } = deps;
  const bounds = [
    { scope: 'payment_password:member', key: check.memberId.toString(), limit: config.PAYMENT_CHECKS_PER_MEMBER },
    { scope: 'payment_password:address', key: check.ip || 'unknown', limit: config.PAYMENT_CHECKS_PER_ADDRESS },
  ];
  for (const bound of bounds) {
    const taken = await takeAllowance(
      db,
      { merchantId: check.merchantId, scope: bound.scope, key: bound.key },
      bound.limit,
      MINUTE,
      now(),
    );
    if (!taken.allowed) {
      const seconds = taken.retryAfterSeconds;
      throw new AppError('payment_password_throttled', { retryAfterSeconds: seconds }, { seconds });
    }
  }
}
