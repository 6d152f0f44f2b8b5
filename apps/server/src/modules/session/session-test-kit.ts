// Test-only helpers for this module's integration tests (imported by *.test.ts, never by the app).
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../platform/passwords';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { newClientKey, storeCaptcha } from './captcha-store';

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
      merchant_id: input.merchantId ?? (await merchantIdOf(t)),
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
    merchantId: merchantId ?? (await merchantIdOf(t)),
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

/**
 * Stops wall time inside the app's clock (the test clock still moves by advance()), so a one-second or
 * one-minute window cannot be crossed by a slow machine between two requests of a test.
 */
export function freezeWallClock(t: TestApp): void {
  const start = Date.now();
  const realNow = Date.now;
  // The test clock's offset, read with Date.now held still: reading the wall clock twice could straddle
  // a millisecond, and a throttle answer in whole seconds would then be one second off.
  const offset = () => {
    Date.now = () => start;
    try {
      return t.clock.now().getTime() - start;
    } finally {
      Date.now = realNow;
    }
  };
  t.deps.now = () => new Date(start + offset());
}
