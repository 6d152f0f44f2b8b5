import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zh from '../../locales/zh/errors.json' with { type: 'json' };
import { forgetMerchants } from '../../platform/merchant';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { createMerchant } from '../system/create-merchant';
import { THROTTLE_MAX_FAILURES } from './login';
import { freezeWallClock, knownCaptcha, makeMember, postLogin } from './session-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  freezeWallClock(t);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('POST /wps/session/login (username)', () => {
  it('signs the demo member in, whatever the case of the username', async () => {
    const res = await postLogin(t, { username: 'DeMo', password: DEMO_PASSWORD }, { ip: '10.1.0.1' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      account: 'demo',
      merchant: 'demo',
      isAgent: 0,
      memberLabel: [],
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const member = await t.deps.db
      .selectFrom('members')
      .select(['id', 'last_login_at', 'last_login_ip', 'first_login_at', 'failed_login_count'])
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(value.customerId).toBe(member.id.toString());
    expect(member.last_login_ip).toBe('10.1.0.1');
    expect(member.first_login_at).not.toBeNull();
    // The token works on a member route, and only its hash is stored.
    const balance = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: value.token });
    expect(balance.statusCode).toBe(200);
    const sessions = await t.deps.db
      .selectFrom('member_sessions')
      .select(['token_hash', 'expires_at'])
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash.toString('base64url')).not.toBe(value.token);
    const ttlHours = (sessions[0]!.expires_at.getTime() - t.deps.now().getTime()) / 3_600_000;
    expect(ttlHours).toBeGreaterThan(t.deps.config.SESSION_TTL_HOURS - 0.1);
    expect(ttlHours).toBeLessThanOrEqual(t.deps.config.SESSION_TTL_HOURS);
  });

  it('answers an agent with isAgent 1', async () => {
    const res = await postLogin(t, { username: 'demoagent', password: DEMO_PASSWORD }, { ip: '10.1.0.2' });
    expect(res.json().value).toMatchObject({ account: 'demoagent', isAgent: 1 });
  });

  it('refuses a wrong password with wrong_credentials and the captcha flag, and records the attempt', async () => {
    const res = await postLogin(
      t,
      { username: 'demo', password: 'not-the-password' },
      { ip: '10.1.0.3', language: 'en' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'wrong_credentials', details: { captcha: true } });
    const attempts = await t.deps.db
      .selectFrom('login_attempts')
      .select(['username', 'success', 'reason'])
      .where('ip', '=', '10.1.0.3')
      .execute();
    expect(attempts).toEqual([{ username: 'demo', success: false, reason: 'wrong_credentials' }]);
  });

  it('refuses an unknown username the same way', async () => {
    const res = await postLogin(t, { username: 'nobody-here', password: 'whatever' }, { ip: '10.1.0.4' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('wrong_credentials');
  });

  it('asks for a captcha after a failure: none refused, a wrong one refused, the right one accepted', async () => {
    const ip = '10.1.0.5';
    await makeMember(t, { username: 'capuser', password: 'right-pass-1' });
    const failed = await postLogin(t, { username: 'capuser', password: 'wrong' }, { ip });
    expect(failed.json().code).toBe('wrong_credentials');

    const bare = await postLogin(t, { username: 'capuser', password: 'right-pass-1' }, { ip });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ code: 'captcha_required', details: { captcha: true } });

    const cookie = await knownCaptcha(t, '4821');
    const wrong = await postLogin(
      t,
      { username: 'capuser', password: 'right-pass-1', captcha: '1111' },
      { ip, cookie },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'captcha_wrong', details: { captcha: true } });
    // Spent by the wrong try: the right answer to the same picture no longer works.
    const reused = await postLogin(
      t,
      { username: 'capuser', password: 'right-pass-1', captcha: '4821' },
      { ip, cookie },
    );
    expect(reused.json().code).toBe('captcha_wrong');

    const fresh = await knownCaptcha(t, '7305');
    const ok = await postLogin(
      t,
      { username: 'capuser', password: 'right-pass-1', captcha: '7305' },
      { ip, cookie: fresh },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.account).toBe('capuser');
  });

  it('asks for a captcha for that username from another address too', async () => {
    await makeMember(t, { username: 'capuser2', password: 'right-pass-2' });
    await postLogin(t, { username: 'capuser2', password: 'wrong' }, { ip: '10.1.0.6' });
    const elsewhere = await postLogin(t, { username: 'CAPUSER2', password: 'right-pass-2' }, { ip: '10.1.0.7' });
    expect(elsewhere.json().code).toBe('captcha_required');
  });

  it('forgets the failure after 30 minutes', async () => {
    await makeMember(t, { username: 'capuser3', password: 'right-pass-3' });
    await postLogin(t, { username: 'capuser3', password: 'wrong' }, { ip: '10.1.0.8' });
    t.clock.advance(31 * 60 * 1000);
    const later = await postLogin(t, { username: 'capuser3', password: 'right-pass-3' }, { ip: '10.1.0.8' });
    expect(later.statusCode).toBe(200);
  });

  it('throttles a username after 10 wrong guesses in 15 minutes for browsers it has never used, without locking it', async () => {
    await makeMember(t, { username: 'guessed', password: 'right-pass-4' });
    for (let i = 0; i < THROTTLE_MAX_FAILURES; i++) {
      const cookie = await knownCaptcha(t, '1234');
      const res = await postLogin(
        t,
        { username: 'guessed', password: `wrong-${i}`, captcha: '1234' },
        { ip: `10.2.0.${i + 1}`, cookie },
      );
      expect(res.json().code).toBe('wrong_credentials');
      t.clock.advance(60_000);
    }
    const cookie = await knownCaptcha(t, '1234');
    const blocked = await postLogin(
      t,
      { username: 'guessed', password: 'right-pass-4', captcha: '1234' },
      { ip: '10.2.0.50', cookie, language: 'en' },
    );
    expect(blocked.statusCode).toBe(429);
    // It says when to come back: when the oldest of the ten failures leaves the 15 minutes.
    expect(blocked.json()).toMatchObject({
      code: 'sign_in_throttled',
      message: 'Too many failed sign-ins. Please try again in 5 min.',
      details: { captcha: true, retryAfterSeconds: 5 * 60 },
    });
    const member = await t.deps.db
      .selectFrom('members')
      .select('status')
      .where('username', '=', 'guessed')
      .executeTakeFirstOrThrow();
    expect(member.status).toBe('active');

    t.clock.advance(16 * 60 * 1000);
    const again = await postLogin(
      t,
      { username: 'guessed', password: 'right-pass-4', captcha: '1234' },
      { ip: '10.2.0.50', cookie: await knownCaptcha(t, '1234') },
    );
    expect(again.statusCode).toBe(200);
  }, 90_000);

  it('lets a member in from a browser or address that signed them in before, however many guesses were made in their name', async () => {
    await makeMember(t, { username: 'besieged', password: 'right-pass-9' });
    const first = await postLogin(t, { username: 'besieged', password: 'right-pass-9' }, { ip: '10.6.0.1' });
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'gdev');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/session' });

    // Someone solves ten captchas from ten addresses, guessing in the member's name.
    for (let i = 0; i < THROTTLE_MAX_FAILURES; i++) {
      const res = await postLogin(
        t,
        { username: 'besieged', password: `guess-${i}`, captcha: '1234' },
        { ip: `10.6.1.${i + 1}`, cookie: await knownCaptcha(t, '1234') },
      );
      expect(res.json().code).toBe('wrong_credentials');
    }
    const guesser = await postLogin(
      t,
      { username: 'besieged', password: 'guess-x', captcha: '1234' },
      { ip: '10.6.1.99', cookie: await knownCaptcha(t, '1234') },
    );
    expect(guesser.json().code).toBe('sign_in_throttled');

    // The member's browser gets in from a new address (the captcha still asked, as of anyone)…
    const captcha = await knownCaptcha(t, '4321');
    const fromBrowser = await postLogin(
      t,
      { username: 'besieged', password: 'right-pass-9', captcha: '4321' },
      { ip: '10.6.2.1', cookie: `${captcha}; gdev=${device?.value}` },
    );
    expect(fromBrowser.statusCode).toBe(200);
    // …and so does the address the member signed in from, in another browser.
    const fromAddress = await postLogin(
      t,
      { username: 'besieged', password: 'right-pass-9', captcha: '5678' },
      { ip: '10.6.0.1', cookie: await knownCaptcha(t, '5678') },
    );
    expect(fromAddress.statusCode).toBe(200);
  }, 90_000);

  it("a member's browser is no pass for another member whose name is being guessed", async () => {
    await makeMember(t, { username: 'owner', password: 'right-pass-13' });
    const first = await postLogin(t, { username: 'owner', password: 'right-pass-13' }, { ip: '10.6.6.1' });
    const device = first.cookies.find((c) => c.name === 'gdev');
    await makeMember(t, { username: 'neighbour', password: 'right-pass-10' });
    for (let i = 0; i < THROTTLE_MAX_FAILURES; i++) {
      await postLogin(
        t,
        { username: 'neighbour', password: `guess-${i}`, captcha: '1234' },
        { ip: `10.6.3.${i + 1}`, cookie: await knownCaptcha(t, '1234') },
      );
    }
    const borrowed = await postLogin(
      t,
      { username: 'neighbour', password: 'right-pass-10', captcha: '1234' },
      { ip: '10.6.2.2', cookie: `${await knownCaptcha(t, '1234')}; gdev=${device?.value}` },
    );
    expect(borrowed.json().code).toBe('sign_in_throttled');
  }, 90_000);

  it('a known browser is not held back by guesses from its address; the address alone is', async () => {
    await makeMember(t, { username: 'cafeuser', password: 'right-pass-11' });
    const first = await postLogin(t, { username: 'cafeuser', password: 'right-pass-11' }, { ip: '10.6.4.1' });
    const device = first.cookies.find((c) => c.name === 'gdev')?.value;
    // Someone at the same address guesses other names.
    for (let i = 0; i < THROTTLE_MAX_FAILURES; i++) {
      await postLogin(
        t,
        { username: `stranger${i}`, password: 'guess', captcha: '1234' },
        { ip: '10.6.4.1', cookie: await knownCaptcha(t, '1234') },
      );
    }
    const withoutCookie = await postLogin(
      t,
      { username: 'cafeuser', password: 'right-pass-11', captcha: '1234' },
      { ip: '10.6.4.1', cookie: await knownCaptcha(t, '1234') },
    );
    expect(withoutCookie.json().code).toBe('sign_in_throttled');
    const withCookie = await postLogin(
      t,
      { username: 'cafeuser', password: 'right-pass-11', captcha: '1234' },
      { ip: '10.6.4.1', cookie: `${await knownCaptcha(t, '1234')}; gdev=${device}` },
    );
    expect(withCookie.statusCode).toBe(200);
  }, 90_000);

  it('counts parallel guesses: a burst from one address gets one guess, the rest are asked for a captcha', async () => {
    await makeMember(t, { username: 'burstuser', password: 'right-pass-12' });
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postLogin(t, { username: 'burstuser', password: `burst-${i}` }, { ip: '10.6.5.1' }),
      ),
    );
    const codes = burst.map((r) => r.json().code as string).sort();
    expect(codes).toEqual([
      'captcha_required',
      'captcha_required',
      'captcha_required',
      'captcha_required',
      'captcha_required',
      'wrong_credentials',
    ]);
  });

  it('refuses a locked member with account_locked, but only after the right password', async () => {
    await makeMember(t, { username: 'lockedone', password: 'right-pass-5', status: 'locked' });
    const right = await postLogin(t, { username: 'lockedone', password: 'right-pass-5' }, { ip: '10.1.1.1' });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('account_locked');
    const wrong = await postLogin(t, { username: 'lockedone', password: 'nope' }, { ip: '10.1.1.2' });
    expect(wrong.json().code).toBe('wrong_credentials');
  });

  it('says firstTimeLogin for the default password 123456 and for a forced change', async () => {
    await makeMember(t, { username: 'defaultpw', password: '123456' });
    const res = await postLogin(t, { username: 'defaultpw', password: '123456' }, { ip: '10.1.2.1' });
    expect(res.json().value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });

    await makeMember(t, { username: 'mustchange', password: 'right-pass-6', mustChangePassword: true });
    const forced = await postLogin(t, { username: 'mustchange', password: 'right-pass-6' }, { ip: '10.1.2.2' });
    expect(forced.json().value.firstTimeLogin).toBe(true);
  });

  it('says passwordExpired when the password is older than the brand allows and the feature is on', async () => {
    const old = new Date(t.deps.now().getTime() - 91 * DAY);
    await makeMember(t, { username: 'oldpw', password: 'right-pass-7', passwordChangedAt: old });
    const res = await postLogin(t, { username: 'oldpw', password: 'right-pass-7' }, { ip: '10.1.3.1' });
    expect(res.json().value).toMatchObject({ firstTimeLogin: false, passwordExpired: true });

    await makeMember(t, {
      username: 'recentpw',
      password: 'right-pass-8',
      passwordChangedAt: new Date(t.deps.now().getTime() - 89 * DAY),
    });
    const recent = await postLogin(t, { username: 'recentpw', password: 'right-pass-8' }, { ip: '10.1.3.2' });
    expect(recent.json().value.passwordExpired).toBe(false);

    const merchantId = await merchantIdOf(t);
    await t.deps.db
      .updateTable('feature_modules')
      .set({ enabled: false })
      .where('merchant_id', '=', merchantId)
      .where('mod_id', '=', 'PWDEXPFORCECHANGE3')
      .execute();
    const off = await postLogin(t, { username: 'oldpw', password: 'right-pass-7' }, { ip: '10.1.3.3' });
    expect(off.json().value.passwordExpired).toBe(false);
    await t.deps.db
      .updateTable('feature_modules')
      .set({ enabled: true })
      .where('merchant_id', '=', merchantId)
      .where('mod_id', '=', 'PWDEXPFORCECHANGE3')
      .execute();
  });
});

