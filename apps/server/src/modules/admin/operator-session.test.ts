import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { addOperator, auditRows, otherBrand, signIn } from './admin-test-kit';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
});
afterAll(() => t.close());

const login = (username: string, password: string, host?: string) =>
  t.call({ method: 'POST', url: '/admin/api/session', payload: { username, password }, host, language: 'en' });

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
    const rows = (await auditRows(t, merchantId, 'operator.login')).slice(before);
    expect(rows.map((r) => r.detail.outcome)).toEqual(['wrong_password', 'unknown_user']);
    // A success clears the count, so this test's failure does not count toward a lock later.
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

  it('locks an operator after five wrong passwords in a row; the right password no longer opens it', async () => {
    await addOperator(t, merchantId, 'carol', 'cs');
    for (let i = 1; i <= 4; i++) {
      expect((await login('carol', `wrong-${i}`)).json().code).toBe('wrong_credentials');
    }
    const fifth = await login('carol', 'wrong-5');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toMatchObject({
      code: 'account_locked',
      message: 'This account is locked. Please contact support.',
    });
    const right = await login('carol', DEMO_PASSWORD);
    expect(right.json().code).toBe('account_locked');

    const row = await t.deps.db
      .selectFrom('operators')
      .select(['status', 'failed_login_count'])
      .where('username', '=', 'carol')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'locked', failed_login_count: 5 });
    const locks = await auditRows(t, merchantId, 'operator.auto_lock');
    expect(locks).toHaveLength(1);
    expect(locks[0]?.detail).toMatchObject({ username: 'carol', failures: 5 });
    const attempts = (await auditRows(t, merchantId, 'operator.login')).filter((r) => r.actor_name === 'carol');
    expect(attempts.map((r) => r.detail.outcome)).toEqual([...Array(5).fill('wrong_password'), 'locked']);
  });

  it('a success in between starts the count again', async () => {
    await addOperator(t, merchantId, 'dave', 'cs');
    for (let i = 0; i < 4; i++) await login('dave', 'wrong');
    await signIn(t, 'dave');
    for (let i = 0; i < 4; i++) expect((await login('dave', 'wrong')).json().code).toBe('wrong_credentials');
    await signIn(t, 'dave');
  });

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
