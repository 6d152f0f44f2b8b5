import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { badTextIn } from './input-text';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

// Checked by breaking the guards: without the depth check in registerBoundedJson the deep bodies below
// answer 400 invalid_input (500 with the old recursive NUL walk), and that recursive walk (before
// badTextIn) throws RangeError on the 20,000-deep value.

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects but not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(500)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(500)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('badTextIn', () => {
  it('names the first field holding a NUL or a lone surrogate, in the order the input lists them', () => {
    expect(badTextIn({ a: 'x', b: { c: ['ok', 'n\u0000'] }, d: '\u0000' })).toEqual({ path: 'b.c.1', problem: 'nul' });
    expect(badTextIn({ a: ['ok', 'x\ud800'], b: '\u0000' })).toEqual({ path: 'a.1', problem: 'ill_formed' });
    expect(badTextIn({ a: { 'k\udfff': 1 } })).toEqual({ path: 'a.k\udfff', problem: 'ill_formed' });
    expect(badTextIn('\u0000')).toEqual({ path: '(body)', problem: 'nul' });
    expect(badTextIn({ a: ['fine', '😀 emoji', '中文'] })).toBeNull();
  });

  it('walks a value nested 20,000 deep without running out of stack, in linear time', () => {
    let value: unknown = 'end\u0000';
    for (let i = 0; i < 20_000; i++) value = [value];
    const started = performance.now();
    expect(badTextIn(value)?.path.split('.')).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('a deeply nested JSON body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string) =>
    t.call({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' }, language: 'en' });

  it.each([6_000, 7_000])('%i deep is refused at once with the envelope, before any walk', async (depth) => {
    const started = performance.now();
    const res = await post(ANNOUNCEMENTS, nested(depth));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'nesting_too_deep',
      message: 'The request is nested too deeply.',
    });
  });

  it('is refused on a route that needs a sign-in and inside an object, before the sign-in is looked at', async () => {
    const body = `{"amount":"1","x":${nested(100)}}`;
    const res = await post('/wps/cashier/withdraw/requests', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('nesting_too_deep');
  });

  it('inside an encrypted body is refused the same way', async () => {
    let payload: unknown = { username: 'demo', password: 'x' };
    for (let i = 0; i < 200; i++) payload = [payload];
    const res = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: (await t.encrypt(payload)) as object,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('nesting_too_deep');
  });

  it('twenty parallel megabyte bodies are all refused quickly and /healthz still answers', async () => {
    const megabyte = nested(500_000);
    const started = performance.now();
    const replies = await Promise.all([
      ...Array.from({ length: 20 }, () => post(ANNOUNCEMENTS, megabyte)),
      t.call({ method: 'GET', url: '/healthz' }),
    ]);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(replies.slice(0, 20).map((r) => r.statusCode)).toEqual(Array(20).fill(400));
    expect(replies[20]?.statusCode).toBe(200);
  });

  it('nesting at the ceiling is still read as JSON and judged by the route', async () => {
    const res = await post(ANNOUNCEMENTS, `{"x":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(res.statusCode).not.toBe(500);
    expect(res.json().code).not.toBe('nesting_too_deep');
  });
});
