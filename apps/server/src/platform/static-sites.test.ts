import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { writeBuiltSites } from '../test/built-sites';
import { createTestApp, type TestApp } from '../test/harness';

// The sites as the built server hosts them; the first paint it draws into the player site's page is tested in
// modules/first-paint/first-paint-pages.test.ts.

let t: TestApp;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = writeBuiltSites();
  app = await buildApp(t.deps, { logger: false, webDist: join(dir, 'web'), adminDist: join(dir, 'admin') });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost', language: 'en', ...headers } });

describe('the built sites', () => {
  it('answers every route of the player site with its page, including /register.html', async () => {
    for (const url of ['/', '/index', '/register.html', '/lottery?gameCode=X', '/helpmc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>web</title>');
    }
  });

  it('answers HEAD on the pages as GET, without the body', async () => {
    for (const url of ['/', '/index', '/lottery']) {
      const res = await app.inject({ method: 'HEAD', url, headers: { host: 'localhost' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe('');
    }
  });

  it("answers the in-house games' addresses with their own light page, not the site's (ADR 032)", async () => {
    for (const url of ['/play/GM_SLOT_JUNGLE?code=abc&lang=ms', '/play/verify?game=GM_SICBO', '/play']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>play</title>');
      // Framed by the site's /game page, and by no other site.
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy'], url).not.toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const site = await get('/playground');
    expect(site.body).toContain('<title>web</title>');
    expect(site.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(site.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the back office under /admin/', async () => {
    expect((await get('/admin/')).body).toContain('<title>admin</title>');
    expect((await get('/admin/members')).body).toContain('<title>admin</title>');
  });

  it('caches hashed assets for good and pages not at all', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/index')).headers['cache-control']).toBe('no-cache');
  });

  it('sends a script brotli- or gzip-compressed as the browser accepts, and as is to one that accepts neither', async () => {
    const url = '/assets/words-def456.js';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('gemilang gemilang');
    expect(br.headers['content-type']).toContain('javascript');
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(brotliDecompressSync(br.rawPayload).toString());
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('gemilang gemilang');
    for (const res of [br, gz, plain]) {
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('sends the page compressed on every route of the player site, never cached without asking again', async () => {
    for (const url of ['/', '/index', '/register']) {
      const res = await get(url, { 'accept-encoding': 'br;q=1.0, gzip;q=0.8' });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('<title>web</title>');
    }
  });

  it('does not give the compressed copies addresses of their own', async () => {
    expect((await get('/assets/words-def456.js.br')).statusCode).toBe(404);
  });

  it('answers a missing file or API path with the not-found envelope', async () => {
    for (const url of ['/assets/missing.js', '/wps/no/such/call', '/admin/api/nothing']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'not_found', message: 'Not found.' });
    }
  });
});
