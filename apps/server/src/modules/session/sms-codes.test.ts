import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/errors.json' with { type: 'json' };
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { forgetMerchants, loadMerchantById } from '../../platform/merchant';
import { lastSmsCode, merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMerchant } from '../system/create-merchant';
import { CODE_REQUESTS_PER_ADDRESS_HOURLY } from './request-sms-code';
import { freezeWallClock, knownCaptcha, makeMember, postLogin } from './session-test-kit';
import { consumeSmsCode, SMS_HOURLY_LIMIT, SMS_MAX_ATTEMPTS } from './sms-codes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  freezeWallClock(t);
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;

// Each request comes from its own address unless a test is about addresses, so the limit per address
// does not get in the way of the tests of the limits per number.
let addresses = 0;
const freshAddress = () => `10.250.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

function askLoginCode(
  mobileNum: string,
  options: { language?: 'ms' | 'en' | 'zh'; host?: string; dial?: string; ip?: string } = {},
) {
  return t.call({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { mobileNum, countryDialingCode: options.dial ?? '60' },
    language: options.language,
    host: options.host,
    remoteAddress: options.ip ?? freshAddress(),
  });
}

function askRegisterCode(mobileNo: string, language?: 'ms' | 'en' | 'zh', ip?: string) {
  return t.call({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { mobileNo, countryDialingCode: '+60' },
    language,
    remoteAddress: ip ?? freshAddress(),
  });
}

async function outboxTo(destination: string, merchantId?: number) {
  let query = t.deps.db.selectFrom('outbox_messages').select('body').where('destination', '=', destination);
  if (merchantId !== undefined) query = query.where('merchant_id', '=', merchantId);
  return query.execute();
}

async function setFeature(modId: string, enabled: boolean) {
  await t.deps.db
    .updateTable('feature_modules')
    .set({ enabled })
    .where('merchant_id', '=', await merchantIdOf(t))
    .where('mod_id', '=', modId)
    .execute();
}

async function codeRows(destination: string) {
  return t.deps.db
    .selectFrom('verification_codes')
    .selectAll()
    .where('destination', '=', destination)
    .orderBy('id')
    .execute();
}

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a 6-digit code in the caller language to a member number, keeping only its hash', async () => {
    await makeMember(t, { username: 'phone1', password: 'pass-phone-1', mobile: '0123450001' });
    const res = await askLoginCode('0123450001', { language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5, resendSeconds: 60 } });
    const message = await t.deps.db
      .selectFrom('outbox_messages')
      .select(['body', 'destination'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.destination).toBe('60123450001');
    expect(message.body).toMatch(/^\[Gemilang\] Your sign-in code is \d{6}\. Valid for 5 minutes\./);
    const code = await lastSmsCode(t, '60123450001');
    const rows = await codeRows('60123450001');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(5 * MINUTE);
  });

  it('writes the SMS in Malay by default and in Chinese when asked', async () => {
    await makeMember(t, { username: 'phone2', password: 'pass-phone-2', mobile: '123450002' });
    await askLoginCode('123450002');
    const ms = await t.deps.db
      .selectFrom('outbox_messages')
      .select('body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(ms.body).toContain('Kod log masuk anda ialah');
    t.clock.advance(61 * 1000);
    await askLoginCode('123450002', { language: 'zh' });
    const zh = await t.deps.db
      .selectFrom('outbox_messages')
      .select('body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(zh.body).toContain('您的登录验证码是');
  });

  it("answers a number that is no member's exactly as a member's, sends it nothing, and throttles it alike", async () => {
    await makeMember(t, { username: 'phone9', password: 'pass-phone-9', mobile: '123450009' });
    const member = await askLoginCode('123450009', { language: 'en' });
    const stranger = await askLoginCode('129999999', { language: 'en' });
    expect(member.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual(member.json());
    expect(await outboxTo('60123450009')).toHaveLength(1);
    expect(await outboxTo('60129999999')).toHaveLength(0);

    // Asked again within the minute, both are told to wait, alike.
    t.clock.advance(20 * 1000);
    const memberAgain = await askLoginCode('123450009', { language: 'en' });
    const strangerAgain = await askLoginCode('129999999', { language: 'en' });
    expect(memberAgain.json().code).toBe('sms_too_soon');
    expect(strangerAgain.statusCode).toBe(memberAgain.statusCode);
    expect(strangerAgain.json()).toEqual(memberAgain.json());

    // A code sign-in with either number and a wrong code is refused alike.
    const code = await lastSmsCode(t, '60123450009');
    const wrong = code === '000000' ? '111111' : '000000';
    const asMember = await postLogin(t, { type: 'sms', username: '123450009', password: wrong }, { ip: '10.7.9.1' });
    const asStranger = await postLogin(t, { type: 'sms', username: '129999999', password: wrong }, { ip: '10.7.9.2' });
    expect(asMember.json().code).toBe('verification_code_wrong');
    expect(asStranger.statusCode).toBe(asMember.statusCode);
    expect(asStranger.json()).toEqual(asMember.json());
  });

  it('refuses bad input with invalid_input', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '12ab', countryDialingCode: '60' },
      language: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_input',
      details: [{ field: 'mobileNum', reason: 'pattern', message: en.field.pattern }],
    });
  });

  it('sends one code a minute and five an hour per number', async () => {
    await makeMember(t, { username: 'phone3', password: 'pass-phone-3', mobile: '123450003' });
    expect((await askLoginCode('123450003')).statusCode).toBe(200);
    t.clock.advance(20 * 1000);
    const soon = await askLoginCode('123450003', { language: 'en' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      code: 'sms_too_soon',
      message: en.sms_too_soon.replace('{{seconds}}', '40'),
      details: { seconds: 40 },
    });
    for (let i = 1; i < SMS_HOURLY_LIMIT; i++) {
      t.clock.advance(61 * 1000);
      expect((await askLoginCode('123450003')).statusCode).toBe(200);
    }
    t.clock.advance(61 * 1000);
    const capped = await askLoginCode('123450003');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('sms_hourly_limit');
    expect(await codeRows('60123450003')).toHaveLength(SMS_HOURLY_LIMIT);
    t.clock.advance(60 * MINUTE);
    expect((await askLoginCode('123450003')).statusCode).toBe(200);
  });

  it('holds the minute limit when requests race (the lock is in the database)', async () => {
    await makeMember(t, { username: 'phone5', password: 'pass-phone-5', mobile: '123450005' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => askLoginCode('123450005')));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await codeRows('60123450005')).toHaveLength(1);
  });

  it('keeps brands apart: another brand does not know the number and sends it nothing', async () => {
    const otherId = await createMerchant(t.deps, { code: 'other', name: 'Other', hosts: ['other.test'] });
    forgetMerchants(t.deps.db);
    const res = await askLoginCode('0123450001', { host: 'other.test' });
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5, resendSeconds: 60 } });
    expect(await outboxTo('60123450001', otherId)).toHaveLength(0);
  });

  it('throttles code requests by address, in the database, whatever the numbers and whoever owns them', async () => {
    const ip = '10.9.0.1';
    await makeMember(t, { username: 'phone10', password: 'pass-phone-10', mobile: '123450010' });
    const numbers = Array.from({ length: CODE_REQUESTS_PER_ADDRESS_HOURLY }, (_, i) =>
      i === 0 ? '123450010' : `1398${String(i).padStart(5, '0')}`,
    );
    for (const number of numbers) expect((await askLoginCode(number, { ip })).statusCode).toBe(200);

    const over = await askLoginCode('139900001', { ip, language: 'en' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: 3600 } });
    // The same allowance covers registration codes, and the member's own number gets no pass.
    expect((await askRegisterCode('139900002', 'en', ip)).json().code).toBe('rate_limited');
    t.clock.advance(2 * MINUTE);
    expect((await askLoginCode('123450010', { ip })).json().code).toBe('rate_limited');
    // Another address is not held back; the first gets its allowance back as the hour moves on.
    expect((await askLoginCode('139900003', { ip: '10.9.0.2' })).statusCode).toBe(200);
    t.clock.advance(59 * MINUTE);
    expect((await askLoginCode('139900004', { ip })).statusCode).toBe(200);
  });

  it('holds the address limit when requests race', async () => {
    const ip = '10.9.1.1';
    const answers = await Promise.all(
      Array.from({ length: CODE_REQUESTS_PER_ADDRESS_HOURLY + 3 }, (_, i) =>
        askLoginCode(`1397${String(i).padStart(5, '0')}`, { ip }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODE_REQUESTS_PER_ADDRESS_HOURLY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('sends a registration code to a new number', async () => {
    const res = await askRegisterCode('123460001', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ expiredMinutes: 5, resendSeconds: 60 });
    const body = (
      await t.deps.db.selectFrom('outbox_messages').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).body;
    expect(body).toContain('Your registration code is');
  });

  it('refuses a number already registered with mobile_taken', async () => {
    await makeMember(t, { username: 'phone4', password: 'pass-phone-4', mobile: '123460002' });
    const res = await askRegisterCode('0123460002');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('mobile_taken');
  });

  it('refuses when neither mobile registration feature is on', async () => {
    await setFeature('REGMOBVERF3', false);
    await setFeature('MOBILENUMREG3', false);
    const res = await askRegisterCode('123460003');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('feature_disabled');
    await setFeature('MOBILENUMREG3', true);
    expect((await askRegisterCode('123460003')).statusCode).toBe(200);
    await setFeature('REGMOBVERF3', true);
  });
});

describe('POST /wps/session/login (type sms)', () => {
  it('signs in with the code, the default dialling code, and never asks for a password change', async () => {
    await makeMember(t, { username: 'smsuser1', password: '123456', mobile: '123470001', mustChangePassword: true });
    await askLoginCode('123470001');
    const code = await lastSmsCode(t, '60123470001');
    const res = await postLogin(t, { type: 'sms', username: '0123470001', password: code }, { ip: '10.7.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ account: 'smsuser1', firstTimeLogin: false, passwordExpired: false });
    // Used up: the same code does not open a second session.
    const again = await postLogin(
      t,
      { type: 'sms', username: '123470001', password: code, countryDialingCode: '+60' },
      { ip: '10.7.0.2' },
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'verification_code_wrong', details: { captcha: true } });
  });

  it('kills a code after five wrong tries', async () => {
    await makeMember(t, { username: 'smsuser2', password: 'pass-sms-2', mobile: '123470002' });
    await askLoginCode('123470002');
    const code = await lastSmsCode(t, '60123470002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      const cookie = await knownCaptcha(t, '9090');
      const res = await postLogin(
        t,
        { type: 'sms', username: '123470002', password: wrong, captcha: '9090' },
        { ip: `10.7.1.${i + 1}`, cookie },
      );
      expect(res.json().code).toBe('verification_code_wrong');
    }
    const rows = await codeRows('60123470002');
    expect(rows[0]?.attempts).toBe(SMS_MAX_ATTEMPTS);
    const cookie = await knownCaptcha(t, '9090');
    const right = await postLogin(
      t,
      { type: 'sms', username: '123470002', password: code, captcha: '9090' },
      { ip: '10.7.1.99', cookie },
    );
    expect(right.json().code).toBe('verification_code_wrong');
  });

  it('refuses an expired code with verification_code_expired', async () => {
    await makeMember(t, { username: 'smsuser3', password: 'pass-sms-3', mobile: '123470003' });
    await askLoginCode('123470003');
    const code = await lastSmsCode(t, '60123470003');
    t.clock.advance(5 * MINUTE + 1000);
    const res = await postLogin(
      t,
      { type: 'sms', username: '123470003', password: code },
      { ip: '10.7.2.1', language: 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'verification_code_expired',
      message: en.verification_code_expired,
    });
  });

  it('does not take a registration code for sign-in', async () => {
    await askRegisterCode('123470004');
    const code = await lastSmsCode(t, '60123470004');
    await makeMember(t, { username: 'smsuser4', password: 'pass-sms-4', mobile: '123470004' });
    const res = await postLogin(t, { type: 'sms', username: '123470004', password: code }, { ip: '10.7.3.1' });
    expect(res.json().code).toBe('verification_code_wrong');
  });

  it('refuses an unknown number as a wrong code, so a sign-in does not tell which numbers are members', async () => {
    const res = await postLogin(t, { type: 'sms', username: '123479999', password: '123456' }, { ip: '10.7.4.1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'verification_code_wrong', details: { captcha: true } });
  });

  it('refuses code sign-in when MOBILEVERCODELOGIN3 is off', async () => {
    await setFeature('MOBILEVERCODELOGIN3', false);
    const res = await postLogin(t, { type: 'sms', username: '123470001', password: '123456' }, { ip: '10.7.5.1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('feature_disabled');
    await setFeature('MOBILEVERCODELOGIN3', true);
  });
});

describe('consumeSmsCode', () => {
  it('takes a code sent for sign-in as proof for a reset by phone, once', async () => {
    await makeMember(t, { username: 'resetuser', password: 'pass-reset', mobile: '123480001' });
    await askLoginCode('123480001');
    const code = await lastSmsCode(t, '60123480001');
    const merchant = await loadMerchantById(t.deps.db, await merchantIdOf(t));
    const actor = { merchant, language: 'en' } as unknown as Actor;
    const input = { purpose: 'reset' as const, dialingCode: '+60', mobile: '0123480001', code };
    await expect(consumeSmsCode(t.deps, actor, input)).resolves.toBeUndefined();
    await expect(consumeSmsCode(t.deps, actor, input)).rejects.toEqual(new AppError('verification_code_wrong'));
  });
});
