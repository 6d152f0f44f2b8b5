import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

// Refusals that come before routing (Fastify's bad URL and too-long parameter, Node's header limit) answer
// the envelope with a translated message. Checked by removing frameworkErrors and clientErrorHandler from
// the Fastify options in app.ts: the replies are Fastify's and Node's own bodies again and these go red.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends raw bytes to the listening server and reads the whole answer (the server closes the socket). */
function raw(request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      const text = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      try {
        resolve({ status, body: JSON.parse(text) });
      } catch {
        reject(new Error(`not JSON: ${answer.slice(0, 300)}`));
      }
    });
    socket.write(request);
  });
}

describe('refusals before routing', () => {
  it('a URL that cannot be decoded answers 400 bad_url in the caller language', async () => {
    const res = await t.call({ method: 'GET', url: '/admin/api/members/%E0%A4%A', language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'bad_url', message: 'The web address is not valid.' });
    const zh = await t.call({ method: 'GET', url: '/wps/cashier/withdraw/requests/%zz/received', language: 'zh' });
    expect(zh.json()).toEqual({ success: false, code: 'bad_url', message: '网址无效。' });
  });

  it('a path parameter longer than the router keeps answers 414 url_too_long', async () => {
    const res = await t.call({ method: 'GET', url: `/admin/api/members/${'9'.repeat(500)}`, language: 'en' });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, code: 'url_too_long', message: 'The web address is too long.' });
  });

  it('headers over the size limit answer 431 headers_too_large, as does a URL over it', async () => {
    const headers = await raw(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(headers).toEqual({
      status: 431,
      body: { success: false, code: 'headers_too_large', message: 'Pengepala permintaan terlalu besar.' },
    });
    const url = await raw(`GET /wps/member/info?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(url.status).toBe(431);
    expect(url.body).toMatchObject({ success: false, code: 'headers_too_large' });
  });

  it('bytes that are not HTTP answer 400 with the envelope', async () => {
    const res = await raw('HELLO\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'invalid_input' });
  });
});
