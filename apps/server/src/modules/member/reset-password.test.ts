import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from '../../db/create-merchant';
import { verifyPassword } from '../../platform/passwords';
import { lastSmsCode, merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { encryptedCall, memberRow, setFeature, tokenFor } from './member-test-kit';
import { EMAIL_RESET_PER_ADDRESS_HOURLY } from './reset-password-by-email';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createMerchant(t.deps, { code: 'other', name: 'Other Brand', hosts: ['other.test'] });
  await t.deps.db
    .updateTable('members')
    .set({ mobile_num: '123450001', country_dialing_code: '60', email: 'Demo.Player@Example.com' })
    .where('username', '=', 'demo')
    .execute();
});
afterAll(() => t.close());

const info = (token: string) => t.call({ method: 'GET', url: '/wps/member/info', token });

async function askResetCode(mobileNum: string) {
  // A minute between codes to one number (the session module's throttle).
  t.clock.advance(61_000);
  const res = await t.call({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { mobileNum, countryDialingCode: '60' },
  });
  expect(res.statusCode).toBe(200);
  return lastSmsCode(t, `60${mobileNum.replace(/^0+/, '')}`);
}

const resetByPhone = (payload: Record<string, unknown>, language?: 'en') =>
  encryptedCall(t, 'POST', '/wps/member/password/verification', payload, { captcha: false, language });

describe('POST /wps/member/password/verification', () => {
  it('sets the new password with the SMS code, ends old sessions and signs the member in', async () => {
    const old = await tokenFor(t, 'demo');
    const code = await askResetCode('0123450001');
    const res = await resetByPhone({ newPassword: 'phone777', mobileNum: '0123450001', verificationCode: code });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ account: 'demo', merchant: 'demo', isAgent: 0, firstTimeLogin: false });
    expect((await info(value.token)).statusCode).toBe(200);
    expect((await info(old)).statusCode).toBe(401);
    const row = await memberRow(t, 'demo');
    expect(await verifyPassword('phone777', row.password_hash)).toBe(true);
    const entry = await t.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'member.password_reset_by_phone')
      .where('target_id', '=', row.id.toString())
      .executeTakeFirst();
    expect(entry).toBeDefined();
    // The code is spent.
    const again = await resetByPhone({ newPassword: 'phone888', mobileNum: '0123450001', verificationCode: code });
    expect(again.json().code).toBe('verification_code_wrong');
  });

  it('refuses a wrong code, and a password that breaks the rule without spending the code', async () => {
    const code = await askResetCode('123450001');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await resetByPhone(
      { newPassword: 'phone999', mobileNum: '123450001', verificationCode: wrongCode },
      'en',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'verification_code_wrong', message: 'Invalid verification code.' });

    const short = await resetByPhone({ newPassword: 'a1', mobileNum: '123450001', verificationCode: code }, 'en');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'password_rule', message: 'The password must be 6 - 20 characters.' });

    const ok = await resetByPhone({ newPassword: 'phone999', mobileNum: '123450001', verificationCode: code });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await askResetCode('123450001');
    t.clock.advance(6 * 60_000);
    const res = await resetByPhone({ newPassword: 'phone555', mobileNum: '123450001', verificationCode: code });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('verification_code_expired');
  });

  it('is closed when CHNGPASSVERIF3 is off', async () => {
    await setFeature(t, 'CHNGPASSVERIF3', false);
    const res = await resetByPhone({ newPassword: 'phone777', mobileNum: '123450001', verificationCode: '123456' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('feature_disabled');
    await setFeature(t, 'CHNGPASSVERIF3', true);
  });

  it('refuses a plain body, missing fields and oversized values with 400', async () => {
    const plain = await t.call({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: { newPassword: 'phone777', mobileNum: '123450001', verificationCode: '123456' },
    });
    expect(plain.json().code).toBe('encryption_required');
    const missing = await resetByPhone({ newPassword: 'phone777' });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['mobileNum', 'verificationCode']);
    const long = await resetByPhone({ newPassword: 'phone777', mobileNum: '1'.repeat(50), verificationCode: '1' });
    expect(long.statusCode).toBe(400);
  });
});

