import type { TLoginValue, ZLoginForm } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { LoginFailureReason } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { featureEnabled } from '../../platform/feature-modules';
import { unusablePasswordHash, verifyPassword } from '../../platform/passwords';
import { defaultDialingCode, memberByMobile, normalizeDialingCode, normalizeMobile } from './member-by-mobile';
import { consumeSmsCode } from './sms-codes';
import { startSession } from './start-session';
import { verifyCaptcha } from './verify-captcha';

type LoginForm = z.output<typeof ZLoginForm>;

/** A failed guess asks for a captcha on the next try, for that username and that address, this long. */
export const CAPTCHA_AFTER_FAILURE_MS = 30 * 60 * 1000;
/**
 * Policy: players are never locked out by failures (a lock would let anyone shut a player out by guessing
 * wrong in their name). Instead: a captcha after any failure, and this many wrong guesses per username or
 * per address in the window answer `rate_limited` until the window has moved on.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_MAX_FAILURES = 10;

const CAPTCHA_FLAG = { captcha: true } as const;

interface Attempt {
  name: string;
  ip: string | null;
  at: Date;
}

async function record(request: FastifyRequest, attempt: Attempt, reason: LoginFailureReason | null): Promise<void> {
  await request.server.deps.db
    .insertInto('login_attempts')
    .values({
      merchant_id: request.merchant.id,
      username: attempt.name,
      ip: attempt.ip,
      success: reason === null,
      reason,
      created_at: attempt.at,
    })
    .execute();
}

/** Wrong guesses (not refused captchas or throttled tries) since `since`, for the name and the address. */
async function recentFailures(request: FastifyRequest, attempt: Attempt, since: Date) {
  const { db } = request.server.deps;
  const base = db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', request.merchant.id)
    .where('success', '=', false)
    .where('reason', '=', 'wrong_credentials')
    .where('created_at', '>', since);
  const byName = await base.where((eb) => eb(eb.fn('lower', ['username']), '=', attempt.name)).executeTakeFirst();
  const byIp = attempt.ip ? await base.where('ip', '=', attempt.ip).executeTakeFirst() : undefined;
  return { byName: Number(byName?.n ?? 0), byIp: Number(byIp?.n ?? 0) };
}

async function checkCredentials(
  request: FastifyRequest,
  form: LoginForm,
  dialingCode: string,
): Promise<{ id: bigint; status: string } | null> {
  const { db } = request.server.deps;
  if (form.type === 'sms') {
    // The code first: a number that is no member's has no code that matches (or a stranger's one, see
    // request-sms-code.ts), so it is refused as a wrong code, exactly as a member's number would be.
    await consumeSmsCode(request, {
      purpose: 'login',
      dialingCode,
      mobile: form.username,
      code: form.password,
    });
    return (await memberByMobile(request, dialingCode, form.username)) ?? null;
  }
  const member = await db
    .selectFrom('members')
    .select(['id', 'status', 'password_hash'])
    .where('merchant_id', '=', request.merchant.id)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(form.username)])))
    .executeTakeFirst();
  // Hash against a hash no password matches when there is no such member, so timing tells nothing.
  const ok = await verifyPassword(form.password, member?.password_hash ?? unusablePasswordHash);
  return ok && member ? member : null;
}

/**
 * Signs a member in by username and password, or by mobile number and SMS code. Every try is recorded in
 * login_attempts, which carries the captcha requirement and the throttle across processes.
 */
export async function login(request: FastifyRequest, form: LoginForm): Promise<TLoginValue> {
  const { now } = request.server.deps;
  const viaSms = form.type === 'sms';
  if (viaSms && !(await featureEnabled(request, 'MOBILEVERCODELOGIN3'))) throw new AppError('feature_disabled');
  const dialingCode = viaSms
    ? normalizeDialingCode(form.countryDialingCode || defaultDialingCode(request.merchant))
    : '';
  const attempt: Attempt = {
    name: viaSms ? `+${dialingCode}${normalizeMobile(form.username)}` : form.username.toLowerCase(),
    ip: request.ip || null,
    at: now(),
  };

  const throttled = await recentFailures(request, attempt, new Date(attempt.at.getTime() - THROTTLE_WINDOW_MS));
  if (throttled.byName >= THROTTLE_MAX_FAILURES || throttled.byIp >= THROTTLE_MAX_FAILURES) {
    await record(request, attempt, 'throttled');
    throw new AppError('rate_limited', CAPTCHA_FLAG);
  }
  const failed = await recentFailures(request, attempt, new Date(attempt.at.getTime() - CAPTCHA_AFTER_FAILURE_MS));
  if (failed.byName > 0 || failed.byIp > 0) {
    try {
      await verifyCaptcha(request, form.captcha);
    } catch (error) {
      await record(request, attempt, 'captcha');
      throw error;
    }
  }

  let member: { id: bigint; status: string } | null;
  try {
    member = await checkCredentials(request, form, dialingCode);
  } catch (error) {
    // A wrong or stale SMS code is a wrong guess like a wrong password, with its own message.
    if (error instanceof AppError && error.code.startsWith('verification_code_')) {
      await record(request, attempt, 'wrong_credentials');
      throw new AppError(error.code, CAPTCHA_FLAG, error.params);
    }
    throw error;
  }
  if (!member) {
    await record(request, attempt, 'wrong_credentials');
    throw new AppError('wrong_credentials', CAPTCHA_FLAG);
  }
  // Told only after the right password, so a lock reveals nothing to someone guessing.
  if (member.status === 'locked') {
    await record(request, attempt, 'locked');
    throw new AppError('account_locked');
  }
  await record(request, attempt, null);
  return startSession(request, member.id, { viaSms, plainPassword: viaSms ? undefined : form.password });
}