describe('login input', () => {
  it('refuses a plain body with encryption_required', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo', password: DEMO_PASSWORD },
      remoteAddress: '10.3.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('encryption_required');
  });

  it('refuses a garbage envelope with decryption_failed', async () => {
    const envelope = (await t.encrypt({ username: 'demo', password: DEMO_PASSWORD })) as Record<string, string>;
    const data = Buffer.from(envelope.data as string, 'base64');
    data[0] = (data[0] ?? 0) ^ 0xff;
    const res = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { ...envelope, data: data.toString('base64') },
      remoteAddress: '10.3.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('decryption_failed');
  });

  it('refuses wrong types and oversized fields with invalid_input in the caller language', async () => {
    const wrongType = await postLogin(t, { username: 123, password: 'x' }, { ip: '10.3.0.3', language: 'zh' });
    expect(wrongType.statusCode).toBe(400);
    const detail = wrongType.json().details[0];
    expect(wrongType.json().code).toBe('invalid_input');
    expect(detail.field).toBe('username');
    expect(detail.message).toBe(zh.field[detail.reason as keyof typeof zh.field]);
    const long = await postLogin(
      t,
      { username: 'a'.repeat(65), password: 'x'.repeat(129) },
      { ip: '10.3.0.4', language: 'ms' },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([
      { field: 'username', reason: 'too_long', message: 'Terlalu panjang.' },
      { field: 'password', reason: 'too_long', message: 'Terlalu panjang.' },
    ]);
    const badType = await postLogin(
      t,
      { username: 'demo', password: 'x', type: 'google' },
      { ip: '10.3.0.5', language: 'en' },
    );
    expect(badType.json().code).toBe('invalid_input');
  });
});

