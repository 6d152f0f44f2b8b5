import type { TLoginValue, ZLoginForm } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, LoginFailureReason } from '../../db/schema';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { featureOn } from '../../platform/feature-modules';
import { knownClient, recordKnownClient, signInClient } from '../../platform/known-clients';
import { unusablePasswordHash, verifyPassword } from '../../platform/passwords';
import { lockThrottleKey } from '../../platform/throttle';
import { defaultDialingCode, memberByMobile, memberForSignIn, normalizeDialingCode, normalizeMobile } from '../member';
import { consumeSmsCode } from './sms-codes';
import { startSession } from './start-session';
import { verifyCaptcha } from './verify-captcha';

type LoginForm = z.output<typeof ZLoginForm>;
type Db = Kysely<Database>;

/** A failed guess asks for a captcha on the next try, for that username and that address, this long. */
export const CAPTCHA_AFTER_FAILURE_MS = 30 * 60 * 1000;
/**
 * Policy (ADR 008): players are never locked out by failures (a lock would let anyone shut a player out
 * by guessing wrong in their name). Instead: a captcha after any failure, and this many wrong guesses per
 * username or per address in the window answer `sign_in_throttled` until the window has moved on. The
 * throttle on a username does not hold back a browser or an address that signed that member in before,
 * and the one on an address not a browser that did, so failures from elsewhere cannot keep a member out.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_MAX_FAILURES = 10;
/** The player site's device cookie: a browser that signed a member in before (platform/known-clients). */
export const MEMBER_DEVICE_COOKIE = 'gdev';
export const MEMBER_DEVICE_COOKIE_PATH = '/wps/session';

const CAPTCHA_FLAG = { captcha: true } as const;

interface Attempt {
  name: string;
  ip: string | null;
  at: Date;
}

/** Who the form names, found before the password is checked (for the known-client rule). */
interface NamedMember {
  id: bigint;
  status: string;
  password_hash?: string;
}

