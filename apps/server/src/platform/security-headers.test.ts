import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';

// Checked by breaking the guard: without registerSecurityHeaders in app.ts every header test here goes
// red; with the HSTS hook sending it unconditionally the plain-HTTP test goes red; with the /metrics route
// registered whatever the setting, the "absent" test goes red; without the token check, the refusals do.

let t: TestApp;
let app: FastifyInstance;
let dir: string;
const METRICS_TOKEN = 'prometheus-scrapes-with-this-0123';

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'gemilang-headers-'));
  for (const site of ['web', 'admin']) {
    mkdirSync(join(dir, site, 'assets'), { recursive: true });
    writeFileSync(join(dir, site, 'index.html'), `<!doctype html><title>${site}</title>`);
  }
  app = await buildApp(
    { ...t.deps, config: { ...t.deps.config, TRUSTED_PROXIES: ['127.0.0.1'] } },
    { logger: false, webDist: join(dir, 'web'), adminDist: join(dir, 'admin') },
  );
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'GET', url, headers: { host: 'localhost:8080', language: 'en', ...headers } });

/** The policy as a map of directive to its sources. */
function policy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('security headers', () => {
  it('the player site, the back office and an API reply all carry the policy, nosniff, referrer and frame rules', async () => {
    for (const url of ['/', '/admin/', '/wps/system/status']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const csp = policy(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('frame-src'), url).toEqual(["'self'", 'https:']);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('lets the page reach its own live channel and show the captcha and receipt previews, and nothing runs inline', async () => {
    const csp = policy((await get('/')).headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:8080', 'wss://localhost:8080']);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('names each site its own live channel, however many hosts asked before', async () => {
    // More hosts than are remembered, then the first ones again.
    for (let i = 0; i < 310; i++) {
      const host = `site${i % 300}.example:8080`;
      const csp = policy((await get('/wps/system/status', { host })).headers['content-security-policy']);
      expect(csp.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    }
  });

  it('names no odd Host header in the policy, so a caller cannot add a directive through it', async () => {
    const res = await get('/', { host: 'evil.example; script-src *' });
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('a refusal carries the headers too', async () => {
    const res = await get('/wps/system/status', { host: 'unknown.example' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('a page with a stricter policy of its own (the sandbox gateway) keeps it', async () => {
    const res = await get('/sandbox-gateway/pay/sbx_nosuchorder0000');
    expect(res.headers['content-type']).toContain('text/html');
    expect(policy(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it('sends HSTS only when the request came over HTTPS', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const viaTls = await get('/', { 'x-forwarded-proto': 'https' });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('believes a forwarded https only from a trusted proxy', async () => {
    const res = await get('/wps/system/status', { 'x-forwarded-proto': 'https' }, t.app);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('/metrics', () => {
  it('is absent when no METRICS_TOKEN is set', async () => {
    const res = await get('/metrics');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    expect(res.body).not.toContain('http_requests_total');
  });

  describe('with METRICS_TOKEN set', () => {
    let metered: FastifyInstance;
    beforeAll(async () => {
      metered = await buildApp({ ...t.deps, config: { ...t.deps.config, METRICS_TOKEN } }, { logger: false });
    });
    afterAll(() => metered.close());

    it('refuses a caller without the token', async () => {
      const res = await get('/metrics', {}, metered);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'token_required' });
      expect(res.body).not.toContain('http_requests_total');
    });

    it('refuses a caller with another token', async () => {
      const res = await get('/metrics', { authorization: 'Bearer not-the-metrics-token-at-all' }, metered);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'forbidden' });
    });

    it('serves the figures to the bearer of the token', async () => {
      const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` }, metered);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# TYPE http_requests_total counter');
    });
  });
});