describe('DELETE /wps/session/logout', () => {
  it('revokes the session: the token then answers token_expired', async () => {
    const login = await postLogin(t, { username: 'demo', password: DEMO_PASSWORD }, { ip: '10.4.0.1' });
    const token = login.json().value.token as string;
    const out = await t.call({ method: 'DELETE', url: '/wps/session/logout', token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, value: { ok: true } });
    const after = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('token_expired');
  });

  it('refuses without a token', async () => {
    const res = await t.call({ method: 'DELETE', url: '/wps/session/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_required');
  });

  it('leaves the member other sessions open', async () => {
    const a = (await postLogin(t, { username: 'demo', password: DEMO_PASSWORD }, { ip: '10.4.0.2' })).json().value
      .token;
    const b = (await postLogin(t, { username: 'demo', password: DEMO_PASSWORD }, { ip: '10.4.0.3' })).json().value
      .token;
    await t.call({ method: 'DELETE', url: '/wps/session/logout', token: a });
    const stillOpen = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: b });
    expect(stillOpen.statusCode).toBe(200);
  });

  it('expires a session after SESSION_TTL_HOURS', async () => {
    const token = (await postLogin(t, { username: 'demo', password: DEMO_PASSWORD }, { ip: '10.4.0.4' })).json().value
      .token;
    t.clock.advance(t.deps.config.SESSION_TTL_HOURS * 3_600_000 + 1000);
    const res = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token });
    expect(res.json().code).toBe('token_expired');
  });
});

