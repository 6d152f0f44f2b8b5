import { describe, expect, it } from 'vitest';
import { readEnvelope } from './envelope';
import { routeUrl } from './route-url';

describe('routeUrl', () => {
  it('fills path parameters, encoded, and appends only non-empty query values', () => {
    expect(routeUrl({ path: '/admin/api/members/:id/lock' }, { params: { id: 'a/b' } })).toBe(
      '/admin/api/members/a%2Fb/lock',
    );
    expect(routeUrl({ path: '/wps/system/helpCenter' }, { query: { lang: 'en', device: undefined, x: '' } })).toBe(
      '/wps/system/helpCenter?lang=en',
    );
    expect(routeUrl({ path: '/wps/captcha' })).toBe('/wps/captcha');
  });
});

describe('readEnvelope', () => {
  it('tells a value, a refusal and a body that is no envelope apart', () => {
    expect(readEnvelope({ success: true, value: 0 })).toEqual({ ok: true, value: 0 });
    expect(readEnvelope({ success: false, code: 'not_found', message: 'Not found.' })).toEqual({
      ok: false,
      failure: { success: false, code: 'not_found', message: 'Not found.' },
    });
    expect(readEnvelope(null)).toBeNull();
    expect(readEnvelope('<html>Bad gateway</html>')).toBeNull();
    expect(readEnvelope({ success: false, code: 'x' })).toBeNull();
  });
});
