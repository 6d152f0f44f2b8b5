import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { sha256Hex } from '../../platform/tokens';
import { smsDestination } from '../member';
import { smsText } from './sms-text';

export type SmsPurpose = 'login' | 'register' | 'reset' | 'bind';

export const SMS_CODE_MINUTES = 5;
export const SMS_RESEND_SECONDS = 60;
export const SMS_HOURLY_LIMIT = 5;
export const SMS_MAX_ATTEMPTS = 5;

// One code sent by /verification/sms/noLogin serves both code sign-in and reset by phone, so the two
// purposes share a stored kind; a registration code, and a signed-in member's code to bind a number, are
// kept apart and open nothing else.
function storedKind(purpose: SmsPurpose): string {
  return purpose === 'register' || purpose === 'bind' ? purpose : 'nologin';
}

function codeHash(merchantId: number, destination: string, code: string): string {
  return sha256Hex(`${merchantId}:${destination}:${code}`);
}

/**
 * Sends a 6-digit code by SMS. The throttles (one a minute, five an hour per number, whatever the purpose)
 * are checked and the code written under a per-number advisory lock, so they hold across processes.
 * With `deliver: false` (a number that is no member's) everything happens alike except that no SMS goes
 * out and the stored hash is of a secret no 6-digit code matches: the caller cannot tell the difference.
 */
export async function sendSmsCode(
  deps: Deps,
  actor: Actor,
  input: { purpose: SmsPurpose; dialingCode: string; mobile: string; deliver?: boolean },
): Promise<{ expiredMinutes: number; resendSeconds: number }> {
  const { db, now, outbound } = deps;
  const { merchant } = actor;
  const destination = smsDestination(input.dialingCode, input.mobile);
  const deliver = input.deliver ?? true;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const stored = deliver ? code : randomBytes(16).toString('hex');
  const at = now();

  const id = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(7310003, hashtext(${`${merchant.id}:${destination}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('verification_codes')
      .select('created_at')
      .where('merchant_id', '=', merchant.id)
      .where('channel', '=', 'sms')
      .where('destination', '=', destination)
      .where('created_at', '>', new Date(at.getTime() - 60 * 60 * 1000))
      .orderBy('created_at', 'desc')
      .execute();
    const last = recent[0];
    if (last) {
      const waitMs = last.created_at.getTime() + SMS_RESEND_SECONDS * 1000 - at.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError('sms_too_soon', { seconds }, { seconds });
      }
    }
    if (recent.length >= SMS_HOURLY_LIMIT) throw new AppError('sms_hourly_limit');
    const row = await trx
      .insertInto('verification_codes')
      .values({
        merchant_id: merchant.id,
        channel: 'sms',
        purpose: storedKind(input.purpose),
        destination,
        code_hash: codeHash(merchant.id, destination, stored),
        expires_at: new Date(at.getTime() + SMS_CODE_MINUTES * 60 * 1000),
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });

  if (!deliver) return { expiredMinutes: SMS_CODE_MINUTES, resendSeconds: SMS_RESEND_SECONDS };
  try {
    await outbound.sms.send({
      merchantId: merchant.id,
      to: destination,
      body: smsText(actor.language, input.purpose, { brand: merchant.name, code, minutes: SMS_CODE_MINUTES }),
    });
  } catch (error) {
    // An undelivered code must not hold the number's minute: forget it so the visitor can ask again.
    await db.deleteFrom('verification_codes').where('id', '=', id).execute();
    throw error;
  }
  return { expiredMinutes: SMS_CODE_MINUTES, resendSeconds: SMS_RESEND_SECONDS };
}

/**
 * Checks a code against the newest one sent to the number for that purpose and uses it up when right.
 * A wrong try is counted (and kept: the count is committed before the refusal); the fifth kills the code.
 */
export async function consumeSmsCode(
  deps: Deps,
  actor: Actor,
  input: { purpose: SmsPurpose; dialingCode: string; mobile: string; code: string },
): Promise<void> {
  const { db, now } = deps;
  const { merchant } = actor;
  const destination = smsDestination(input.dialingCode, input.mobile);
  const at = now();
  const given = Buffer.from(codeHash(merchant.id, destination, input.code.trim()), 'hex');

  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
      .where('merchant_id', '=', merchant.id)
      .where('channel', '=', 'sms')
      .where('destination', '=', destination)
      .where('purpose', '=', storedKind(input.purpose))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.consumed_at || row.attempts >= SMS_MAX_ATTEMPTS) return 'wrong' as const;
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
