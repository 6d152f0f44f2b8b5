import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { clientKeyOf, useCaptcha } from './captcha-store';

/**
 * Checks the caller's answer to the captcha its browser last fetched. Single use: any check, right or
 * wrong, spends the captcha, so an answer cannot be guessed twice against the same picture. `captchaCookie`
 * is the value of the browser's captcha cookie (CAPTCHA_COOKIE); `db` may be the caller's transaction.
 */
export async function verifyCaptcha(
  deps: Deps,
  actor: Actor,
  input: { answer: string | undefined; captchaCookie: string | undefined },
  db: Kysely<Database> = deps.db,
): Promise<void> {
  const given = input.answer?.trim() ?? '';
  if (!given) throw new AppError('captcha_required', { captcha: true });
  const clientKey = clientKeyOf(input.captchaCookie);
  if (!clientKey) throw new AppError('captcha_wrong', { captcha: true });
  const { now } = deps;
  const ok = await useCaptcha(db, { merchantId: actor.merchant.id, clientKey, answer: given, now: now() });
  if (!ok) throw new AppError('captcha_wrong', { captcha: true });
}
