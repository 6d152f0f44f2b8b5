import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { countryOf, isRegionBlocked } from './region';

const MALAYSIAN = '1.9.0.1';
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

async function blockMalaysia(t: TestApp): Promise<number> {
  const demo = await t.deps.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  await t.deps.db.insertInto('blocked_countries').values({ merchant_id: demo.id, country_code: 'MY' }).execute();
  return demo.id;
}

describe('countryOf (offline GeoIP)', () => {
  it('knows a Malaysian address, in IPv4 and IPv4-mapped IPv6 form, and nothing of a private one', () => {
    expect(countryOf(MALAYSIAN)).toBe('MY');
    expect(countryOf(`::ffff:${MALAYSIAN}`)).toBe('MY');
    expect(countryOf('127.0.0.1')).toBeNull();
    expect(countryOf('10.1.2.3')).toBeNull();
  });
});

describe('behind a trusted proxy (TRUSTED_PROXIES includes 127.0.0.1)', () => {
  let t: TestApp;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp({ config: { TRUSTED_PROXIES: ['127.0.0.1'] } });
    merchantId = await blockMalaysia(t);
  });
  afterAll(() => t.close());

  it("reads the visitor's address from X-Forwarded-For and refuses a blocked country", async () => {
    const headers = { 'x-forwarded-for': MALAYSIAN };
    const status = await t.call({ method: 'GET', url: '/wps/system/status', headers });
    expect(status.json().value).toMatchObject({ regionRestriction: true, clientIp: MALAYSIAN, country: 'MY' });
    const res = await t.call({ method: 'POST', url: ANNOUNCEMENTS, payload: {}, headers, language: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('region_blocked');
  });

  it('lets the same proxy through for a visitor from elsewhere', async () => {
    const status = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(status.json().value).toMatchObject({ regionRestriction: false, clientIp: '127.0.0.1', country: null });
    expect((await t.call({ method: 'POST', url: ANNOUNCEMENTS, payload: {} })).statusCode).toBe(200);
  });

  it('believes only the hop the trusted proxy added, not an address a client wrote before it', async () => {
    // The client sent "1.9.0.1" itself; an untrusted hop (10.0.0.5) stands between it and our proxy.
    const headers = { 'x-forwarded-for': `${MALAYSIAN}, 10.0.0.5` };
    const status = await t.call({ method: 'GET', url: '/wps/system/status', headers });
    expect(status.json().value).toMatchObject({ regionRestriction: false, clientIp: '10.0.0.5' });
  });

  it('checks blocked ranges against the forwarded address too', async () => {
    await t.deps.db.insertInto('blocked_ranges').values({ merchant_id: merchantId, cidr: '203.0.113.0/24' }).execute();
    expect(await isRegionBlocked(t.deps.db, merchantId, '203.0.113.9', null)).toBe(true);
    expect(await isRegionBlocked(t.deps.db, merchantId, '203.0.114.9', null)).toBe(false);
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const status = await t.call({ method: 'GET', url: '/wps/system/status', headers });
    expect(status.json().value).toMatchObject({ regionRestriction: true, clientIp: '203.0.113.9' });
  });
});

describe('without trusted proxies (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await blockMalaysia(t);
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a visitor cannot claim another address', async () => {
    const headers = { 'x-forwarded-for': MALAYSIAN };
    const status = await t.call({ method: 'GET', url: '/wps/system/status', headers });
    expect(status.json().value).toMatchObject({ regionRestriction: false, clientIp: '127.0.0.1', country: null });
    expect((await t.call({ method: 'POST', url: ANNOUNCEMENTS, payload: {}, headers })).statusCode).toBe(200);
  });

  it('still refuses a visitor whose own address is in a blocked country', async () => {
    const res = await t.call({ method: 'POST', url: ANNOUNCEMENTS, payload: {}, remoteAddress: MALAYSIAN });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('region_blocked');
  });
});
