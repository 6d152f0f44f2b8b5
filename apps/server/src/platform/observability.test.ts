import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/healthz', () => {
  it('answers ok with the database reachable', async () => {
    const res = await t.call({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers on any host, since load balancers probe by address', async () => {
    expect((await t.call({ method: 'GET', url: '/healthz', host: 'unknown.example' })).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  it('serves Prometheus text with request counts by route and status', async () => {
    const token = 'metrics-token-for-this-test';
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, METRICS_TOKEN: token } }, { logger: false });
    const get = (url: string) =>
      app.inject({ method: 'GET', url, headers: { host: 'localhost', authorization: `Bearer ${token}` } });
    await get('/wps/system/status');
    await get('/wps/system/helpCenter?device=XYZ');
    const res = await get('/metrics');
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/wps\/system\/status",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/wps\/system\/helpCenter",status="400"\} [1-9]/);
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});

describe('structured logs', () => {
  it('write one line a request, when it is answered, with its id (from X-Request-Id when sent), call and status', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp(t.deps, { logger: pino({ level: 'info' }, sink) });
    await app.ready();
    try {
      await app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { host: 'localhost', 'x-request-id': 'trace-42' },
      });
      await app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { host: 'localhost' } });
      await app.inject({ method: 'GET', url: '/healthz', headers: { host: 'localhost' } });
    } finally {
      await app.close();
    }
    const traced = lines.filter((l) => l.reqId === 'trace-42');
    expect(traced).toHaveLength(1);
    expect(traced[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/wps/system/status' },
      res: { statusCode: 200 },
    });
    expect(typeof traced[0]?.responseTime).toBe('number');
    const own = lines.filter((l) => (l.req as { url?: string } | undefined)?.url === '/wps/system/whitelabel');
    expect(own).toHaveLength(1);
    expect(own[0]?.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // No arrival lines, and the load balancer's health checks (logged at warn and above) write none.
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    expect(lines.filter((l) => (l.req as { url?: string } | undefined)?.url === '/healthz')).toEqual([]);
  });
});
