import { decodeCustomerServicePath } from '@gemilang/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf, updateMerchant } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
});
afterAll(() => t.close());

const route = async (query = '') => {
  const res = await t.call({ method: 'GET', url: `/wps/system/domainRoute${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().value;
};

const setMerchantSettings = (value: Record<string, unknown>) =>
  updateMerchant(t, demoId, { settings: JSON.stringify(value) });

describe('GET /wps/system/domainRoute', () => {
  it("lists the brand's domains at speed 0 and empty lists for what the demo has not configured", async () => {
    expect(await route()).toEqual({
      domainList: [
        { domain: '127.0.0.1', speed: 0 },
        { domain: '[::1]', speed: 0 },
        { domain: 'localhost', speed: 0 },
      ],
      resources: [],
      customerService: [],
      imageCDNs: [],
      launchGameCDNs: [],
    });
  });

  it('puts the domain the visitor names first, read as a host', async () => {
    const named = await route('?domain=localhost');
    expect(named.domainList.map((d: { domain: string }) => d.domain)).toEqual(['localhost', '127.0.0.1', '[::1]']);
    const withPort = await route('?domain=LocalHost:8080');
    expect(withPort.domainList[0].domain).toBe('localhost');
  });

  it("does not add a domain that is not the brand's", async () => {
    const value = await route('?domain=evil.example');
    expect(value.domainList.map((d: { domain: string }) => d.domain)).toEqual(['127.0.0.1', '[::1]', 'localhost']);
  });

  it('sends configured speeds, resources, CDNs and encoded customer-service paths', async () => {
    await setMerchantSettings({
      domainSpeeds: { localhost: 3, '127.0.0.1': -1, '[::1]': 'fast' },
      resources: [
        { resourceType: 'ANDROID', url: 'https://dl.example.com/app.apk', qrCodeUrl: 'https://dl.example.com/qr.png' },
        { resourceType: 'IOS', url: 'https://dl.example.com/ios' },
        { resourceType: 'EVIL', url: 'javascript:alert(1)' },
      ],
      customerService: [
        { type: 3, url: 'https://chat.example.com/room/demo' },
        { type: 3, url: 'https://chat.example.com/room/vip' },
        { type: 1, url: 'javascript:alert(1)' },
      ],
      imageCDNs: ['https://img1.example.com', 'ftp://img.example.com', 42],
      launchGameCDNs: ['https://launch.example.com'],
    });
    const value = await route();
    expect(value.domainList).toEqual([
      { domain: '127.0.0.1', speed: 0 },
      { domain: '[::1]', speed: 0 },
      { domain: 'localhost', speed: 3 },
    ]);
    expect(value.resources).toEqual([
      { resourceType: 'ANDROID', url: 'https://dl.example.com/app.apk', qrCodeUrl: 'https://dl.example.com/qr.png' },
      { resourceType: 'IOS', url: 'https://dl.example.com/ios', qrCodeUrl: '' },
    ]);
    expect(value.imageCDNs).toEqual(['https://img1.example.com']);
    expect(value.launchGameCDNs).toEqual(['https://launch.example.com']);

    expect(value.customerService).toHaveLength(2);
    const [first, second] = value.customerService as { type: number; path: string }[];
    expect(first?.type).toBe(3);
    expect(first?.path).not.toContain('chat.example.com');
    expect(first?.path.slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await decodeCustomerServicePath(first?.path ?? '')).toBe('https://chat.example.com/room/demo');
    expect(await decodeCustomerServicePath(second?.path ?? '')).toBe('https://chat.example.com/room/vip');
  });

  it('refuses an oversized domain with a translated 400', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/wps/system/domainRoute?domain=${'a'.repeat(300)}.com`,
      language: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'invalid_input',
      message: 'Some of the information is missing or not valid. Please check and try again.',
      details: [{ field: 'domain', reason: 'too_long', message: 'Too long.' }],
    });
  });
});
