import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../platform/audit';
import { verifyPassword } from '../../platform/passwords';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { postLogin } from '../session/session-test-kit';
import { createMerchant } from '../system/create-merchant';
import { dayIn } from './age';
import {
  CAPTCHA_ANSWER,
  captchaCookie,
  memberRow,
  register,
  setFeature,
  setMinAge,
  setRule,
  uniqueName,
  validRegistration,
} from './member-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createMerchant(t.deps, { code: 'other', name: 'Other Brand', hosts: ['other.test'] });
});
afterAll(() => t.close());

function yearsAgo(years: number, plusDays = 0): string {
  const [y, m, d] = dayIn('Asia/Kuala_Lumpur', t.clock.now()).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d === 29 && m === 2 ? 28 : d));
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString().slice(0, 10);
}

describe('PUT /wps/member/register', () => {
  it('creates the member with its own referral code, records where it came from, and signs it in', async () => {
    const username = uniqueName('reg');
    const res = await register(t, validRegistration({ username, registerUrl: 'http://localhost/register?x=1' }));
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.account).toBe(username);
    expect(value.session).toMatchObject({ account: username, merchant: 'demo', isAgent: 0, firstTimeLogin: false });

    const row = await memberRow(t, username);
    expect(row.type).toBe(0);
    expect(row.upline_id).toBeNull();
    expect(row.ancestor_path).toBe(`/${row.id}/`);
    expect(row.referral_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(row.register_ip).toBe('127.0.0.1');
    expect(row.register_url).toBe('http://localhost/register?x=1');
    expect(row.register_method).toBe('WEB');
    expect(row.register_domain).toBe('localhost');
    expect(await verifyPassword('abc12345', row.password_hash)).toBe(true);
    expect(value.session.customerId).toBe(row.id.toString());

    const info = await t.call({ method: 'GET', url: '/wps/member/info', token: value.session.token });
    expect(info.json().value.account).toBe(username);

    const entry = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.registered')
      .where('target_id', '=', row.id.toString())
      .executeTakeFirst();
    expect(entry?.actor_type).toBe('member');
    expect(await verifyAuditChain(t.deps.db, await merchantIdOf(t))).toBeNull();
  });

  it('gives each member a different referral code', async () => {
    const a = uniqueName('ra');
    const b = uniqueName('rb');
    await register(t, validRegistration({ username: a, login: false }));
    await register(t, validRegistration({ username: b, login: false }));
    expect((await memberRow(t, a)).referral_code).not.toBe((await memberRow(t, b)).referral_code);
  });

  it('says a sign-in is the first only on the first: straight from registering, or the first after it', async () => {
    const username = uniqueName('first');
    const res = await register(t, validRegistration({ username }));
    expect(res.json().value.session.firstSignIn).toBe(true);
    const again = await postLogin(t, { username, password: 'abc12345' }, { ip: '10.9.0.1' });
    expect(again.json().value.firstSignIn).toBe(false);

    const later = uniqueName('later');
    await register(t, validRegistration({ username: later, login: false }));
    const first = await postLogin(t, { username: later, password: 'abc12345' }, { ip: '10.9.0.2' });
    expect(first.json().value.firstSignIn).toBe(true);
  });

  it('answers no session when the visitor does not want to be signed in', async () => {
    const res = await register(t, validRegistration({ login: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json().value.session).toBeNull();
  });

  it('refuses a plain (unencrypted) body', async () => {
    const res = await t.call({ method: 'PUT', url: '/wps/member/register', payload: validRegistration() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('encryption_required');
  });

  it('names every field that breaks its rule at once, with the pattern message and its length', async () => {
    const res = await register(
      t,
      validRegistration({ username: '1abcdef', password: 'abc', confirmPassword: 'abc', email: 'not-an-email' }),
      { language: 'en' },
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_input');
    expect(body.details).toEqual([
      {
        field: 'username',
        reason: 'pattern',
        message: 'Must start with a letter, followed by letters and digits (6 - 16 characters)',
      },
      { field: 'password', reason: 'too_short', message: 'Must contain both letters and digits (6 - 20 characters)' },
      { field: 'email', reason: 'pattern', message: 'Please enter a valid e-mail address (6 - 50 characters)' },
    ]);
  });

  it('translates the pattern message into the caller language (Malay by default, Chinese on request)', async () => {
    const ms = await register(t, validRegistration({ username: 'ab' }));
    expect(ms.json().details).toEqual([
      {
        field: 'username',
        reason: 'too_short',
        message: 'Mesti bermula dengan huruf, diikuti huruf dan nombor (6 - 16 aksara)',
      },
    ]);
    const zh = await register(t, validRegistration({ username: 'ab' }), { language: 'zh' });
    expect(zh.json().details[0].message).toBe('须以字母开头，由字母和数字组成（6 - 16 个字符）');
  });

  it('shows a single length when min and max are equal', async () => {
    const res = await register(t, validRegistration({ captcha: '12' }), { language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'captcha', reason: 'too_short', message: 'Digits only (4 characters)' },
    ]);
  });

  it('asks for the missing required fields', async () => {
    const res = await register(t, { agreeTerms: true }, { language: 'en', captcha: false });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string; reason: string }) => `${d.field}:${d.reason}`);
    expect(fields).toEqual(['username:required', 'password:required', 'captcha:required', 'confirmPassword:required']);
  });

  it('refuses wrong types, oversized values and an unticked agreement with 400', async () => {
    const wrongTypes = await register(t, validRegistration({ username: 12345678, login: 'yes' }));
    expect(wrongTypes.statusCode).toBe(400);
    expect(
      wrongTypes
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['login', 'username']);

    const oversized = await register(t, validRegistration({ username: 'a'.repeat(5000) }));
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().details[0]).toMatchObject({ field: 'username', reason: 'too_long' });

    const noTerms = await register(t, validRegistration({ agreeTerms: false }));
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().details[0].field).toBe('agreeTerms');

    const notAnObject = await register(t, ['x'] as unknown as Record<string, unknown>, { captcha: false });
    expect(notAnObject.statusCode).toBe(400);
  });

  it('applies the operator rule of a field: accepted pattern, and a disabled field is ignored', async () => {
    await setRule(t, 'username', { accepted_pattern: '[a-z0-9]+' });
    const capital = await register(t, validRegistration({ username: 'Abcdefg1' }), { language: 'en' });
    expect(capital.json().details).toEqual([
      {
        field: 'username',
        reason: 'pattern',
        message: 'Must start with a letter, followed by letters and digits (6 - 16 characters)',
      },
    ]);
    await setRule(t, 'username', { accepted_pattern: '*' });

    // qqNum is off by default: a value that breaks its pattern is neither refused nor kept.
    const username = uniqueName('qq');
    const ignored = await register(t, validRegistration({ username, qqNum: 'not digits' }));
    expect(ignored.statusCode).toBe(200);
    expect((await memberRow(t, username)).profile).toEqual({});

    await setRule(t, 'qqNum', { enabled: true, required: true });
    const missing = await register(t, validRegistration({}), { language: 'en' });
    expect(missing.json().details).toEqual([
      { field: 'qqNum', reason: 'required', message: 'This field is required.' },
    ]);
    const kept = uniqueName('qq');
    expect((await register(t, validRegistration({ username: kept, qqNum: '123456' }))).statusCode).toBe(200);
    expect((await memberRow(t, kept)).profile).toEqual({ qqNum: '123456' });
    await setRule(t, 'qqNum', { enabled: false, required: false });
  });

  it('requires a shown payment password and keeps only its hash', async () => {
    await setRule(t, 'paymentPassword', { enabled: true, required: false });
    const missing = await register(t, validRegistration());
    expect(missing.json().details[0]).toMatchObject({ field: 'paymentPassword', reason: 'required' });
    const username = uniqueName('pp');
    expect((await register(t, validRegistration({ username, paymentPassword: '123456' }))).statusCode).toBe(200);
    const row = await memberRow(t, username);
    expect(row.payment_password_hash).not.toContain('123456');
    expect(await verifyPassword('123456', row.payment_password_hash as string)).toBe(true);
    await setRule(t, 'paymentPassword', { enabled: false });
  });

  it('refuses a confirmation that differs from the password', async () => {
    const res = await register(t, validRegistration({ confirmPassword: 'abc12346' }), { language: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'passwords_mismatch', message: 'The passwords do not match.' });
  });

  it('enforces the brand minimum age on a birthday, and refuses a day that does not exist', async () => {
    const young = await register(t, validRegistration({ birthday: yearsAgo(18, 1) }), { language: 'en' });
    expect(young.statusCode).toBe(422);
    expect(young.json()).toMatchObject({
      code: 'under_age',
      message: 'You must be at least 18 years old to register.',
    });

    const username = uniqueName('bd');
    const adult = await register(t, validRegistration({ username, birthday: yearsAgo(18) }));
    expect(adult.statusCode).toBe(200);
    expect((await memberRow(t, username)).birthday).toBe(yearsAgo(18));

    await setMinAge(t, 21);
    const twenty = await register(t, validRegistration({ birthday: yearsAgo(20) }), { language: 'en' });
    expect(twenty.json().message).toBe('You must be at least 21 years old to register.');
    await setMinAge(t, 18);

    const impossible = await register(t, validRegistration({ birthday: '2001-02-30' }));
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().details[0]).toMatchObject({ field: 'birthday', reason: 'invalid' });
  });

  it('checks the captcha when the field is shown, and once only', async () => {
    const none = await register(t, validRegistration(), { captcha: false });
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0]).toMatchObject({ field: 'captcha', reason: 'required' });

    const noCookie = await t.call({
      method: 'PUT',
      url: '/wps/member/register',
      payload: (await t.encrypt(validRegistration({ captcha: '4821' }))) as Record<string, unknown>,
    });
    expect(noCookie.statusCode).toBe(422);
    expect(noCookie.json().code).toBe('captcha_wrong');

    const wrong = await register(t, validRegistration({ captcha: '0000' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('captcha_wrong');

    // One picture, one check: the answer that worked once is no key for a second registration.
    const cookie = await captchaCookie(t);
    const send = async () =>
      t.call({
        method: 'PUT',
        url: '/wps/member/register',
        payload: (await t.encrypt(validRegistration({ captcha: CAPTCHA_ANSWER }))) as Record<string, unknown>,
        headers: { cookie },
      });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('captcha_wrong');

    await setRule(t, 'captcha', { enabled: false });
    const withoutCaptcha = await register(t, validRegistration(), { captcha: false });
    expect(withoutCaptcha.statusCode).toBe(200);
    await setRule(t, 'captcha', { enabled: true });
  });

  it('puts the member under the agent whose invitation code was given', async () => {
    const agent = await memberRow(t, 'demoagent');
    const username = uniqueName('af');
    const res = await register(t, validRegistration({ username, affiliateCode: 'DEMO2026' }));
    expect(res.statusCode).toBe(200);
    const row = await memberRow(t, username);
    expect(row.upline_id).toBe(agent.id);
    expect(row.ancestor_path).toBe(`${agent.ancestor_path}${row.id}/`);
  });

  it('refuses an unknown invitation code, a code that is not an agent one, and another brand one', async () => {
    const unknown = await register(t, validRegistration({ affiliateCode: 'NOPE1234' }), { language: 'en' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'invitation_code_error', message: 'Invalid invitation code.' });

    await t.deps.db.updateTable('members').set({ affiliate_code: 'PLAYER01' }).where('username', '=', 'demo').execute();
    const player = await register(t, validRegistration({ affiliateCode: 'PLAYER01' }));
    expect(player.json().code).toBe('invitation_code_error');

    const otherId = await merchantIdOf(t, 'other');
    await t.deps.db
      .insertInto('members')
      .values({ merchant_id: otherId, username: 'otheragent', type: 1, password_hash: 'x', affiliate_code: 'OTHER777' })
      .execute();
    const foreign = await register(t, validRegistration({ affiliateCode: 'OTHER777' }));
    expect(foreign.json().code).toBe('invitation_code_error');
    const home = await register(t, validRegistration({ affiliateCode: 'OTHER777' }), { host: 'other.test' });
    expect(home.statusCode).toBe(200);
  });

  it('links a referral code to the member who owns it, and refuses an unknown one', async () => {
    const referrer = uniqueName('rf');
    await register(t, validRegistration({ username: referrer, login: false }));
    const code = (await memberRow(t, referrer)).referral_code as string;

    const username = uniqueName('rd');
    const res = await register(t, validRegistration({ username, referralCode: code.toLowerCase() }));
    expect(res.statusCode).toBe(200);
    expect((await memberRow(t, username)).referred_by).toBe((await memberRow(t, referrer)).id);

    const bad = await register(t, validRegistration({ referralCode: 'ZZZZZZZZ' }), { language: 'en' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'referral_code_error', message: 'Invalid referral code.' });
  });

  it('refuses a username taken in any letter case, and a mobile number already registered', async () => {
    const username = uniqueName('Case');
    await register(t, validRegistration({ username, mobileNum: '0123000111', login: false }));
    const again = await register(t, validRegistration({ username: username.toUpperCase() }), { language: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'username_taken', message: 'This username is already taken.' });

    const sameMobile = await register(t, validRegistration({ mobileNum: '123000111', countryDialingCode: '+60' }));
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json().code).toBe('mobile_taken');
  });

  it('refuses a dialling code the brand does not offer', async () => {
    const res = await register(t, validRegistration({ mobileNum: '0123999888', countryDialingCode: '999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'countryDialingCode', reason: 'invalid' });
  });

  it('stores text that looks like SQL or markup literally', async () => {
    await setRule(t, 'payeeName', { pattern_id: 0, max_length: 100 });
    const payee = `Robert'); DROP TABLE members;-- <script>alert("x")</script> &amp;`;
    const username = uniqueName('sq');
    const res = await register(t, validRegistration({ username, payeeName: payee, registerUrl: '<img src=x>' }));
    expect(res.statusCode).toBe(200);
    const row = await memberRow(t, username);
    expect(row.payee_name).toBe(payee);
    expect(row.register_url).toBe('<img src=x>');
    const info = await t.call({ method: 'GET', url: '/wps/member/info', token: res.json().value.session.token });
    expect(info.json().value.payeeName).toBe(payee);
    await setRule(t, 'payeeName', { pattern_id: 12, max_length: 50 });
  });

  it('makes exactly one member when two visitors take the same username at once', async () => {
    const username = uniqueName('race');
    // Fetch the public key first: the race under test is the username's, not the key's first creation.
    await t.encrypt({});
    const results = await Promise.all([
      register(t, validRegistration({ username })),
      register(t, validRegistration({ username: username.toUpperCase() })),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('username_taken');
    const rows = await t.deps.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', await merchantIdOf(t))
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets the same username exist in two brands', async () => {
    const username = uniqueName('tn');
    expect((await register(t, validRegistration({ username }))).statusCode).toBe(200);
    expect((await register(t, validRegistration({ username }), { host: 'other.test' })).statusCode).toBe(200);
    expect((await memberRow(t, username, 'other')).merchant_id).toBe(await merchantIdOf(t, 'other'));
  });

  it('is closed when the brand switched username registration off', async () => {
    await setFeature(t, 'USERNAMEREG3', false);
    const res = await register(t, validRegistration(), { language: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('feature_disabled');
    await setFeature(t, 'USERNAMEREG3', true);
  });
});
