import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { sha256Hex } from '../../platform/tokens';
import { mailText } from '../member';

/** The same limits as SMS codes (sms-codes.ts): valid 5 minutes, one a minute and five an hour per address. */
export const EMAIL_CODE_MINUTES = 5;
export const EMAIL_RESEND_SECONDS = 60;
export const EMAIL_HOURLY_LIMIT = 5;
export const EMAIL_MAX_ATTEMPTS = 5;

type EmailPurpose = 'bind';

/** Addresses are compared without case: codes and throttles are kept under the lower-case form. */
export function emailDestination(email: string): string {
  return email.trim().toLowerCase();
}

// The member is part of what is hashed: a code proves the address to the member who asked for it, and no
// one else can use it even if it is forwarded to them.
function codeHash(merchantId: number, memberId: bigint, destination: string, code: string): string {
  return sha256Hex(`${merchantId}:${memberId}:${destination}:${code}`);
}

/** Sends a 6-digit code to an address, throttled per address under an advisory lock (as SMS codes are). */
export async function sendEmailCode(
  deps: Deps,
  actor: Actor,
  input: { purpose: EmailPurpose; memberId: bigint; account: string; email: string },
): Promise<{ expiredMinutes: number; resendSeconds: number }> {
  const { db, now, outbound } = deps;
  const { merchant } = actor;
  const destination = emailDestination(input.email);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const at = now();

  const id = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(7310004, hashtext(${`${merchant.id}:${destination}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('verification_codes')
      .select('created_at')
      .where('merchant_id', '=', merchant.id)
      .where('channel', '=', 'email')
      .where('destination', '=', destination)
      .where('created_at', '>', new Date(at.getTime() - 60 * 60 * 1000))
      .orderBy('created_at', 'desc')
      .execute();
    const last = recent[0];
    if (last) {
      const waitMs = last.created_at.getTime() + EMAIL_RESEND_SECONDS * 1000 - at.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError('sms_too_soon', { seconds }, { seconds });
      }
    }
    if (recent.length >= EMAIL_HOURLY_LIMIT) throw new AppError('sms_hourly_limit');
    const row = await trx
      .insertInto('verification_codes')
      .values({
        merchant_id: merchant.id,
        channel: 'email',
        purpose: input.purpose,
        destination,
        code_hash: codeHash(merchant.id, input.memberId, destination, code),
        expires_at: new Date(at.getTime() + EMAIL_CODE_MINUTES * 60 * 1000),
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });

  const mail = mailText(actor.language, 'emailCode', {
    brand: merchant.name,
    account: input.account,
    code,
    minutes: String(EMAIL_CODE_MINUTES),
  });
  try {
    await outbound.email.send({ merchantId: merchant.id, to: input.email.trim(), ...mail });
  } catch (error) {
    // An undelivered code must not hold the address's minute.
    await db.deleteFrom('verification_codes').where('id', '=', id).execute();
    throw error;
  }
  return { expiredMinutes: EMAIL_CODE_MINUTES, resendSeconds: EMAIL_RESEND_SECONDS };
}

/**
 * Checks a code against the newest one sent to the address for that purpose and uses it up when right.
 * A wrong try is counted (committed before the refusal); the fifth kills the code.
 */
export async function consumeEmailCode(
  deps: Deps,
  actor: Actor,
  input: { purpose: EmailPurpose; memberId: bigint; email: string; code: string },
): Promise<void> {
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const destination = emailDestination(input.email);
  const at = now();
  const given = Buffer.from(codeHash(merchantId, input.memberId, destination, input.code.trim()), 'hex');

  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
      .where('merchant_id', '=', merchantId)
      .where('channel', '=', 'email')
      .where('destination', '=', destination)
      .where('purpose', '=', input.purpose)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.consumed_at || row.attempts >= EMAIL_MAX_ATTEMPTS) return 'wrong' as const;
    if (row.expires_at <= at) return 'expired' as const;
    const stored = Buffer.from(row.code_hash, 'hex');
    if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
      await trx
        .updateTable('verification_codes')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id', '=', row.id)
        .execute();
      return 'wrong' as const;
    }
    await trx.updateTable('verification_codes').set({ consumed_at: at }).where('id', '=', row.id).execute();
    return 'ok' as const;
  });

  if (outcome === 'expired') throw new AppError('verification_code_expired');
  if (outcome === 'wrong') throw new AppError('verification_code_wrong');
}
