import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { CAPTCHA_COOKIE, clientKeyOf, useCaptcha } from './captcha-store';

/**
 * Checks the caller's answer to the captcha its browser last fetched. Single use: any check, right or
 * wrong, spends the captcha, so an answer cannot be guessed twice against the same picture. `db` may be
 * the caller's transaction.
 */
export async function verifyCaptcha(
  request: FastifyRequest,
  answer: string | undefined,
  db: Kysely<Database> = request.server.deps.db,
): Promise<void> {
  const given = answer?.trim() ?? '';
  if (!given) throw new AppError('captcha_required', { captcha: true });
  const clientKey = clientKeyOf(request.cookies?.[CAPTCHA_COOKIE]);
  if (!clientKey) throw new AppError('captcha_wrong', { captcha: true });
  const { now } = request.server.deps;
  const ok = await useCaptcha(db, { merchantId: request.merchant.id, clientKey, answer: given, now: now() });
  if (!ok) throw new AppError('captcha_wrong', { captcha: true });
}
