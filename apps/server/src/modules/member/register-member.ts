import { randomBytes } from 'node:crypto';
import {
  type FieldRule,
  matchesPattern,
  type RegisterField,
  registerFields,
  type TFieldIssue,
  type TLoginValue,
  type ZRegistration,
} from '@gemilang/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { uniqueViolation } from '../../platform/database-errors';
import { featureOn } from '../../platform/feature-modules';
import { fieldMessage } from '../../platform/messages';
import { hashPassword } from '../../platform/passwords';
import { takeAllowance } from '../../platform/throttle';
import type { SignInSteps } from '../session';
import { affiliateAgent } from './affiliate-agent';
import { ageOn, dayIn } from './age';
import { defaultDialingCode, memberByMobile, normalizeDialingCode, normalizeMobile } from './member-by-mobile';
import { newReferralCode } from './random-codes';
import { type FieldRules, fieldIssue, loadFieldRules, mandatory } from './register-rules';

export type Registration = z.output<typeof ZRegistration>;
export type RegisterMode = 'username' | 'mobile';

/** Profile answers kept in members.profile (no column of their own). */
const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const;

interface Flow {
  mode: RegisterMode;
  /** Mobile sign-up with REGMOBVERF3: the SMS code proves the number. */
  smsCode: boolean;
  /** False for a mobile sign-up without MOBILENUMPASSREG3: the member signs in by SMS code only. */
  withPassword: boolean;
}

async function flowFor(deps: Deps, actor: Actor, mode: RegisterMode): Promise<Flow> {
  if (mode === 'username') {
    if (!(await featureOn(deps.db, actor.merchant.id, 'USERNAMEREG3'))) throw new AppError('feature_disabled');
    return { mode, smsCode: false, withPassword: true };
  }
  if (!(await featureOn(deps.db, actor.merchant.id, 'MOBILENUMREG3'))) throw new AppError('feature_disabled');
  return {
    mode,
    smsCode: await featureOn(deps.db, actor.merchant.id, 'REGMOBVERF3'),
    withPassword: await featureOn(deps.db, actor.merchant.id, 'MOBILENUMPASSREG3'),
  };
}

/** The rule each field is held to in this flow: the operator's, except where the flow cannot do without it. */
function effectiveRules(rules: FieldRules, flow: Flow): Partial<Record<RegisterField, FieldRule>> {
  const out: Partial<Record<RegisterField, FieldRule>> = { ...rules };
  if (flow.mode === 'username') out.username = mandatory(rules.username);
  // The mobile number is the account of a mobile sign-up; a username typed there means nothing.
  else delete out.username;
  if (flow.withPassword) out.password = mandatory(rules.password);
  else delete out.password;
  if (flow.mode === 'mobile') out.mobileNum = mandatory(rules.mobileNum);
  // The payment password is required whenever it is shown; so is a shown captcha.
  if (rules.paymentPassword.enabled) out.paymentPassword = mandatory(rules.paymentPassword);
  if (rules.captcha.enabled) out.captcha = mandatory(rules.captcha);
  return out;
}

function brandDialingCodes(actor: Actor): string[] {
  const countries = (actor.merchant.settings as { countries?: { countryDialingCode?: unknown }[] }).countries;
  if (!Array.isArray(countries)) return [];
  return countries
    .map((c) => (typeof c?.countryDialingCode === 'string' ? normalizeDialingCode(c.countryDialingCode) : ''))
    .filter((c) => c !== '');
}

interface Checked {
  /** Only the values of fields shown on this brand's form; a hidden field's value is dropped. */
  value: (field: RegisterField) => string | undefined;
  dialingCode: string | null;
  mobile: string | null;
}

