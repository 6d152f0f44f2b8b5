import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'gemilang-sites-'));
  for (const site of ['web', 'admin']) {
    mkdirSync(join(dir, site, 'assets'), { recursive: true });
    writeFileSync(join(dir, site, 'index.html'), `<!doctype html><title>${site}</title>`);
    writeFileSync(join(dir, site, 'assets', 'app-abc123.js'), 'console.log(1)');
  }
  app = await buildApp(t.deps, { logger: false, webDist: join(dir, 'web'), adminDist: join(dir, 'admin') });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost', language: 'en' } });

describe('the built sites', () => {
  it('answers every route of the player site with its page, including /register.html', async () => {
    for (const url of ['/', '/index', '/register.html', '/lottery?gameCode=X', '/helpmc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>web</title>');
    }
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

  it('answers a missing file or API path with the not-found envelope', async () => {
    for (const url of ['/assets/missing.js', '/wps/no/such/call', '/admin/api/nothing']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'not_found', message: 'Not found.' });
    }
  });
});
