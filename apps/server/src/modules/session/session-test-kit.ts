// Test-only helpers for this module's integration tests (imported by *.test.ts, never by the app).
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../platform/passwords';
import type { TestApp } from '../../test/harness';
import { newClientKey, storeCaptcha } from './captcha-store';

export async function demoMerchantId(t: TestApp): Promise<number> {
  const row = await t.deps.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
  return row.id;
}

export async function makeMember(
  t: TestApp,
  input: {
    username: string;
    password: string;
    merchantId?: number;
    mobile?: string;
    dialingCode?: string;
    type?: number;
    status?: 'active' | 'locked' | 'frozen';
    mustChangePassword?: boolean;
    passwordChangedAt?: Date;
  },
): Promise<bigint> {
  const row = await t.deps.db
    .insertInto('members')
    .values({
      merchant_id: input.merchantId ?? (await demoMerchantId(t)),
      username: input.username,
      type: input.type ?? 0,
      status: input.status ?? 'active',
      password_hash: await hashPassword(input.password),
      must_change_password: input.mustChangePassword ?? false,
      password_changed_at: input.passwordChangedAt ?? t.deps.now(),
      mobile_num: input.mobile ?? null,
      country_dialing_code: input.mobile ? (input.dialingCode ?? '60') : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A captcha with a known answer for a new client; returns the cookie header that binds it. */
export async function knownCaptcha(t: TestApp, answer: string, merchantId?: number): Promise<string> {
  const clientKey = newClientKey();
  await storeCaptcha(t.deps.db, {
    merchantId: merchantId ?? (await demoMerchantId(t)),
    clientKey,
    answer,
    ip: null,
    now: t.deps.now(),
  });
  return `gcap=${clientKey}`;
}

export async function postLogin(
  t: TestApp,
  form: Record<string, unknown>,
  options: { ip?: string; cookie?: string; language?: 'ms' | 'en' | 'zh'; host?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: '/wps/session/login',
    payload: (await t.encrypt(form)) as object,
    remoteAddress: options.ip ?? '127.0.0.1',
    language: options.language,
    host: options.host,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

/** The newest code sent to a destination (E.164 without the plus), read from the dev outbox. */
export async function lastSmsCode(t: TestApp, destination: string): Promise<string> {
  const row = await t.deps.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('channel', '=', 'sms')
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in ${row.body}`);
  return code;
}

/**
 * Stops wall time inside the app's clock (the test clock still moves by advance()), so a one-second or
 * one-minute window cannot be crossed by a slow machine between two requests of a test.
 */
export function freezeWallClock(t: TestApp): void {
  const start = Date.now();
  t.deps.now = () => new Date(t.clock.now().getTime() - (Date.now() - start));
}
