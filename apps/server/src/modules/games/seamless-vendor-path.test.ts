import { seamlessErrors, seamlessVendorCodePattern } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * The vendor code in a seamless-wallet address (ADR 030): one no vendor can have (a NUL, a control
 * character, a space, a code too long, bytes that are not UTF-8) is refused vendor_unknown with a 4xx in
 * the protocol's own form, before any database work. A NUL used to reach PostgreSQL, which refuses it in
 * text, and the call answered 500 internal_error ("retry the same request"), which a vendor's client
 * retries for ever.
 *
 * Checked to fail: with the pattern check in games/routes.ts removed, the NUL codes answered 500
 * internal_error on both databases and every other bad code reached the database (the count below went
 * red); with frameworkErrors' /seamless/ branch removed (platform/error-handler.ts), the undecodable and
 * overlong codes answered the site's envelope with 400 and 414.
 */
let t: TestApp;
let app: FastifyInstance;
let touched: string[] = [];
let counting = false;

beforeAll(async () => {
  t = await createTestApp();
  // The app under test reaches the database through a proxy that notes every use once counting starts.
  const db = new Proxy(t.deps.db, {
    get(target, property, _receiver) {
      if (counting) touched.push(String(property));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  app = await buildApp({ ...t.deps, db }, { logger: false });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await t.close();
});

function call(vendor: string, action: string) {
  return app.inject({
    method: 'POST',
    url: `/seamless/${vendor}/${action}`,
    headers: { host: 'localhost', 'content-type': 'application/json' },
    payload: JSON.stringify({ requestId: 'r-1', playerId: '1' }),
  });
}

const refusal = { ok: false, code: 'vendor_unknown', message: seamlessErrors.vendor_unknown[1] };

describe('a vendor code no vendor can have', () => {
  const bad = [
    '%00',
    'GEMILANG%00',
    '%00GEMILANG',
    '%01',
    'GEM%0AILANG',
    'GEM%09',
    '%7F',
    'GEM%20ILANG',
    'GEM-ILANG',
    '%E2%80%8B',
    '%ED%A0%80',
    '%E0%A4%A',
    'A'.repeat(33),
    'A'.repeat(200),
    '%C3%A9',
  ];

  it.each(bad)('%s is refused vendor_unknown in the protocol form, with no database work', async (vendor) => {
    for (const action of ['balance', 'debit', 'credit', 'nothing']) {
      touched = [];
      counting = true;
      const res = await call(vendor, action).finally(() => {
        counting = false;
      });
      expect(res.statusCode, `${vendor} ${action}`).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual(refusal);
      expect(touched, `${vendor} ${action}`).toEqual([]);
    }
  });

  it('is told apart from the codes vendors have', () => {
    for (const code of ['GEMILANG', 'GEMTW', 'ACME', 'pg_soft', 'A'.repeat(32)]) {
      expect(seamlessVendorCodePattern.test(code), code).toBe(true);
    }
  });

  it('a well-formed code of no vendor here is refused the same way, after its lookup', async () => {
    const res = await call('NOSUCHVENDOR', 'balance');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal);
  });
});