/** Every field checked at once, so the visitor sees all that is wrong in one answer (400 invalid_input). */
function checkFields(actor: Actor, body: Registration, rules: ReturnType<typeof effectiveRules>, flow: Flow) {
  const issues: TFieldIssue[] = [];
  const add = (issue: TFieldIssue | null) => {
    if (issue) issues.push(issue);
  };
  const required = (field: string) => ({
    field,
    reason: 'required',
    message: fieldMessage('required', actor.language),
  });

  for (const field of registerFields) {
    const rule = rules[field];
    if (rule) add(fieldIssue(actor, field, rule, body[field]));
  }
  if (rules.password && !body.confirmPassword) add(required('confirmPassword'));
  if (flow.smsCode && !body.verificationCode) add(required('verificationCode'));

  const shown = (field: RegisterField) => rules[field]?.enabled === true;
  const text = (field: RegisterField) => {
    const raw = body[field];
    if (!shown(field) || raw === undefined) return undefined;
    // Passwords are kept exactly as typed; everything else as trimmed (zod trimmed it already).
    return raw === '' ? undefined : raw;
  };

  let dialingCode: string | null = null;
  let mobile: string | null = null;
  const rawMobile = text('mobileNum');
  if (rawMobile) {
    dialingCode = normalizeDialingCode(body.countryDialingCode ?? defaultDialingCode(actor.merchant));
    const offered = brandDialingCodes(actor);
    if (!/^\d{1,4}$/.test(dialingCode) || (offered.length > 0 && !offered.includes(dialingCode))) {
      add({ field: 'countryDialingCode', reason: 'invalid', message: fieldMessage('invalid', actor.language) });
    }
    mobile = normalizeMobile(rawMobile);
  }
  if (body.birthday && !matchesPattern(11, body.birthday)) {
    add({ field: 'birthday', reason: 'invalid', message: fieldMessage('invalid', actor.language) });
  }
  if (issues.length > 0) throw new AppError('invalid_input', issues);
  return { value: text, dialingCode, mobile } satisfies Checked;
}

async function referrerId(deps: Deps, actor: Actor, code: string | undefined): Promise<bigint | null> {
  if (!code) return null;
  const row = await deps.db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', actor.merchant.id)
    .where('referral_code', '=', code.toUpperCase())
    .executeTakeFirst();
  if (!row) throw new AppError('referral_code_error');
  return row.id;
}