describe('tenant isolation', () => {
  it('a token of the demo brand is refused on another brand host, and its members cannot sign in there', async () => {
    const otherId = await createMerchant(t.deps, { code: 'other', name: 'Other Brand', hosts: ['other.test'] });
    forgetMerchants(t.deps.db);
    const token = (await postLogin(t, { username: 'demo', password: DEMO_PASSWORD }, { ip: '10.5.0.1' })).json().value
      .token;
    const res = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token, host: 'other.test' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_expired');

    const there = await postLogin(
      t,
      { username: 'demo', password: DEMO_PASSWORD },
      { ip: '10.5.0.2', host: 'other.test' },
    );
    expect(there.statusCode).toBe(401);
    expect(there.json().code).toBe('wrong_credentials');

    // The same username on the other brand is another member, with its own password.
    await makeMember(t, { username: 'demo', password: 'other-brand-pass', merchantId: otherId });
    // The failure above asks the other brand for a captcha for `demo`; a captcha of the demo brand is no good.
    const demoCaptcha = await knownCaptcha(t, '5555');
    const foreign = await postLogin(
      t,
      { username: 'demo', password: 'other-brand-pass', captcha: '5555' },
      { ip: '10.5.0.3', host: 'other.test', cookie: demoCaptcha },
    );
    expect(foreign.json().code).toBe('captcha_wrong');
    const cookie = await knownCaptcha(t, '5555', otherId);
    const own = await postLogin(
      t,
      { username: 'demo', password: 'other-brand-pass', captcha: '5555' },
      { ip: '10.5.0.3', host: 'other.test', cookie },
    );
    expect(own.json().value).toMatchObject({ account: 'demo', merchant: 'other' });
    const cross = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: own.json().value.token });
    expect(cross.statusCode).toBe(401);
  });
});
