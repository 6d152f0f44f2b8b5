import { adminRoutes } from '@gemilang/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { addOperator, otherBrand, signIn } from './admin-test-kit';

let t: TestApp;
let merchantId: number;
let admin: string;
let cs: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  admin = await signIn(t);
  await addOperator(t, merchantId, 'helpdesk', 'cs');
  cs = await signIn(t, 'helpdesk');
});
afterAll(() => t.close());

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
type Message = { channel: string; destination: string; subject: string; body: string; provider: string };
type Entry = {
  action: string;
  actorName: string;
  targetId: string;
  detail: Record<string, unknown>;
  ip: string | null;
};

describe('dev outbox', () => {
  it('shows the admin what the providers sent for this brand, newest first, by channel', async () => {
    const { sms, email } = t.deps.outbound;
    await sms.send({ merchantId, to: '60123456789', body: 'Kod anda 1111' });
    await email.send({ merchantId, to: 'a@example.com', subject: 'Password', body: 'Temporary password' });
    await sms.send({ merchantId, to: '60123456780', body: 'Kod anda <b>2222</b>' });
    const other = await otherBrand(t);
    await sms.send({ merchantId: other.merchantId, to: '6599999999', body: 'not yours' });

    const all = await t.call({ method: 'GET', url: '/admin/api/outbox', token: admin });
    const value = all.json().value as Page<Message>;
    expect(value.total).toBe(3);
    expect(value.items.map((m) => m.body)).toEqual(['Kod anda <b>2222</b>', 'Temporary password', 'Kod anda 1111']);
    expect(value.items[1]).toMatchObject({ channel: 'email', destination: 'a@example.com', subject: 'Password' });

    const smsOnly = (
      await t.call({ method: 'GET', url: '/admin/api/outbox?channel=sms&pageSize=1', token: admin })
    ).json().value as Page<Message>;
    expect(smsOnly).toMatchObject({ total: 2, pageSize: 1 });
    expect(smsOnly.items.map((m) => m.destination)).toEqual(['60123456780']);
    const emailOnly = (await t.call({ method: 'GET', url: '/admin/api/outbox?channel=email', token: admin })).json()
      .value;
    expect(emailOnly.total).toBe(1);
  });

  it('refuses an unknown channel and needs a sign-in', async () => {
    const bad = await t.call({ method: 'GET', url: '/admin/api/outbox?channel=fax', token: admin, language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('channel');
    expect((await t.call({ method: 'GET', url: '/admin/api/outbox' })).statusCode).toBe(401);
  });
});

describe('audit log', () => {
  it('lists what operators did, newest first, filtered by action or its start, with the chain intact', async () => {
    await t.call({
      method: 'PUT',
      url: '/admin/api/blocked-countries',
      token: admin,
      payload: { countries: ['SG'] },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    await t.call({
      method: 'POST',
      url: '/admin/api/blocked-ranges',
      token: admin,
      payload: { cidr: '198.51.100.0/24' },
    });

    const res = await t.call({ method: 'GET', url: '/admin/api/audit?pageSize=100', token: admin });
    const page = res.json().value as Page<Entry> & { chainIntact: boolean; firstBrokenId: string | null };
    expect(page.chainIntact).toBe(true);
    expect(page.firstBrokenId).toBeNull();
    expect(page.items.map((e) => e.action)).toEqual([
      'blocked_range.add',
      'blocked_countries.update',
      'operator.login',
      'operator.login',
    ]);
    expect(page.items[1]).toMatchObject({
      actorName: 'admin',
      detail: { added: ['SG'], removed: [] },
      ip: '127.0.0.1',
    });

    const logins = (await t.call({ method: 'GET', url: '/admin/api/audit?action=operator.', token: admin })).json()
      .value;
    expect(logins.total).toBe(2);
    expect(logins.chainIntact).toBe(true);
    const blocked = (await t.call({ method: 'GET', url: '/admin/api/audit?action=blocked_range', token: admin })).json()
      .value as Page<Entry>;
    expect(blocked.items.map((e) => e.action)).toEqual(['blocked_range.add']);
    const literal = (await t.call({ method: 'GET', url: '/admin/api/audit?action=%25', token: admin })).json().value;
    expect(literal.total).toBe(0);
  });

  it("keeps brands apart: another brand's actions are not in this log", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/admin/api/audit?action=operator.login&pageSize=100',
      token: admin,
    });
    const names = (res.json().value as Page<Entry>).items.map((e) => e.actorName);
    expect(names).toEqual(['helpdesk', 'admin']);
  });

  it('says when the chain is broken: a row edited behind the application', async () => {
    const victim = await t.deps.db
      .selectFrom('audit_log')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('action', '=', 'blocked_countries.update')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('audit_log')
      .set({ detail: JSON.stringify({ added: [], removed: [] }) })
      .where('id', '=', victim.id)
      .execute();
    const page = (await t.call({ method: 'GET', url: '/admin/api/audit', token: admin })).json().value;
    expect(page.chainIntact).toBe(false);
    expect(page.firstBrokenId).toBe(victim.id.toString());
  });

  it('is for admins only, and refuses a bad filter', async () => {
    const res = await t.call({ method: 'GET', url: '/admin/api/audit', token: cs, language: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    const long = await t.call({ method: 'GET', url: `/admin/api/audit?action=${'a'.repeat(65)}`, token: admin });
    expect(long.statusCode).toBe(400);
  });
});

describe('OpenAPI document', () => {
  it('lists every back-office call of the contract with its access rule', async () => {
    const res = await t.call({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    for (const def of Object.values(adminRoutes)) {
      const path = def.path.replace(/:(\w+)/g, '{$1}');
      const op = paths[path]?.[def.method.toLowerCase()];
      expect(op, `${def.method} ${path}`).toBeDefined();
      expect(op?.tags).toEqual(['admin']);
      expect(Boolean(op?.security), path).toBe(def.access !== 'visitor');
    }
  });
});
