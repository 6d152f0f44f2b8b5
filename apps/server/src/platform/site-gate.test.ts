import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf, updateMerchant } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { publishRegionRulesChanged } from './realtime';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

const setMerchant = async (values: {
  maintenance?: boolean;
  maintenance_from?: Date | null;
  maintenance_until?: Date | null;
  maintenance_message?: string;
}) => {
  await updateMerchant(t, demoId, values);
};
const status = async () => (await t.call({ method: 'GET', url: '/wps/system/status', language: 'en' })).json().value;
const announcements = (language: 'ms' | 'en' | 'zh' = 'en') =>
  t.call({ method: 'POST', url: ANNOUNCEMENTS, payload: {}, language });

describe('maintenance', () => {
  afterEach(() => setMerchant({ maintenance: false, maintenance_from: null, maintenance_until: null }));

  it('switched on: the status says so and the player API answers 503 maintenance in the caller language', async () => {
    await setMerchant({
      maintenance: true,
      maintenance_message: JSON.stringify({ ms: 'Naik taraf sistem', en: 'System upgrade', zh: '系统升级' }),
    });
    expect(await status()).toMatchObject({ maintenance: true, maintenanceMessage: 'System upgrade' });
    const en = await announcements('en');
    expect(en.statusCode).toBe(503);
    expect(en.json()).toEqual({ success: false, code: 'maintenance', message: 'The site is under maintenance.' });
    const zh = await announcements('zh');
    expect(zh.statusCode).toBe(503);
    expect(zh.json().message).not.toBe(en.json().message);
    expect((await t.call({ method: 'GET', url: '/wps/agent/affiliate?code=DEMO2026' })).statusCode).toBe(503);
  });

  it('keeps open what the maintenance page itself needs', async () => {
    await setMerchant({ maintenance: true });
    for (const url of [
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/system/helpCenter',
      '/wps/system/publicKey',
      '/wps/system/domainRoute',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('does not gate the back office or the health check', async () => {
    await setMerchant({ maintenance: true });
    expect((await t.call({ method: 'GET', url: '/admin/api/me' })).statusCode).not.toBe(503);
    expect((await t.call({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('an announced window is not maintenance before it starts, is during it, and ends by itself', async () => {
    const now = t.deps.now();
    await setMerchant({
      maintenance_from: new Date(now.getTime() + HOUR),
      maintenance_until: new Date(now.getTime() + 3 * HOUR),
    });
    const before = await status();
    expect(before.maintenance).toBe(false);
    expect(before.maintenanceFrom).toBe(new Date(now.getTime() + HOUR).toISOString());
    expect(before.maintenanceUntil).toBe(new Date(now.getTime() + 3 * HOUR).toISOString());
    expect((await announcements()).statusCode).toBe(200);

    t.clock.advance(2 * HOUR);
    expect((await status()).maintenance).toBe(true);
    const during = await announcements();
    expect(during.statusCode).toBe(503);
    expect(during.json().code).toBe('maintenance');

    t.clock.advance(2 * HOUR);
    expect((await status()).maintenance).toBe(false);
    expect((await announcements()).statusCode).toBe(200);
  });
});

describe('region restriction by address range', () => {
  /** Ranges written straight to the table, announced as the back office's own calls announce them. */
  const rangesChanged = async () => {
    await publishRegionRulesChanged(t.deps.db, demoId);
    await t.deps.events.settle();
  };
  afterEach(async () => {
    await t.deps.db.deleteFrom('blocked_ranges').where('merchant_id', '=', demoId).execute();
    await rangesChanged();
  });

  it('a blocked range covering the caller: status says so and the player API answers 403 region_blocked', async () => {
    expect((await status()).regionRestriction).toBe(false);
    await t.deps.db.insertInto('blocked_ranges').values({ merchant_id: demoId, cidr: '127.0.0.0/8' }).execute();
    await rangesChanged();
    const value = await status();
    expect(value).toMatchObject({ regionRestriction: true, maintenance: false, clientIp: '127.0.0.1' });
    const res = await announcements('en');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      code: 'region_blocked',
      message: 'Access from your region is restricted.',
    });
    // The blocked page can still be drawn.
    expect((await t.call({ method: 'GET', url: '/wps/system/helpCenter' })).statusCode).toBe(200);
  });

  it('a range that does not cover the caller changes nothing', async () => {
    await t.deps.db.insertInto('blocked_ranges').values({ merchant_id: demoId, cidr: '10.0.0.0/8' }).execute();
    await t.deps.db.insertInto('blocked_ranges').values({ merchant_id: demoId, cidr: '2001:db8::/32' }).execute();
    await rangesChanged();
    expect((await status()).regionRestriction).toBe(false);
    expect((await announcements()).statusCode).toBe(200);
  });
});
