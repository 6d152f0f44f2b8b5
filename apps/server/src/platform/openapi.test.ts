import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let doc: {
  openapi: string;
  info: { title: string };
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        parameters?: { name: string; in: string; schema?: unknown }[];
        responses?: Record<string, unknown>;
        requestBody?: unknown;
        tags?: string[];
      }
    >
  >;
};
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

describe('OpenAPI document at /docs/json', () => {
  it('is an OpenAPI 3 document of the Gemilang API', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Gemilang API');
  });

  it('lists the system and content calls with their methods and summaries', () => {
    const expected: [string, string][] = [
      ['/wps/system/status', 'get'],
      ['/wps/system/whitelabel', 'get'],
      ['/wps/system/setting/register', 'get'],
      ['/wps/system/domainRoute', 'get'],
      ['/wps/system/helpCenter', 'get'],
      ['/wps/system/publicKey', 'get'],
      ['/wps/relay/MCSFE_getListAnnouncements', 'post'],
    ];
    for (const [path, method] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op?.summary?.length, path).toBeGreaterThan(10);
      expect(op?.responses?.['200'], path).toBeDefined();
    }
    expect(doc.paths['/wps/system/status']?.get?.tags).toEqual(['system']);
    expect(doc.paths['/wps/relay/MCSFE_getListAnnouncements']?.post?.tags).toEqual(['content']);
  });

  it('describes query parameters and request bodies from the contract', () => {
    const help = doc.paths['/wps/system/helpCenter']?.get?.parameters ?? [];
    expect(help.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['query:device', 'query:lang']);
    expect(JSON.stringify(help.find((p) => p.name === 'device'))).toContain('MOBILE');
    const domain = doc.paths['/wps/system/domainRoute']?.get?.parameters ?? [];
    expect(domain.map((p) => p.name)).toEqual(['domain']);
    expect(JSON.stringify(doc.paths['/wps/relay/MCSFE_getListAnnouncements']?.post?.requestBody)).toContain('types');
  });

  it('leaves the operational endpoints out', () => {
    expect(doc.paths['/healthz']).toBeUndefined();
    expect(doc.paths['/metrics']).toBeUndefined();
  });

  it('has a reader at /docs', async () => {
    const res = await t.call({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