async function usernameTaken(deps: Deps, actor: Actor, username: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', actor.merchant.id)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Registers a member by username or by mobile number. Checks run cheapest first and the
 * captcha before anything that reads other members, so nothing can be probed without solving one; the
 * unique indexes settle races (two visitors taking one name at once: one member, one 409). The captcha, the
 * SMS code and the session opened at the end are the session module's steps (`signIn`).
 */
export async function registerMember(
  deps: Deps,
  actor: Actor,
  body: Registration,
  mode: RegisterMode,
  signIn: SignInSteps,
  /** The captcha cookie's value, which routes.ts reads by the name signIn carries. */
  captchaCookie: string | undefined,
): Promise<{ account: string; session: TLoginValue | null }> {
  const { db, now } = deps;
  const merchant = actor.merchant;
  const flow = await flowFor(deps, actor, mode);
  const rules = effectiveRules(await loadFieldRules(deps, actor), flow);
  const checked = checkFields(actor, body, rules, flow);

  const password = flow.withPassword ? (body.password ?? '') : null;
  if (password !== null && password !== body.confirmPassword) throw new AppError('passwords_mismatch');
  if (body.birthday && ageOn(body.birthday, dayIn(merchant.timeZone, now())) < merchant.minAge) {
    throw new AppError('under_age', { age: merchant.minAge }, { age: merchant.minAge });
  }
  if (rules.captcha?.enabled)
    await signIn.verifyCaptcha(deps, actor, {
      answer: body.captcha,
      captchaCookie,
    });

  const affiliateCode = checked.value('affiliateCode');
  const upline = affiliateCode ? await affiliateAgent(deps, actor, affiliateCode) : null;
  if (affiliateCode && !upline) throw new AppError('invitation_code_error');
  const referredBy = await referrerId(deps, actor, body.referralCode);

  const username =
    flow.mode === 'mobile' ? `${checked.dialingCode}${checked.mobile}` : (checked.value('username') as string);
  const takenCode = flow.mode === 'mobile' ? 'mobile_taken' : 'username_taken';
  if (await usernameTaken(deps, actor, username)) throw new AppError(takenCode);
  if (checked.mobile && (await memberByMobile(db, merchant.id, checked.dialingCode ?? '', checked.mobile))) {
    throw new AppError('mobile_taken');
  }
  // Accounts one address may open in an hour, counted once the registration is otherwise good, before its
  // SMS code is used up and before the costly hash: one client cannot mint accounts by the hundred,
  // whatever captchas it solves.
  const byAddress = await takeAllowance(
    db,
    { merchantId: merchant.id, scope: 'register:address', key: actor.ip || 'unknown' },
    deps.config.REGISTRATIONS_PER_ADDRESS_HOURLY,
    60 * 60 * 1000,
    now(),
  );
  if (!byAddress.allowed) throw new AppError('rate_limited', { retryAfterSeconds: byAddress.retryAfterSeconds });

  if (flow.smsCode) {
    await signIn.consumeSmsCode(deps, actor, {
      purpose: 'register',
      dialingCode: checked.dialingCode ?? '',
      mobile: checked.mobile ?? '',
      code: body.verificationCode ?? '',
    });
  }

  // Without MOBILENUMPASSREG3 nobody knows the password: the member signs in by SMS code.
  const passwordHash = await hashPassword(password ?? randomBytes(32).toString('base64url'));
  const paymentPassword = checked.value('paymentPassword');
  const paymentPasswordHash = paymentPassword ? await hashPassword(paymentPassword) : null;
  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = checked.value(field);
    if (value) profile[field] = value;
  }
  const at = now();
  const ip = actor.ip || null;

  const insert = () =>
    db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: bigint }>`SELECT nextval('members_id_seq') AS id`.execute(trx);
      const id = BigInt((rows[0] as { id: bigint }).id);
      await trx
        .insertInto('members')
        .values({
          id,
          merchant_id: merchant.id,
          username,
          type: 0,
          upline_id: upline?.id ?? null,
          // Teams (ADR 033): the agent's path plus our own id, so a prefix finds the whole downline.
          ancestor_path: `${upline?.ancestorPath ?? '/'}${id}/`,
          password_hash: passwordHash,
          password_changed_at: at,
          payment_password_hash: paymentPasswordHash,
          payee_name: checked.value('payeeName') ?? '',
          email: checked.value('email') ?? null,
          mobile_num: checked.mobile,
          country_dialing_code: checked.mobile ? checked.dialingCode : null,
          // The SMS code just consumed proved the number.
          mobile_verified_at: checked.mobile && flow.smsCode ? at : null,
          birthday: body.birthday ?? null,
          profile: JSON.stringify(profile),
          referral_code: newReferralCode(),
          referred_by: referredBy,
          register_ip: ip,
          register_url: body.registerUrl ?? null,
          register_method: body.registerMethod,
          register_domain: actor.host || null,
          created_at: at,
        })
        .execute();
      await audit(trx, {
        merchantId: merchant.id,
        actorType: 'member',
        actorId: id,
        actorName: username,
        action: 'member.registered',
        targetType: 'member',
        targetId: id.toString(),
        detail: { mode, upline: upline?.username ?? null, referredBy: referredBy?.toString() ?? null },
        ip,
      });
      return id;
    });

  let memberId: bigint | null = null;
  for (let attempt = 0; memberId === null; attempt++) {
    try {
      memberId = await insert();
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === null) throw error;
      // A fresh referral code clashing is a one-in-billions draw: draw again rather than fail.
      if (index === 'members_referral_code' && attempt < 3) continue;
      if (index === 'members_mobile') throw new AppError('mobile_taken');
      throw new AppError(takenCode);
    }
  }

  if (!body.login) return { account: username, session: null };
  const session = await signIn.startSession(
    deps,
    actor,
    memberId,
    password === null ? { viaSms: true } : { plainPassword: password },
  );
  return { account: username, session };
}
