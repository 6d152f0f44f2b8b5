import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { auditRows, signIn, startAdminTest } from './admin-test-kit';

// Checked by breaking it: with loadOperator (platform/auth.ts) ignoring must_change_password, the new
// operator's member search and operator list went through with the administrator's password.

let t: TestApp;
let merchantId: number;
let admin: string;
beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
});
afterAll(() => t.close());

const given = 'handed-over-1';

async function newOperator(username: string, role: 'admin' | 'cs' = 'cs'): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/admin/api/operators',
    token: admin,
    payload: { username, displayName: username, role, password: given },
  });
  expect(res.statusCode).toBe(200);
  return username;
}

const signInAs = (username: string, password: string) =>
  t.call({ method: 'POST', url: '/admin/api/session', payload: { username, password } });

const change = (token: string, currentPassword: string, newPassword: string) =>
  t.call({
    method: 'POST',
    url: '/admin/api/me/password',
    token,
    language: 'en',
    payload: { currentPassword, newPassword },
  });

describe("an operator signed in with an administrator's password", () => {
  it('may only change it (or read who they are, or sign out) until they do, on the server', async () => {
    const name = await newOperator('nina.admin', 'admin');
    const login = await signInAs(name, given);
    expect(login.json().value).toMatchObject({ mustChangePassword: true });
    const token = login.json().value.token as string;

    for (const url of ['/admin/api/members?page=1&pageSize=10', '/admin/api/operators?page=1&pageSize=10']) {
      const refused = await t.call({ method: 'GET', url, token, language: 'en' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'password_change_required',
        message: 'Please change your password before continuing.',
      });
    }
    const created = await t.call({
      method: 'POST',
      url: '/admin/api/operators',
      token,
      payload: { username: 'sneaky', displayName: '', role: 'admin', password: 'sneaky-pass-1' },
    });
    expect(created.json().code).toBe('password_change_required');
    expect((await t.call({ method: 'GET', url: '/admin/api/me', token })).json().value.username).toBe(name);

    // Wrong current password, same password: refused, still held.
    expect((await change(token, 'not-it-123', 'mine-now-2026')).json().code).toBe('wrong_old_password');
    expect((await change(token, given, given)).json().code).toBe('same_password');
    expect((await change(token, given, 'short')).statusCode).toBe(400);

    const changed = await change(token, given, 'mine-now-2026');
    expect(changed.json()).toMatchObject({ success: true });
    const list = await t.call({ method: 'GET', url: '/admin/api/operators?page=1&pageSize=10', token });
    expect(list.statusCode).toBe(200);

    // The administrator's password no longer opens it; the new one does, without the requirement.
    expect((await signInAs(name, given)).json().code).toBe('wrong_credentials');
    const again = await signInAs(name, 'mine-now-2026');
    expect(again.json().value.mustChangePassword).toBe(false);
    const [row] = await auditRows(t, merchantId, 'operator.password_changed');
    expect(row).toMatchObject({ actor_name: name });
  });

  it('does not hold an operator who chose their own password, and ends their other sessions on a change', async () => {
    const login = await signInAs('admin', DEMO_PASSWORD);
    expect(login.json().value.mustChangePassword).toBe(false);

    const name = await newOperator('omar.cs');
    const first = (await signInAs(name, given)).json().value.token as string;
    const second = (await signInAs(name, given)).json().value.token as string;
    expect((await change(second, given, 'omar-own-pass')).json().success).toBe(true);
    expect((await t.call({ method: 'GET', url: '/admin/api/me', token: first })).json().code).toBe('token_expired');
    expect(await signIn(t, name, 'omar-own-pass')).toEqual(expect.any(String));
  });

  it('holds an operator whose password an administrator reset the same way, and ends their sessions', async () => {
    const name = await newOperator('rita.cs');
    const token = (await signInAs(name, given)).json().value.token as string;
    expect((await change(token, given, 'rita-own-pass')).json().success).toBe(true);
    const working = (await signInAs(name, 'rita-own-pass')).json().value.token as string;
    const list = (await t.call({ method: 'GET', url: '/admin/api/operators?page=1&pageSize=50', token: admin })).json();
    const id = list.value.items.find((o: { username: string }) => o.username === name).id as string;

    const reset = await t.call({
      method: 'POST',
      url: `/admin/api/operators/${id}/password`,
      token: admin,
      payload: { password: 'reset-by-admin-1', reason: 'forgot it' },
    });
    expect(reset.json()).toMatchObject({ success: true, value: { username: name } });
    expect((await t.call({ method: 'GET', url: '/admin/api/me', token: working })).json().code).toBe('token_expired');
    const held = await signInAs(name, 'reset-by-admin-1');
    expect(held.json().value.mustChangePassword).toBe(true);
    const members = await t.call({
      method: 'GET',
      url: '/admin/api/members?page=1&pageSize=10',
      token: held.json().value.token,
    });
    expect(members.json().code).toBe('password_change_required');
    const [row] = await auditRows(t, merchantId, 'operator.password_reset');
    expect(row).toMatchObject({ actor_name: 'admin', detail: { username: name, reason: 'forgot it' } });
    expect(JSON.stringify(row?.detail)).not.toContain('reset-by-admin-1');

    // Not one's own account, and not by customer service.
    const me = list.value.items.find((o: { username: string }) => o.username === 'admin').id as string;
    const own = await t.call({
      method: 'POST',
      url: `/admin/api/operators/${me}/password`,
      token: admin,
      payload: { password: 'whatever-123', reason: 'x' },
    });
    expect(own.statusCode).toBe(403);
    const cs = await t.call({
      method: 'POST',
      url: `/admin/api/operators/${id}/password`,
      token: working,
      payload: { password: 'whatever-123', reason: 'x' },
    });
    expect(cs.statusCode).toBeGreaterThanOrEqual(400);
  });
});
