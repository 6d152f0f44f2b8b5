import { registerFields } from '@gemilang/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { addOperator, auditRows, otherBrand, signIn, startAdminTest } from '../../admin/admin-test-kit';

let t: TestApp;
let merchantId: number;
let admin: string;
beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
});
afterAll(() => t.close());

const get = async (url: string, token = admin) => (await t.call({ method: 'GET', url, token })).json().value;
const put = (url: string, payload: object, token = admin) =>
  t.call({ method: 'PUT', url, token, payload, language: 'en' });

const email = {
  field: 'email',
  enabled: true,
  required: true,
  minLength: 8,
  maxLength: 60,
  acceptedPattern: '.*@example\\.com',
  patternId: 3,
};

describe('register settings', () => {
  it('shows all 15 fields in the contract order with the age gate', async () => {
    const value = await get('/admin/api/register-settings');
    expect(value.fields.map((f: { field: string }) => f.field)).toEqual([...registerFields]);
    expect(value.minAge).toBe(18);
    expect(value.fields[0]).toEqual({
      field: 'username',
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
      acceptedPattern: '*',
      patternId: 1,
    });
  });

  it('saves the listed rules and the age; the registration form sees them; the audit keeps the change', async () => {
    const res = await put('/admin/api/register-settings', {
      minAge: 21,
      fields: [
        email,
        {
          field: 'line',
          enabled: true,
          required: false,
          minLength: 3,
          maxLength: 30,
          acceptedPattern: '',
          patternId: 9,
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.minAge).toBe(21);
    expect(value.fields.find((f: { field: string }) => f.field === 'email')).toEqual(email);
    expect(value.fields.find((f: { field: string }) => f.field === 'line')).toMatchObject({
      enabled: true,
      acceptedPattern: '*',
    });
    expect(value.fields.find((f: { field: string }) => f.field === 'username')).toMatchObject({
      minLength: 6,
      maxLength: 16,
    });

    const site = await get('/wps/system/setting/register');
    expect(site.minAge).toBe(21);
    expect(site.fields.find((f: { field: string }) => f.field === 'email')).toEqual(email);

    const [row] = await auditRows(t, merchantId, 'register_settings.update');
    expect(row?.detail).toMatchObject({ minAge: { before: 18, after: 21 } });
    const changes = row?.detail.changes as {
      field: string;
      before: { required: boolean };
      after: { required: boolean };
    }[];
    expect(changes.map((c) => c.field)).toEqual(['email', 'line']);
    expect(changes[0]).toMatchObject({ before: { required: false }, after: { required: true } });
  });

  it('refuses bad rules with 400 details naming the field and its setting', async () => {
    const rule = (over: object) => ({ ...email, ...over });
    const cases: [object, string, string][] = [
      [{ fields: [rule({ minLength: 10, maxLength: 5 })], minAge: 18 }, 'fields.email.minLength', 'invalid'],
      [{ fields: [rule({ maxLength: 256 })], minAge: 18 }, 'fields.email.maxLength', 'too_long'],
      [{ fields: [rule({ minLength: -1 })], minAge: 18 }, 'fields.email.minLength', 'too_short'],
      [{ fields: [rule({ patternId: 24 })], minAge: 18 }, 'fields.email.patternId', 'invalid'],
      [{ fields: [rule({ patternId: -1 })], minAge: 18 }, 'fields.email.patternId', 'invalid'],
      [{ fields: [rule({ acceptedPattern: '([a-z' })], minAge: 18 }, 'fields.email.acceptedPattern', 'pattern'],
      [
        { fields: [rule({ acceptedPattern: 'a'.repeat(201) })], minAge: 18 },
        'fields.email.acceptedPattern',
        'too_long',
      ],
      [{ fields: [rule({ field: 'password', enabled: false })], minAge: 18 }, 'fields.password.enabled', 'invalid'],
      [{ fields: [rule({}), rule({})], minAge: 18 }, 'fields.email.field', 'invalid'],
      [{ fields: [rule({ field: 'shoeSize' })], minAge: 18 }, 'fields.0.field', 'invalid'],
      [{ fields: [], minAge: 17 }, 'minAge', 'too_short'],
      [{ fields: [], minAge: 100 }, 'minAge', 'too_long'],
      [{ fields: [rule({ minLength: 1.5 })], minAge: 18 }, 'fields.0.minLength', 'invalid'],
    ];
    for (const [payload, field, reason] of cases) {
      const res = await put('/admin/api/register-settings', payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      expect(res.json().details, JSON.stringify(payload)).toContainEqual({
        field,
        reason,
        message: expect.any(String),
      });
    }
    expect(await auditRows(t, merchantId, 'register_settings.update')).toHaveLength(1);
    expect((await get('/admin/api/register-settings')).minAge).toBe(21);
  });

  it('the messages come in the caller language', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/admin/api/register-settings',
      token: admin,
      payload: { fields: [], minAge: 5 },
      language: 'ms',
    });
    const en = await put('/admin/api/register-settings', { fields: [], minAge: 5 });
    expect(res.json().message).not.toBe(en.json().message);
    expect(res.json().details[0].message).not.toBe(en.json().details[0].message);
  });
});

describe('feature modules', () => {
  it('lists every module of the contract and switches the listed ones; whitelabel follows', async () => {
    const before = await get('/admin/api/feature-modules');
    expect(before.modules).toContainEqual({ modId: 'LOGINEDTOHOME3', enabled: false });
    expect(before.modules).toHaveLength(11);
    const res = await put('/admin/api/feature-modules', {
      modules: [
        { modId: 'LOGINEDTOHOME3', enabled: true },
        { modId: 'FREEPLAY3', enabled: false },
        { modId: 'MEMBERCENTER3', enabled: true },
      ],
    });
    expect(res.json().value.modules).toContainEqual({ modId: 'LOGINEDTOHOME3', enabled: true });
    expect(res.json().value.modules).toContainEqual({ modId: 'FREEPLAY3', enabled: false });
    const site = (await get('/wps/system/whitelabel')) as { modId: string; enabled: string }[];
    expect(site.find((n) => n.modId === 'LOGINEDTOHOME3')?.enabled).toBe('1');
    expect(site.find((n) => n.modId === 'FREEPLAY3')?.enabled).toBe('0');
    const [row] = await auditRows(t, merchantId, 'feature_modules.update');
    // MEMBERCENTER3 was on already: only real changes are recorded.
    expect(row?.detail).toEqual({
      changes: [
        { modId: 'LOGINEDTOHOME3', enabled: true },
        { modId: 'FREEPLAY3', enabled: false },
      ],
    });
  });

  it('refuses an unknown module, a module twice and a non-boolean', async () => {
    for (const modules of [
      [{ modId: 'GODMODE3', enabled: true }],
      [
        { modId: 'FREEPLAY3', enabled: true },
        { modId: 'FREEPLAY3', enabled: false },
      ],
      [{ modId: 'FREEPLAY3', enabled: 'yes' }],
    ]) {
      const res = await put('/admin/api/feature-modules', { modules });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toMatch(/^modules\.\d\.(modId|enabled)$/);
    }
    expect(await auditRows(t, merchantId, 'feature_modules.update')).toHaveLength(1);
  });

  it("one brand's switches do not touch another's; customer service may not switch", async () => {
    const other = await otherBrand(t);
    const theirs = await t.deps.db
      .selectFrom('feature_modules')
      .select('enabled')
      .where('merchant_id', '=', other.merchantId)
      .where('mod_id', '=', 'LOGINEDTOHOME3')
      .executeTakeFirstOrThrow();
    expect(theirs.enabled).toBe(false);
    await addOperator(t, merchantId, 'cs1', 'cs');
    const cs = await signIn(t, 'cs1');
    for (const url of ['/admin/api/feature-modules', '/admin/api/register-settings']) {
      const res = await t.call({ method: 'GET', url, token: cs });
      expect(res.statusCode).toBe(403);
    }
  });
});
