import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/passwords';
import { lastSmsCode } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { memberRow, registerMobile, setFeature, setRule } from './member-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function askCode(mobileNo: string, countryDialingCode = '60') {
  const res = await t.call({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { mobileNo, countryDialingCode },
  });
  expect(res.statusCode).toBe(200);
}

const base = { password: 'abc12345', confirmPassword: 'abc12345', agreeTerms: true, login: true };

describe('PUT /wps/member/register/mobile', () => {
  it('registers a number proved by its SMS code; the account is the dialling code and the number', async () => {
    await askCode('0123456701');
    const code = await lastSmsCode(t, '60123456701');
    const res = await registerMobile(t, {
      ...base,
      mobileNum: '0123456701',
      countryDialingCode: '60',
      verificationCode: code,
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.account).toBe('60123456701');
    expect(value.session).toMatchObject({ account: '60123456701', isAgent: 0 });

    const row = await memberRow(t, '60123456701');
    expect(row.mobile_num).toBe('123456701');
    expect(row.country_dialing_code).toBe('60');
    expect(await verifyPassword('abc12345', row.password_hash)).toBe(true);
    // Sign-in by number finds the row however the number is typed (after the one-a-minute SMS wait).
    t.clock.advance(61_000);
    const login = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '123456701', countryDialingCode: '+60' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('requires the code when REGMOBVERF3 is on, and refuses a wrong one', async () => {
    const missing = await registerMobile(t, { ...base, mobileNum: '0123456702' }, { language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      { field: 'verificationCode', reason: 'required', message: 'This field is required.' },
    ]);

    await askCode('0123456702');
    const right = await lastSmsCode(t, '60123456702');
    const wrongCode = right === '000000' ? '111111' : '000000';
    const wrong = await registerMobile(t, { ...base, mobileNum: '0123456702', verificationCode: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('verification_code_wrong');
    // The right code still works after one wrong try.
    const ok = await registerMobile(t, { ...base, mobileNum: '0123456702', verificationCode: right });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a number already registered, before spending the code', async () => {
    const res = await registerMobile(
      t,
      { ...base, mobileNum: '123456701', verificationCode: '123456' },
      {
        language: 'en',
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'mobile_taken', message: 'This mobile number is already registered.' });
  });

  it('checks the mobile field rule with its pattern message, and needs a number at all', async () => {
    const letters = await registerMobile(
      t,
      { ...base, mobileNum: 'abcdefghi', verificationCode: '1' },
      {
        language: 'en',
      },
    );
    expect(letters.statusCode).toBe(400);
    expect(letters.json().details).toEqual([
      { field: 'mobileNum', reason: 'pattern', message: 'Digits only (8 - 12 characters)' },
    ]);
    // Mobile registration shows the number even where the operator hid it on the username form.
    await setRule(t, 'mobileNum', { enabled: false });
    const none = await registerMobile(t, { ...base, verificationCode: '1' });
    expect(none.json().details[0]).toMatchObject({ field: 'mobileNum', reason: 'required' });
    await setRule(t, 'mobileNum', { enabled: true });
  });

  it('ignores a username sent with a mobile registration', async () => {
    await setFeature(t, 'REGMOBVERF3', false);
    const res = await registerMobile(t, { ...base, username: '1 not valid!', mobileNum: '0123456703' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.account).toBe('60123456703');
    await setFeature(t, 'REGMOBVERF3', true);
  });

  it('without MOBILENUMPASSREG3 asks for no password and leaves none that could be guessed', async () => {
    await setFeature(t, 'MOBILENUMPASSREG3', false);
    await askCode('0123456704');
    const code = await lastSmsCode(t, '60123456704');
    const res = await registerMobile(t, {
      agreeTerms: true,
      login: true,
      mobileNum: '0123456704',
      verificationCode: code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.session).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    const row = await memberRow(t, '60123456704');
    for (const guess of ['', '123456', '0123456704', '60123456704']) {
      expect(await verifyPassword(guess, row.password_hash)).toBe(false);
    }
    await setFeature(t, 'MOBILENUMPASSREG3', true);
  });

  it('refuses wrong types and an oversized number with 400', async () => {
    const typed = await registerMobile(t, { ...base, mobileNum: 123456789 });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().details[0].field).toBe('mobileNum');
    const long = await registerMobile(t, { ...base, mobileNum: '1'.repeat(200) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0]).toMatchObject({ field: 'mobileNum', reason: 'too_long' });
  });

  it('is closed when the brand switched mobile registration off', async () => {
    await setFeature(t, 'MOBILENUMREG3', false);
    const res = await registerMobile(t, { ...base, mobileNum: '0123456705' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('feature_disabled');
    await setFeature(t, 'MOBILENUMREG3', true);
  });
});
