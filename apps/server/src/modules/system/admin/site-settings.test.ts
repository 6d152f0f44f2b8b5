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

const message = { ms: 'Penyelenggaraan', en: 'Maintenance <b>soon</b>', zh: '维护中' };
const status = async () => (await t.call({ method: 'GET', url: '/wps/system/status', language: 'en' })).json().value;
const put = (url: string, payload: object, token = admin) =>
  t.call({ method: 'PUT', url, token, payload, language: 'en' });

describe('site status', () => {
  it('switching maintenance on through the API puts the site into maintenance at once, and off again', async () => {
    expect((await status()).maintenance).toBe(false);
    const on = await put('/admin/api/site-status', {
      maintenance: true,
      maintenanceFrom: null,
      maintenanceUntil: null,
      maintenanceMessage: message,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().value).toEqual({
      maintenance: true,
      maintenanceFrom: null,
      maintenanceUntil: null,
      maintenanceMessage: message,
    });
    const site = await status();
    expect(site.maintenance).toBe(true);
    expect(site.maintenanceMessage).toBe('Maintenance <b>soon</b>');
    // The player API is closed too, the back office is not.
    const closed = await t.call({ method: 'GET', url: '/wps/system/setting/register' });
    expect(closed.statusCode).toBe(503);
    expect(
      (await t.call({ method: 'GET', url: '/admin/api/site-status', token: admin })).json().value.maintenance,
    ).toBe(true);

    await put('/admin/api/site-status', {
      maintenance: false,
      maintenanceFrom: null,
      maintenanceUntil: null,
      maintenanceMessage: message,
    });
    expect((await status()).maintenance).toBe(false);
    const rows = await auditRows(t, merchantId, 'site_status.update');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.detail).toMatchObject({ before: { maintenance: false }, after: { maintenance: true } });
  });

  it('an announced window takes effect when its time comes', async () => {
    const from = new Date(t.clock.now().getTime() + 60 * 60 * 1000);
    const until = new Date(from.getTime() + 2 * 60 * 60 * 1000);
    const res = await put('/admin/api/site-status', {
      maintenance: false,
      maintenanceFrom: from.toISOString(),
      maintenanceUntil: until.toISOString().replace('Z', '+00:00'),
      maintenanceMessage: message,
    });
    expect(res.json().value).toMatchObject({
      maintenanceFrom: from.toISOString(),
      maintenanceUntil: until.toISOString(),
    });
    const before = await status();
    expect(before).toMatchObject({ maintenance: false, maintenanceFrom: from.toISOString() });
    t.clock.advance(90 * 60 * 1000);
    expect((await status()).maintenance).toBe(true);
    t.clock.advance(-90 * 60 * 1000);
    await put('/admin/api/site-status', {
      maintenance: false,
      maintenanceFrom: null,
      maintenanceUntil: null,
      maintenanceMessage: message,
    });
  });

  it('refuses a window that ends before it starts, one end alone, a bad date and an oversized message', async () => {
    const base = { maintenance: false, maintenanceMessage: message };
    const cases: [object, string][] = [
      [
        { ...base, maintenanceFrom: '2030-01-02T00:00:00Z', maintenanceUntil: '2030-01-01T00:00:00Z' },
        'maintenanceUntil',
      ],
      [{ ...base, maintenanceFrom: '2030-01-02T00:00:00Z', maintenanceUntil: null }, 'maintenanceUntil'],
      [{ ...base, maintenanceFrom: 'tomorrow', maintenanceUntil: '2030-01-01T00:00:00Z' }, 'maintenanceFrom'],
      [
        { ...base, maintenanceFrom: '0001-01-01T00:00:00Z', maintenanceUntil: '2030-01-01T00:00:00Z' },
        'maintenanceFrom',
      ],
      [
        {
          ...base,
          maintenanceFrom: null,
          maintenanceUntil: null,
          maintenanceMessage: { ...message, zh: '长'.repeat(501) },
        },
        'maintenanceMessage.zh',
      ],
      [
        { maintenance: 'yes', maintenanceFrom: null, maintenanceUntil: null, maintenanceMessage: message },
        'maintenance',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await put('/admin/api/site-status', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input', message: expect.stringContaining('not valid') });
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect(await auditRows(t, merchantId, 'site_status.update')).toHaveLength(4);
  });
});

describe('blocked countries', () => {
  it('replaces the list (sorted, without repeats) and audits what changed', async () => {
    const res = await put('/admin/api/blocked-countries', { countries: ['SG', 'US', 'SG'] });
    expect(res.json().value).toEqual({ countries: ['SG', 'US'] });
    const again = await put('/admin/api/blocked-countries', { countries: ['US', 'TH'] });
    expect(again.json().value).toEqual({ countries: ['TH', 'US'] });
    const get = await t.call({ method: 'GET', url: '/admin/api/blocked-countries', token: admin });
    expect(get.json().value).toEqual({ countries: ['TH', 'US'] });
    const rows = await auditRows(t, merchantId, 'blocked_countries.update');
    expect(rows.map((r) => r.detail)).toEqual([
      { added: ['SG', 'US'], removed: [] },
      { added: ['TH'], removed: ['SG'] },
    ]);
    // Localhost has no country, so the site stays open.
    expect((await status()).regionRestriction).toBe(false);
  });

  it('refuses a code that is not two capital letters, and more than 250', async () => {
    for (const countries of [['my'], ['MYS'], ['M1'], Array.from({ length: 251 }, () => 'MY')]) {
      const res = await put('/admin/api/blocked-countries', { countries });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    const get = await t.call({ method: 'GET', url: '/admin/api/blocked-countries', token: admin });
    expect(get.json().value.countries).toEqual(['TH', 'US']);
  });
});

describe('blocked ranges', () => {
  const add = (cidr: string, note = '') =>
    t.call({ method: 'POST', url: '/admin/api/blocked-ranges', token: admin, payload: { cidr, note }, language: 'en' });

  it('normalises what it stores: host bits cleared, a bare address /32 or /128', async () => {
    const cases: [string, string][] = [
      ['203.0.113.77/24', '203.0.113.0/24'],
      ['198.51.100.9', '198.51.100.9/32'],
      ['2001:DB8:0:0:0:0:0:1', '2001:db8::1/128'],
      ['2001:db8:abcd:12::7/48', '2001:db8:abcd::/48'],
      ['::ffff:192.0.2.128/121', '192.0.2.128/25'],
      ['0.0.0.0/0', '0.0.0.0/0'],
    ];
    for (const [input, stored] of cases) {
      const res = await add(input, `note ${input}`);
      expect(res.statusCode, input).toBe(200);
      expect(res.json().value).toMatchObject({ cidr: stored, note: `note ${input}` });
    }
    // 0.0.0.0/0 blocks everyone: take it away again before the next tests.
    const list = (await t.call({ method: 'GET', url: '/admin/api/blocked-ranges', token: admin })).json().value;
    expect(list.total).toBe(6);
    expect(list.items[0].cidr).toBe('0.0.0.0/0');
    const del = await t.call({ method: 'DELETE', url: `/admin/api/blocked-ranges/${list.items[0].id}`, token: admin });
    expect(del.json()).toEqual({ success: true, value: { ok: true } });
  });

  it('refuses what is not an address or CIDR (400 naming cidr) and a duplicate network (409)', async () => {
    for (const bad of [
      '10.0.0.256',
      '10.1',
      '0x7f.0.0.1',
      '10.0.0.0/33',
      '::1/129',
      'fe80::1%eth0',
      'example.com',
      '1.2.3.4/8/9',
      "1.2.3.4'; DROP TABLE",
    ]) {
      const res = await add(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid_input',
        details: [{ field: 'cidr', reason: 'invalid', message: 'This value is not valid.' }],
      });
    }
    const dup = await add('203.0.113.1/24');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('conflict');
    const nulNote = await t.call({
      method: 'POST',
      url: '/admin/api/blocked-ranges',
      token: admin,
      payload: { cidr: '192.0.2.1', note: 'a\u0000b' },
    });
    expect(nulNote.statusCode).toBe(400);
    const empty = await add('   ');
    expect(empty.statusCode).toBe(400);
  });

  it('a range added through the API restricts the region for a visitor inside it; removing it opens it', async () => {
    expect((await status()).regionRestriction).toBe(false);
    const res = await add('127.0.0.0/8', 'loopback for the test');
    expect((await status()).regionRestriction).toBe(true);
    const blocked = await t.call({ method: 'GET', url: '/wps/system/setting/register' });
    expect(blocked.statusCode).toBe(403);
    await t.call({ method: 'DELETE', url: `/admin/api/blocked-ranges/${res.json().value.id}`, token: admin });
    expect((await status()).regionRestriction).toBe(false);
    const adds = await auditRows(t, merchantId, 'blocked_range.add');
    expect(adds.at(-1)?.detail).toMatchObject({ cidr: '127.0.0.0/8', note: 'loopback for the test' });
    expect((await auditRows(t, merchantId, 'blocked_range.remove')).at(-1)?.detail).toMatchObject({
      cidr: '127.0.0.0/8',
    });
  });

  it('pages the list newest first', async () => {
    const page = await t.call({ method: 'GET', url: '/admin/api/blocked-ranges?page=2&pageSize=2', token: admin });
    const value = page.json().value;
    expect(value).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(value.items.map((r: { cidr: string }) => r.cidr)).toEqual(['2001:db8::1/128', '198.51.100.9/32']);
    const bad = await t.call({ method: 'GET', url: '/admin/api/blocked-ranges?pageSize=1000', token: admin });
    expect(bad.statusCode).toBe(400);
  });

  it("unknown ids and another brand's ranges are not found, and theirs stay", async () => {
    expect((await t.call({ method: 'DELETE', url: '/admin/api/blocked-ranges/999999', token: admin })).statusCode).toBe(
      404,
    );
    const other = await otherBrand(t);
    const otherAdmin = await signIn(t, 'otheradmin', undefined, other.host);
    const theirs = await t.call({
      method: 'POST',
      url: '/admin/api/blocked-ranges',
      host: other.host,
      token: otherAdmin,
      payload: { cidr: '127.0.0.1' },
    });
    expect(theirs.statusCode).toBe(200);
    const id = theirs.json().value.id;
    expect((await t.call({ method: 'DELETE', url: `/admin/api/blocked-ranges/${id}`, token: admin })).statusCode).toBe(
      404,
    );
    // Their block does not touch the demo brand, and their list is theirs alone.
    expect((await status()).regionRestriction).toBe(false);
    const list = await t.call({ method: 'GET', url: '/admin/api/blocked-ranges', host: other.host, token: otherAdmin });
    expect(list.json().value.items.map((r: { cidr: string }) => r.cidr)).toEqual(['127.0.0.1/32']);
  });
});

describe('who may change the site', () => {
  it('customer service gets 403 on every site setting', async () => {
    await addOperator(t, merchantId, 'cs1', 'cs');
    const cs = await signIn(t, 'cs1');
    for (const url of ['/admin/api/site-status', '/admin/api/blocked-countries', '/admin/api/blocked-ranges']) {
      const res = await t.call({ method: 'GET', url, token: cs });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const put = await t.call({
      method: 'PUT',
      url: '/admin/api/blocked-countries',
      token: cs,
      payload: { countries: [] },
    });
    expect(put.statusCode).toBe(403);
  });
});
