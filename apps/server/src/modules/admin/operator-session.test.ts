import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { freezeWallClock } from '../session/session-test-kit';
import { addOperator, auditRows, otherBrand, signIn } from './admin-test-kit';
import { STAFF_FREE_FAILURES } from './sign-in-operator';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  freezeWallClock(t);
  merchantId = await merchantIdOf(t);
});
afterAll(() => t.close());

const login = (
  username: string,
  password: string,
  host?: string,
  remoteAddress = '127.0.0.1',
  language: 'en' | 'ms' | 'zh' = 'en',
  cookie?: string,
) =>
  t.call({
    method: 'POST',
    url: '/admin/api/session',
    payload: { username, password },
    host,
    language,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

describe('operator sign-in', () => {
  it('signs the demo admin in, case-insensitively, with a 12-hour token, and audits it', async () => {
    const res = await login('ADMIN', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.operator).toMatchObject({ username: 'admin', displayName: 'Administrator', role: 'admin' });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(value.expiresAt) - t.clock.now().getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    const stored = await t.deps.db.selectFrom('operator_sessions').select('token_hash').execute();
    expect(stored.every((s) => !s.token_hash.toString('utf8').includes(value.token))).toBe(true);

    const me = await t.call({ method: 'GET', url: '/admin/api/me', token: value.token });
    expect(me.json()).toEqual({ success: true, value: value.operator });

    const rows = await auditRows(t, merchantId, 'operator.login');
    expect(rows.at(-1)).toMatchObject({ actor_type: 'operator', actor_name: 'admin', detail: { outcome: 'success' } });
  });

  it('refuses a wrong password and an unknown username alike, translated, and audits both', async () => {
    const before = (await auditRows(t, merchantId, 'operator.login')).length;
    const wrong = await login('admin', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'wrong_credentials', message: 'Wrong account or password.' });
    const unknown = await login('nobody', 'whatever1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('wrong_credentials');
    expect(unknown.json()).toEqual(wrong.json());
    const rows = (await auditRows(t, merchantId, 'operator.login')).slice(before);
    expect(rows.map((r) => r.detail.outcome)).toEqual(['wrong_password', 'unknown_user']);
    // A success clears the address's count, so these failures do not slow the tests that follow.
    await signIn(t);
  });

  it('refuses missing or oversized input with a 400 in the caller language', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: '', password: 'x'.repeat(129) },
      language: 'zh',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_input');
    expect(body.message).not.toMatch(/[A-Za-z]{4}/);
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(['password', 'username']);

    // PostgreSQL text cannot hold NUL: refused as input, never a 500.
    const nul = await t.call({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'ad\u0000min', password: 'x' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details[0].field).toBe('username');
  });

  it('five, then many wrong passwords neither lock the account nor end its sessions; the address waits longer each time', async () => {
    const token = await signIn(t);
    const from = '198.51.100.7';
    for (let i = 1; i <= STAFF_FREE_FAILURES; i++) {
      expect((await login('admin', `wrong-${i}`, undefined, from)).json().code).toBe('wrong_credentials');
    }
    // From here every failure makes the next wait longer: 5 s, 10 s, 20 s…
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const early = await login('admin', 'wrong-again', undefined, from, 'en');
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ code: 'sign_in_throttled', details: {} });
      const wait = early.json().details.retryAfterSeconds as number;
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await login('admin', 'wrong-again', undefined, from)).json().code).toBe('wrong_credentials');
    }
    expect(waits).toEqual([5, 10, 20, 40]);
    // The right password from that address waits too, and says when to come back, in the caller's language.
    const right = await login('admin', DEMO_PASSWORD, undefined, from, 'en');
    expect(right.json()).toMatchObject({
      code: 'sign_in_throttled',
      message: 'Too many failed sign-ins. Please try again in 2 min.',
      details: { retryAfterSeconds: 80 },
    });

    // Nothing is locked and the admin's session lives on.
    expect((await t.call({ method: 'GET', url: '/admin/api/me', token })).statusCode).toBe(200);
    const row = await t.deps.db
      .selectFrom('operators')
      .select(['status', 'failed_login_count'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'active', failed_login_count: STAFF_FREE_FAILURES + 4 });
    expect(await auditRows(t, merchantId, 'operator.auto_lock')).toHaveLength(0);
    // The admin's own address, which signed in before, is not held back.
    expect((await login('admin', DEMO_PASSWORD)).statusCode).toBe(200);
    // After an hour without failures the address starts afresh.
    t.clock.advance(61 * 60 * 1000);
    expect((await login('admin', 'wrong-later', undefined, from)).json().code).toBe('wrong_credentials');
  }, 90_000);

  it('slows down guesses at one account from many addresses, but not a browser or address that signed it in', async () => {
    await addOperator(t, merchantId, 'carol', 'cs');
    const first = await login('carol', DEMO_PASSWORD, undefined, '203.0.113.50');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'gstaff');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin/api/session' });
    const cookie = `gstaff=${device?.value}`;

    for (let i = 1; i <= STAFF_FREE_FAILURES; i++) {
      expect((await login('carol', 'guess', undefined, `192.0.2.${i}`)).json().code).toBe('wrong_credentials');
    }
    // A new address is slowed down for carol (her account has failed three times)…
    const guesser = await login('carol', 'guess', undefined, '192.0.2.99');
    expect(guesser.json()).toMatchObject({ code: 'sign_in_throttled', details: { retryAfterSeconds: 5 } });
    // …and so is carol herself on a machine and address never seen: she waits like anyone…
    expect((await login('carol', DEMO_PASSWORD, undefined, '192.0.2.100')).json().code).toBe('sign_in_throttled');
    // …but her browser gets her in from anywhere, and so does the address she signed in from.
    const withCookie = await login('carol', DEMO_PASSWORD, undefined, '192.0.2.101', undefined, cookie);
    expect(withCookie.statusCode).toBe(200);
    expect((await login('carol', DEMO_PASSWORD, undefined, '203.0.113.50')).statusCode).toBe(200);
    // A cookie of another account is no pass for carol.
    await addOperator(t, merchantId, 'dave', 'cs');
    for (let i = 1; i <= STAFF_FREE_FAILURES; i++) await login('dave', 'guess', undefined, `192.0.2.${20 + i}`);
    const daveWithCarolsCookie = await login('dave', DEMO_PASSWORD, undefined, '192.0.2.30', undefined, cookie);
    expect(daveWithCarolsCookie.json().code).toBe('sign_in_throttled');
  }, 90_000);

  it('slows an unknown username exactly as a real one, so the answers tell nothing', async () => {
    const answers = async (name: string, from: string) => {
      const out: string[] = [];
      for (let i = 0; i < STAFF_FREE_FAILURES + 2; i++) {
        const res = await login(name, 'guess', undefined, `${from}.${i}`, 'en');
        out.push(`${res.statusCode} ${JSON.stringify(res.json())}`);
      }
      return out;
    };
    await addOperator(t, merchantId, 'frank', 'cs');
    expect(await answers('nobody-at-all', '192.0.3')).toEqual(await answers('frank', '198.51.101'));
  }, 90_000);

  it('counts parallel guesses: a burst from one address gets no more than the free tries', async () => {
    await addOperator(t, merchantId, 'hank', 'cs');
    const from = '203.0.113.77';
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => login('hank', `burst-${i}`, undefined, from)));
    const codes = burst.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'wrong_credentials')).toHaveLength(STAFF_FREE_FAILURES);
    expect(codes.filter((c) => c === 'sign_in_throttled')).toHaveLength(8 - STAFF_FREE_FAILURES);
  });

  it('keeps every attempt in the audit log: wrong, unknown, throttled and successful', async () => {
    await addOperator(t, merchantId, 'ivan', 'cs');
    const from = '203.0.113.88';
    const before = (await auditRows(t, merchantId, 'operator.login')).length;
    await login('ivan', 'wrong-1', undefined, from);
    await login('ghost', 'wrong-2', undefined, from);
    await login('ivan', 'wrong-3', undefined, from);
    await login('ivan', DEMO_PASSWORD, undefined, from);
    t.clock.advance(5_000);
    await login('ivan', DEMO_PASSWORD, undefined, from);
    const rows = (await auditRows(t, merchantId, 'operator.login')).slice(before);
    expect(rows.map((r) => [r.actor_name, r.detail.outcome, r.ip])).toEqual([
      ['ivan', 'wrong_password', from],
      ['ghost', 'unknown_user', from],
      ['ivan', 'wrong_password', from],
      ['ivan', 'throttled', from],
      ['ivan', 'success', from],
    ]);
    expect(rows[3]?.detail).toMatchObject({ retryAfterSeconds: 5 });
  });

  it("an admin's lock stays: the locked account hears so only with its right password", async () => {
    const id = await addOperator(t, merchantId, 'gina', 'cs');
    const admin = await signIn(t);
    await t.call({
      method: 'POST',
      url: `/admin/api/operators/${id}/lock`,
      token: admin,
      payload: { reason: 'on leave' },
    });
    expect((await login('gina', 'wrong', undefined, '192.0.2.200')).json().code).toBe('wrong_credentials');
    expect((await login('gina', DEMO_PASSWORD, undefined, '192.0.2.201')).json().code).toBe('account_locked');

    // Guesses meanwhile make the account wait; the admin's unlock lifts that wait with the lock.
    for (let i = 1; i <= STAFF_FREE_FAILURES; i++) await login('gina', 'guess', undefined, `192.0.2.${210 + i}`);
    expect((await login('gina', DEMO_PASSWORD, undefined, '192.0.2.220')).json().code).toBe('sign_in_throttled');
    await t.call({
      method: 'POST',
      url: `/admin/api/operators/${id}/unlock`,
      token: admin,
      payload: { reason: 'back from leave' },
    });
    expect((await login('gina', DEMO_PASSWORD, undefined, '192.0.2.221')).statusCode).toBe(200);
  }, 90_000);

  it('signs out: the token is refused afterwards', async () => {
    const token = await signIn(t);
    const out = await t.call({ method: 'DELETE', url: '/admin/api/session', token });
    expect(out.json()).toEqual({ success: true, value: { ok: true } });
    const me = await t.call({ method: 'GET', url: '/admin/api/me', token, language: 'en' });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('token_expired');
    expect(await auditRows(t, merchantId, 'operator.logout')).toHaveLength(1);
  });

  it('a token expires after 12 hours', async () => {
    const token = await signIn(t);
    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    const me = await t.call({ method: 'GET', url: '/admin/api/me', token });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('token_expired');
  });

  it('no token, or a token nobody was given, opens nothing', async () => {
    const none = await t.call({ method: 'GET', url: '/admin/api/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('token_required');
    const garbage = await t.call({ method: 'GET', url: '/admin/api/me', token: 'A'.repeat(43) });
    expect(garbage.json().code).toBe('token_expired');
  });

  it("an operator token of one brand is useless on another brand's host, and names do not cross brands", async () => {
    const other = await otherBrand(t);
    const otherToken = await signIn(t, 'otheradmin', DEMO_PASSWORD, other.host);
    const onDemo = await t.call({ method: 'GET', url: '/admin/api/me', token: otherToken });
    expect(onDemo.statusCode).toBe(401);
    // The demo admin's name and password do not open the other brand.
    expect((await login('admin', DEMO_PASSWORD, other.host)).json().code).toBe('wrong_credentials');
    // Its audit rows stay in its own chain.
    expect((await auditRows(t, other.merchantId, 'operator.login')).map((r) => r.actor_name)).toEqual([
      'otheradmin',
      'admin',
    ]);
  });
});
