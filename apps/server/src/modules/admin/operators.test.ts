import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { addOperator, auditRows, otherBrand, signIn, startAdminTest } from './admin-test-kit';

let t: TestApp;
let merchantId: number;
let admin: string;
beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
});
afterAll(() => t.close());

const newCs = { username: 'Siti.cs', displayName: 'Siti', role: 'cs', password: 'first-pass-1' };

describe('staff accounts', () => {
  it('an admin creates a cs account, which then signs in and is listed', async () => {
    const res = await t.call({ method: 'POST', url: '/admin/api/operators', token: admin, payload: newCs });
    expect(res.statusCode).toBe(200);
    const created = res.json().value;
    expect(created).toMatchObject({ username: 'Siti.cs', displayName: 'Siti', role: 'cs', status: 'active' });
    expect(created).not.toHaveProperty('passwordHash');

    const token = await signIn(t, 'siti.CS', 'first-pass-1');
    const me = await t.call({ method: 'GET', url: '/admin/api/me', token });
    expect(me.json().value).toMatchObject({ id: created.id, role: 'cs' });

    const list = await t.call({ method: 'GET', url: '/admin/api/operators?page=1&pageSize=50', token: admin });
    expect(list.json().value).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(list.json().value.items.map((o: { username: string }) => o.username)).toEqual(['admin', 'Siti.cs']);

    const [row] = await auditRows(t, merchantId, 'operator.create');
    expect(row).toMatchObject({
      actor_name: 'admin',
      target_id: created.id,
      detail: { username: 'Siti.cs', role: 'cs' },
    });
    expect(JSON.stringify(row?.detail)).not.toContain('first-pass-1');
  });

  it('refuses a taken username (any case) with 409, and bad input with 400 naming the fields', async () => {
    const taken = await t.call({
      method: 'POST',
      url: '/admin/api/operators',
      token: admin,
      payload: { ...newCs, username: 'SITI.CS' },
      language: 'en',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'username_taken', message: 'This username is already taken.' });

    const bad = await t.call({
      method: 'POST',
      url: '/admin/api/operators',
      token: admin,
      payload: { username: 'a b', role: 'boss', password: 'short' },
      language: 'en',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(['password', 'role', 'username']);
  });

  it('locks a colleague (ending their sessions) and unlocks them, clearing their failed sign-ins', async () => {
    const id = await addOperator(t, merchantId, 'budi', 'cs');
    const budi = await signIn(t, 'budi');
    const lock = await t.call({
      method: 'POST',
      url: `/admin/api/operators/${id}/lock`,
      token: admin,
      payload: { reason: 'left the company' },
    });
    expect(lock.json().value).toMatchObject({ id: id.toString(), status: 'locked' });
    expect((await t.call({ method: 'GET', url: '/admin/api/me', token: budi })).statusCode).toBe(401);
    const refused = await t.call({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'budi', password: DEMO_PASSWORD },
    });
    expect(refused.json().code).toBe('account_locked');

    const unlock = await t.call({
      method: 'POST',
      url: `/admin/api/operators/${id}/unlock`,
      token: admin,
      payload: { reason: 'came back' },
    });
    expect(unlock.json().value).toMatchObject({ status: 'active', failedLoginCount: 0 });
    await signIn(t, 'budi');
    const [locked] = await auditRows(t, merchantId, 'operator.lock');
    expect(locked?.detail).toMatchObject({ username: 'budi', reason: 'left the company', previousStatus: 'active' });
    expect((await auditRows(t, merchantId, 'operator.unlock'))[0]?.detail).toMatchObject({ reason: 'came back' });
  });

  it('an admin cannot lock themselves; a reason is required; unknown or foreign ids are 404', async () => {
    const me = (await t.call({ method: 'GET', url: '/admin/api/me', token: admin })).json().value;
    const self = await t.call({
      method: 'POST',
      url: `/admin/api/operators/${me.id}/lock`,
      token: admin,
      payload: { reason: 'x' },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('forbidden');

    const noReason = await t.call({
      method: 'POST',
      url: `/admin/api/operators/${me.id}/unlock`,
      token: admin,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0]).toMatchObject({ field: 'reason', reason: 'required' });

    const badId = await t.call({
      method: 'POST',
      url: '/admin/api/operators/abc/lock',
      token: admin,
      payload: { reason: 'x' },
    });
    expect(badId.statusCode).toBe(400);
    const unknown = await t.call({
      method: 'POST',
      url: '/admin/api/operators/999999/lock',
      token: admin,
      payload: { reason: 'x' },
    });
    expect(unknown.statusCode).toBe(404);

    const other = await otherBrand(t);
    const foreign = await t.call({
      method: 'POST',
      url: `/admin/api/operators/${other.operatorId}/lock`,
      token: admin,
      payload: { reason: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
    const row = await t.deps.db
      .selectFrom('operators')
      .select('status')
      .where('id', '=', other.operatorId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('customer service may not manage staff (403 forbidden)', async () => {
    await addOperator(t, merchantId, 'cs1', 'cs');
    const cs = await signIn(t, 'cs1');
    const list = await t.call({ method: 'GET', url: '/admin/api/operators', token: cs, language: 'en' });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ success: false, code: 'forbidden', message: 'Access restricted.' });
    const create = await t.call({
      method: 'POST',
      url: '/admin/api/operators',
      token: cs,
      payload: { ...newCs, username: 'x1x' },
    });
    expect(create.statusCode).toBe(403);
  });
});
