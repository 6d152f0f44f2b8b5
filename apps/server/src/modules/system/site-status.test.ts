import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /wps/system/status', () => {
  it('tells an open site for the demo brand on localhost', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/status?url=localhost' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      merchant: { code: 'demo', currency: 'MYR', timeZone: 'Asia/Kuala_Lumpur', utcOffsetMinutes: 480 },
    });
  });

  it('refuses an unknown host with a translated envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/status', host: 'nobody.example', language: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'unknown_domain',
      message: 'Domain check invalid, please contact support.',
    });
  });
});

describe('text the database cannot hold', () => {
  it('refuses a NUL character anywhere in the input as bad input, never a 500', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${encodeURIComponent('AB\u0000CD')}`,
      language: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'invalid_input',
      details: [{ field: 'code', reason: 'invalid' }],
    });
  });
});
