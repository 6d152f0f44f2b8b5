import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetMerchants } from '../../platform/merchant';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMerchant } from './create-merchant';

/** Two brands on one deployment: each host sees only its own brand's site data. */
let t: TestApp;
let otherId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.deps;
  otherId = await createMerchant(t.deps, { code: 'other', name: 'Other', hosts: ['other.test'] });
  await db
    .updateTable('merchants')
    .set({
      min_age: 21,
      settings: JSON.stringify({
        countries: [{ countryCode: 'SG', countryDialingCode: '65' }],
        defaultCountryCode: 'SG',
        imageCDNs: ['https://img.other.test'],
        customerService: [{ type: 3, url: 'https://chat.other.test/room' }],
      }),
    })
    .where('id', '=', otherId)
    .execute();
  await db
    .updateTable('feature_modules')
    .set({ enabled: false })
    .where('merchant_id', '=', otherId)
    .where('mod_id', '=', 'FREEPLAY3')
    .execute();
  await db
    .updateTable('register_settings')
    .set({ min_length: 8, pattern_id: 23 })
    .where('merchant_id', '=', otherId)
    .where('field', '=', 'username')
    .execute();
  await db
    .insertInto('help_topics')
    .values({
      merchant_id: otherId,
      tag: 'about-other',
      title: JSON.stringify({ ms: 'Tentang Other', en: 'About Other', zh: '关于 Other' }),
      content: JSON.stringify({ ms: '<p>o</p>', en: '<p>o</p>', zh: '<p>o</p>' }),
    })
    .execute();
  await db
    .insertInto('announcements')
    .values({
      merchant_id: otherId,
      type: 'PL',
      title: JSON.stringify({ ms: 'Notis Other', en: 'Other notice', zh: 'Other 公告' }),
      content: JSON.stringify({ ms: '<p>o</p>', en: '<p>o</p>', zh: '<p>o</p>' }),
      starts_at: new Date(Date.now() - 60_000),
    })
    .execute();
  forgetMerchants(db);
});
afterAll(() => t.close());

const get = async (url: string, host?: string) => {
  const res = await t.call({ method: 'GET', url, host, language: 'en' });
  expect(res.statusCode).toBe(200);
  return res.json().value;
};

describe('tenant isolation of the system and content calls', () => {
  it('status names the brand of the host', async () => {
    expect((await get('/wps/system/status')).merchant.code).toBe('demo');
    expect((await get('/wps/system/status', 'other.test')).merchant).toMatchObject({ code: 'other', name: 'Other' });
  });

  it('whitelabel switches are per brand', async () => {
    const flag = (nodes: { modId: string; enabled: string }[]) => nodes.find((n) => n.modId === 'FREEPLAY3')?.enabled;
    expect(flag(await get('/wps/system/whitelabel'))).toBe('1');
    expect(flag(await get('/wps/system/whitelabel', 'other.test'))).toBe('0');
  });

  it('register settings, age and countries are per brand', async () => {
    const demo = await get('/wps/system/setting/register');
    const other = await get('/wps/system/setting/register', 'other.test');
    expect(demo.fields[0]).toMatchObject({ field: 'username', minLength: 6, patternId: 1 });
    expect(other.fields[0]).toMatchObject({ field: 'username', minLength: 8, patternId: 23 });
    expect(demo.minAge).toBe(18);
    expect(other.minAge).toBe(21);
    expect(demo.defaultCountryCode).toBe('MY');
    expect(other.countries).toEqual([{ countryCode: 'SG', countryDialingCode: '65' }]);
    expect(other.defaultCountryCode).toBe('SG');
  });

  it("domain route lists only the host brand's domains and settings", async () => {
    const demo = await get('/wps/system/domainRoute?domain=other.test');
    const other = await get('/wps/system/domainRoute', 'other.test');
    expect(demo.domainList.map((d: { domain: string }) => d.domain)).not.toContain('other.test');
    expect(demo.imageCDNs).toEqual([]);
    expect(demo.customerService).toEqual([]);
    expect(other.domainList).toEqual([{ domain: 'other.test', speed: 0 }]);
    expect(other.imageCDNs).toEqual(['https://img.other.test']);
    expect(other.customerService).toHaveLength(1);
  });

  it('help topics are per brand', async () => {
    const demo = await get('/wps/system/helpCenter');
    const other = await get('/wps/system/helpCenter', 'other.test');
    expect(demo.map((x: { tag: string }) => x.tag)).not.toContain('about-other');
    expect(other).toEqual([{ tag: 'about-other', title: 'About Other', content: '<p>o</p>' }]);
  });

  it('announcements are per brand', async () => {
    const post = async (host?: string) => {
      const res = await t.call({ method: 'POST', url: '/wps/relay/MCSFE_getListAnnouncements', payload: {}, host });
      expect(res.statusCode).toBe(200);
      return res.json().value;
    };
    const demo = await post();
    const other = await post('other.test');
    expect(demo.player.map((p: { title: string }) => p.title)).not.toContain('Notis Other');
    expect(other.player.map((p: { title: string }) => p.title)).toEqual(['Notis Other']);
    expect(other.banners).toEqual([]);
    expect(other.popup).toEqual([]);
  });

  it('maintenance of one brand does not close the other', async () => {
    await t.deps.db.updateTable('merchants').set({ maintenance: true }).where('id', '=', otherId).execute();
    forgetMerchants(t.deps.db);
    expect((await get('/wps/system/status', 'other.test')).maintenance).toBe(true);
    expect((await get('/wps/system/status')).maintenance).toBe(false);
    const other = await t.call({
      method: 'POST',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      payload: {},
      host: 'other.test',
    });
    expect(other.statusCode).toBe(503);
    const demo = await t.call({ method: 'POST', url: '/wps/relay/MCSFE_getListAnnouncements', payload: {} });
    expect(demo.statusCode).toBe(200);
  });
});
