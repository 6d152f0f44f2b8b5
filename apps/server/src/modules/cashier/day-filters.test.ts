import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { depositor } from '../deposits/deposit-test-kit';

// The lists filtered by day refuse a day that does not exist (or that no record can have) with the
// envelope, where they answered 500 when the day reached PostgreSQL. Checked by reducing ZDay
// (packages/contract/src/common.ts) to its pattern alone: these calls answer 500 again.

const IMPOSSIBLE = [
  ['from', '2026-02-30'],
  ['from', '2026-02-29'],
  ['from', '2026-04-31'],
  ['to', '2026-13-01'],
  ['to', '2026-00-01'],
  ['to', '2026-01-00'],
  ['to', '9999-12-31'],
  ['from', '0000-01-01'],
  ['to', '2100-01-01'],
  ['from', '2026-1-1'],
  ['to', '+02026-01-01'],
] as const;

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  member = (await depositor(t)).token;
});
afterAll(() => t.close());

describe('a list filtered by an impossible day', () => {
  const lists = [
    ['the deposit queue', '/admin/api/cashier/deposits', () => admin],
    ['the withdrawal queue', '/admin/api/cashier/withdrawals', () => admin],
    ["the member's account record", '/wps/member/transactions', () => member],
  ] as const;

  it.each(lists)('%s answers 400 with the envelope naming the field', async (_, url, token) => {
    for (const [field, day] of IMPOSSIBLE) {
      const res = await t.call({
        method: 'GET',
        url: `${url}?${field}=${encodeURIComponent(day)}`,
        token: token(),
        language: 'en',
      });
      expect(res.statusCode, `${field}=${day}`).toBe(400);
      expect(res.json(), `${field}=${day}`).toMatchObject({
        success: false,
        code: 'invalid_input',
        message: 'Some of the information is missing or not valid. Please check and try again.',
        details: [{ field }],
      });
    }
  });

  it.each(lists)('%s still answers a real range', async (_, url, token) => {
    const res = await t.call({ method: 'GET', url: `${url}?from=2026-02-01&to=2026-02-28`, token: token() });
    expect(res.statusCode).not.toBe(500);
    expect(res.json().code).not.toBe('invalid_input');
  });
});