async function record(db: Db, actor: Actor, attempt: Attempt, reason: LoginFailureReason | null): Promise<bigint> {
  const row = await db
    .insertInto('login_attempts')
    .values({
      merchant_id: actor.merchant.id,
      username: attempt.name,
      ip: attempt.ip,
      success: reason === null,
      reason,
      created_at: attempt.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a try turned out to be once its credentials were checked (it was recorded as a guess). */
async function settle(deps: Deps, actor: Actor, id: bigint, reason: LoginFailureReason | null): Promise<void> {
  await deps.db
    .updateTable('login_attempts')
    .set({ success: reason === null, reason })
    .where('id', '=', id)
    .where('merchant_id', '=', actor.merchant.id)
    .execute();
}

/**
 * Wrong guesses (not refused captchas or throttled tries) since `since`, for the name or the address: how
 * many (at most `cap`), and when the `cap`-th newest was, which is what must leave the window.
 */
async function recentFailures(db: Db, actor: Actor, attempt: Attempt, since: Date, cap: number) {
  const base = db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('merchant_id', '=', actor.merchant.id)
    .where('success', '=', false)
    .where('reason', '=', 'wrong_credentials')
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(cap);
  const byName = await base.where((eb) => eb(eb.fn('lower', ['username']), '=', attempt.name)).execute();
  const byIp = attempt.ip ? await base.where('ip', '=', attempt.ip).execute() : [];
  const summary = (rows: { created_at: Date }[]) => ({ count: rows.length, capAt: rows[cap - 1]?.created_at ?? null });
  return { byName: summary(byName), byIp: summary(byIp) };
}

async function namedMember(
  deps: Deps,
  actor: Actor,
  form: LoginForm,
  dialingCode: string,
): Promise<NamedMember | undefined> {
  if (form.type === 'sms') return memberByMobile(deps.db, actor.merchant.id, dialingCode, form.username);
  return memberForSignIn(deps.db, actor.merchant.id, form.username);
}

/**
 * Lets a try through to the credentials, or refuses it: with `sign_in_throttled` when the name or the
 * address has failed too often lately, unless this client is one the member signed in from (a browser
 * lifts both limits, an address the name's); then with a captcha refusal when a recent failure asks for
 * one. Refusals are recorded but not counted as guesses. A try let through is recorded as a wrong guess
 * at once, under locks on its address and name, so a burst of parallel tries is counted as it comes (the
 * second already needs a captcha); `settle` says what it was once the credentials are checked.
 */
async function admit(
  deps: Deps,
  actor: Actor,
  form: LoginForm,
  captchaCookie: string | undefined,
  attempt: Attempt,
  known: { device: boolean; address: boolean },
): Promise<bigint> {
  const merchantId = actor.merchant.id;
  const gate = await deps.db.transaction().execute(async (trx) => {
    // Always the address first, then the name: one order for every try, so none deadlock.
    await lockThrottleKey(trx, { merchantId, scope: 'member_login:address', key: attempt.ip ?? 'unknown' });
    await lockThrottleKey(trx, { merchantId, scope: 'member_login:name', key: attempt.name });

    const window = new Date(attempt.at.getTime() - THROTTLE_WINDOW_MS);
    const failures = await recentFailures(trx, actor, attempt, window, THROTTLE_MAX_FAILURES);
    const holding = [
      ...(known.device || known.address ? [] : [failures.byName]),
      ...(known.device ? [] : [failures.byIp]),
    ].filter((f) => f.count >= THROTTLE_MAX_FAILURES && f.capAt);
    if (holding.length > 0) {
      const freeAt = Math.max(...holding.map((f) => (f.capAt as Date).getTime() + THROTTLE_WINDOW_MS));
      const seconds = Math.max(1, Math.ceil((freeAt - attempt.at.getTime()) / 1000));
      await record(trx, actor, attempt, 'throttled');
      const details = { ...CAPTCHA_FLAG, retryAfterSeconds: seconds };
      return { refusal: new AppError('sign_in_throttled', details, { minutes: Math.ceil(seconds / 60) }) };
    }

    const since = new Date(attempt.at.getTime() - CAPTCHA_AFTER_FAILURE_MS);
    const failed = await recentFailures(trx, actor, attempt, since, 1);
    if (failed.byName.count > 0 || failed.byIp.count > 0) {
      try {
        await verifyCaptcha(deps, actor, { answer: form.captcha, captchaCookie }, trx);
      } catch (error) {
        await record(trx, actor, attempt, 'captcha');
        return { refusal: error };
      }
    }
    return { id: await record(trx, actor, attempt, 'wrong_credentials') };
  });
  if ('refusal' in gate) throw gate.refusal;
  return gate.id;
}

async function checkCredentials(
  deps: Deps,
  actor: Actor,
  form: LoginForm,
  dialingCode: string,
  member: NamedMember | undefined,
): Promise<NamedMember | null> {
  if (form.type === 'sms') {
    // The code first: a number that is no member's has no code that matches (or a stranger's one, see
    // request-sms-code.ts), so it is refused as a wrong code, exactly as a member's number would be.
    await consumeSmsCode(deps, actor, {
      purpose: 'login',
      dialingCode,
      mobile: form.username,
      code: form.password,
    });
    return member ?? null;
  }
  // Hash against a hash no password matches when there is no such member, so timing tells nothing.
  const ok = await verifyPassword(form.password, member?.password_hash ?? unusablePasswordHash);
  return ok && member ? member : null;
}

/** The sign-in's answer, and the device key the route sets as the MEMBER_DEVICE_COOKIE (setDeviceCookie). */
export interface MemberSignedIn {
  value: TLoginValue;
  device: string;
}

/**
 * Signs a member in by username and password, or by mobile number and SMS code, in this order: the
 * throttle and the captcha (admit), the credentials, and only then a lock. Every try is recorded in
 * login_attempts, which carries the captcha requirement and the throttle across processes. A success
 * makes this browser (device cookie `gdev`) and address known for the member.
 */
export async function login(
  deps: Deps,
  actor: Actor,
  form: LoginForm,
  cookies: { device: string | undefined; captcha: string | undefined },
): Promise<MemberSignedIn> {
  const { db, now } = deps;
  const viaSms = form.type === 'sms';
  if (viaSms && !(await featureOn(db, actor.merchant.id, 'MOBILEVERCODELOGIN3')))
    throw new AppError('feature_disabled');
  const dialingCode = viaSms ? normalizeDialingCode(form.countryDialingCode || defaultDialingCode(actor.merchant)) : '';
  const attempt: Attempt = {
    name: viaSms ? `+${dialingCode}${normalizeMobile(form.username)}` : form.username.toLowerCase(),
    ip: actor.ip || null,
    at: now(),
  };
  const client = signInClient(cookies.device, actor.ip);
  const named = await namedMember(deps, actor, form, dialingCode);
  // Asked for a name that is no member's too (an id no row has), so both take the same path.
  const account = { merchantId: actor.merchant.id, accountType: 'member' as const, accountId: named?.id ?? 0n };
  const known = await knownClient(db, account, client, attempt.at);
  const attemptId = await admit(deps, actor, form, cookies.captcha, attempt, known);

  // From here the try stands recorded as a wrong guess until it proves otherwise.
  let member: NamedMember | null;
  try {
    member = await checkCredentials(deps, actor, form, dialingCode, named);
  } catch (error) {
    // A wrong or stale SMS code is a wrong guess like a wrong password, with its own message.
    if (error instanceof AppError && error.code.startsWith('verification_code_')) {
      throw new AppError(error.code, CAPTCHA_FLAG, error.params);
    }
    throw error;
  }
  if (!member) throw new AppError('wrong_credentials', CAPTCHA_FLAG);
  // Told only after the right password, so a lock reveals nothing to someone guessing.
  if (member.status === 'locked') {
    await settle(deps, actor, attemptId, 'locked');
    throw new AppError('account_locked');
  }
  await settle(deps, actor, attemptId, null);
  const value = await startSession(deps, actor, member.id, {
    viaSms,
    plainPassword: viaSms ? undefined : form.password,
  });
  const device = await recordKnownClient(db, { ...account, accountId: member.id }, client, attempt.at);
  return { value, device };
}