// Each request from its own address unless a test is about addresses (they have their own limit).
let addresses = 0;
const resetByEmail = (form: string, options: { language?: 'en' | 'zh'; host?: string; ip?: string } = {}) => {
  const { ip, ...rest } = options;
  addresses += 1;
  return t.call({
    method: 'POST',
    url: '/wps/member/password/email',
    payload: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip ?? `10.240.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
    ...rest,
  });
};

const OK = { success: true, value: { ok: true } };

async function lastEmail(to: string) {
  return t.deps.db
    .selectFrom('outbox_messages')
    .select(['subject', 'body', 'destination'])
    .where('channel', '=', 'email')
    .where('destination', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

describe('POST /wps/member/password/email', () => {
  it('mails a temporary password in the caller language, which must be changed at the next sign-in', async () => {
    await t.deps.db
      .insertInto('members')
      .values({
        merchant_id: await merchantIdOf(t),
        username: 'mailer01',
        password_hash: 'x',
        email: 'mailer01@example.com',
      })
      .execute();
    const old = await tokenFor(t, 'mailer01');
    const res = await resetByEmail('username=MAILER01&email=Mailer01%40Example.COM', { language: 'zh' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { ok: true } });

    const mail = await lastEmail('mailer01@example.com');
    expect(mail?.subject).toBe('Gemilang：您的临时密码');
    const temporary = /：([A-Za-z0-9]{10})\n/.exec(mail?.body ?? '')?.[1] as string;
    expect(temporary).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[2-9])[A-Za-z2-9]{10}$/);

    const row = await memberRow(t, 'mailer01');
    expect(await verifyPassword(temporary, row.password_hash)).toBe(true);
    expect(row.must_change_password).toBe(true);
    expect((await info(old)).statusCode).toBe(401);
    const login = await encryptedCall(
      t,
      'POST',
      '/wps/session/login',
      { username: 'mailer01', password: temporary },
      { captcha: false },
    );
    expect(login.statusCode).toBe(200);
    expect(login.json().value.firstTimeLogin).toBe(true);
  });

  it('answers an unknown account and an address not on file as it answers the right pair, and mails nothing', async () => {
    const unknown = await resetByEmail('username=nobody99&email=a%40b.com', { language: 'en' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(OK);
    const before = (await memberRow(t, 'demo')).password_hash;
    const wrong = await resetByEmail('username=demo&email=someone%40example.com', { language: 'en' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual(OK);
    expect((await memberRow(t, 'demo')).password_hash).toBe(before);
    expect(await lastEmail('someone@example.com')).toBeUndefined();
    expect(await lastEmail('a@b.com')).toBeUndefined();
  });

  it('answers a locked account alike, and neither mails it nor changes its password', async () => {
    await t.deps.db
      .insertInto('members')
      .values({
        merchant_id: await merchantIdOf(t),
        username: 'mailer03',
        password_hash: 'x',
        email: 'm3@example.com',
        status: 'locked',
      })
      .execute();
    const res = await resetByEmail('username=mailer03&email=m3%40example.com');
    expect(res.json()).toEqual(OK);
    expect(await lastEmail('m3@example.com')).toBeUndefined();
    expect((await memberRow(t, 'mailer03')).password_hash).toBe('x');
  });

  it('mails at most three times per account an hour, counting wrong addresses, and answers alike beyond', async () => {
    await t.deps.db
      .insertInto('members')
      .values({ merchant_id: await merchantIdOf(t), username: 'mailer02', password_hash: 'x', email: 'm2@example.com' })
      .execute();
    expect((await resetByEmail('username=mailer02&email=wrong%40example.com')).json()).toEqual(OK);
    expect((await resetByEmail('username=mailer02&email=m2%40example.com')).json()).toEqual(OK);
    expect((await resetByEmail('username=mailer02&email=m2%40example.com')).json()).toEqual(OK);
    const fourth = await resetByEmail('username=mailer02&email=m2%40example.com', { language: 'en' });
    expect(fourth.json()).toEqual(OK);
    const sent = await t.deps.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('destination', '=', 'm2@example.com')
      .execute();
    expect(sent).toHaveLength(2);
    // Another account is not held back by this one.
    expect((await resetByEmail('username=mailer01&email=mailer01%40example.com')).statusCode).toBe(200);
    expect(await lastEmail('mailer01@example.com')).toBeDefined();

    t.clock.advance(61 * 60_000);
    expect((await resetByEmail('username=mailer02&email=m2%40example.com')).statusCode).toBe(200);
    expect(
      await t.deps.db.selectFrom('outbox_messages').select('id').where('destination', '=', 'm2@example.com').execute(),
    ).toHaveLength(3);
  });

  it('finds accounts only in the brand of the host', async () => {
    const mails = async () =>
      (await t.deps.db.selectFrom('outbox_messages').select('id').where('channel', '=', 'email').execute()).length;
    const before = await mails();
    const res = await resetByEmail('username=mailer01&email=mailer01%40example.com', { host: 'other.test' });
    expect(res.json()).toEqual(OK);
    expect(await mails()).toBe(before);
  });

  it('throttles reset requests by address, in the database, whatever the accounts', async () => {
    const ip = '10.9.2.1';
    for (let i = 0; i < EMAIL_RESET_PER_ADDRESS_HOURLY; i++) {
      const res = await resetByEmail(`username=guess${i}&email=g${i}%40example.com`, { ip });
      expect(res.json()).toEqual(OK);
    }
    const over = await resetByEmail('username=demo&email=demo.player%40example.com', { ip, language: 'en' });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
    expect(over.json().details.retryAfterSeconds).toBeGreaterThan(3500);
    expect(over.json().details.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await resetByEmail('username=guess0&email=g0%40example.com', { ip: '10.9.2.2' })).json()).toEqual(OK);
  }, 90_000);

  it('refuses missing fields and oversized values with 400', async () => {
    const missing = await resetByEmail('username=demo', { language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      { field: 'email', reason: 'required', message: 'This field is required.' },
    ]);
    const long = await resetByEmail(`username=${'a'.repeat(300)}&email=a%40b.com`);
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0]).toMatchObject({ field: 'username', reason: 'too_long' });
  });
});
