import type { FeatureModuleId, Language, RegisterField } from '@gemilang/contract';
import type { LightMyRequestResponse } from 'fastify';
import { hashToken, newToken } from '../../platform/tokens';
import { merchantIdOf, updateMerchant } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { CAPTCHA_COOKIE, newClientKey, storeCaptcha } from '../session/captcha-store';

/**
 * Test helpers for the member module: the same steps a browser takes (a captcha it can read, an SMS it
 * receives, an encrypted body), done through the store functions rather than any test-only HTTP hook.
 */

export const CAPTCHA_ANSWER = '4821';

export async function setRule(
  t: TestApp,
  field: RegisterField,
  patch: Partial<{
    enabled: boolean;
    required: boolean;
    min_length: number;
    max_length: number;
    pattern_id: number;
    accepted_pattern: string;
  }>,
  code = 'demo',
): Promise<void> {
  await t.deps.db
    .updateTable('register_settings')
    .set(patch)
    .where('merchant_id', '=', await merchantIdOf(t, code))
    .where('field', '=', field)
    .execute();
}

export async function setFeature(t: TestApp, modId: FeatureModuleId, enabled: boolean, code = 'demo') {
  await t.deps.db
    .updateTable('feature_modules')
    .set({ enabled })
    .where('merchant_id', '=', await merchantIdOf(t, code))
    .where('mod_id', '=', modId)
    .execute();
}

export async function setMinAge(t: TestApp, minAge: number, code = 'demo') {
  await updateMerchant(t, await merchantIdOf(t, code), { min_age: minAge });
}

/** A captcha the browser holding the returned cookie has been shown, with a known answer. */
export async function captchaCookie(t: TestApp, code = 'demo'): Promise<string> {
  const clientKey = newClientKey();
  await storeCaptcha(t.deps.db, {
    merchantId: await merchantIdOf(t, code),
    clientKey,
    answer: CAPTCHA_ANSWER,
    ip: null,
    now: t.clock.now(),
  });
  return `${CAPTCHA_COOKIE}=${clientKey}`;
}

export interface CallOptions {
  host?: string;
  language?: Language;
  token?: string;
  /** Send the captcha cookie and answer (default true). */
  captcha?: boolean;
  /** The caller's address (default the injector's 127.0.0.1). */
  remoteAddress?: string;
}

export function uniqueName(prefix = 'u'): string {
  return `${prefix}${Math.random().toString(36).slice(2, 10)}`.slice(0, 14);
}

/** A registration that passes the demo brand's default rules. */
export function validRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: uniqueName(),
    password: 'abc12345',
    confirmPassword: 'abc12345',
    agreeTerms: true,
    login: true,
    ...overrides,
  };
}

export async function encryptedCall(
  t: TestApp,
  method: 'PUT' | 'POST',
  url: string,
  payload: Record<string, unknown>,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const withCaptcha = options.captcha !== false;
  const cookie = withCaptcha ? await captchaCookie(t, options.host === 'other.test' ? 'other' : 'demo') : undefined;
  const body = withCaptcha && payload.captcha === undefined ? { ...payload, captcha: CAPTCHA_ANSWER } : payload;
  return t.call({
    method,
    url,
    payload: (await t.encrypt(body)) as Record<string, unknown>,
    host: options.host,
    language: options.language,
    token: options.token,
    remoteAddress: options.remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

export function register(t: TestApp, payload: Record<string, unknown>, options: CallOptions = {}) {
  return encryptedCall(t, 'PUT', '/wps/member/register', payload, options);
}

export function registerMobile(t: TestApp, payload: Record<string, unknown>, options: CallOptions = {}) {
  return encryptedCall(t, 'PUT', '/wps/member/register/mobile', payload, options);
}

export async function memberRow(t: TestApp, username: string, code = 'demo') {
  return t.deps.db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', await merchantIdOf(t, code))
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

/** A session token for an existing member, as a sign-in would have given. */
export async function tokenFor(t: TestApp, username: string, code = 'demo'): Promise<string> {
  const member = await memberRow(t, username, code);
  const token = newToken();
  await t.deps.db
    .insertInto('member_sessions')
    .values({
      merchant_id: member.merchant_id,
      member_id: member.id,
      token_hash: hashToken(token),
      expires_at: new Date(t.clock.now().getTime() + 60 * 60 * 1000),
    })
    .execute();
  return token;
}
