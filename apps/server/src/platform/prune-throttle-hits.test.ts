import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reserveAttempt, STAFF_FAILURE_MEMORY_MS } from '../modules/admin/staff-sign-in-throttle';
import { createMerchant } from '../modules/system/create-merchant';
import { createTestApp, type TestApp } from '../test/harness';
import { PRUNE_BATCH_ROWS, pruneThrottleHits } from './prune-throttle-hits';
import {
  LONGEST_THROTTLE_WINDOW_MS,
  recordHit,
  THROTTLE_HITS_KEPT_MS,
  type ThrottleKey,
  takeAllowance,
} from './throttle';

// Checked by breaking it: with THROTTLE_HITS_KEPT_MS cut to 10 minutes, the first test, both "still counting"
// tests and the last go red; with the age condition dropped from the DELETE, every test that keeps a hit goes
// red; with each run stopped after one statement, both batch tests go red; with the DELETE held to the demo
// brand, the first test and the larger batch test go red; with takeAllowance's window check removed, the
// last test goes red.

const MINUTE = 60_000;

let t: TestApp;
let demoId: number;
let otherId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = (await t.deps.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow())
    .id;
  otherId = await createMerchant(t.deps, { code: 'other', name: 'Other Brand', hosts: ['other.test'] });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.deleteFrom('throttle_hits').execute();
});

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

async function remaining(): Promise<string[]> {
  const rows = await t.deps.db
    .selectFrom('throttle_hits')
    .select(['merchant_id', 'scope', 'key'])
    .orderBy('merchant_id')
    .orderBy('scope')
    .orderBy('key')
    .execute();
  return rows.map((r) => `${r.merchant_id === demoId ? 'demo' : 'other'} ${r.scope} ${r.key}`);
}

/** `count` hits of one key, all at `when`, in one statement. */
async function hitsAt(at: ThrottleKey, when: Date, count: number): Promise<void> {
  await sql`INSERT INTO throttle_hits (merchant_id, scope, key, created_at)
    SELECT ${at.merchantId}, ${at.scope}, ${at.key}, ${when} FROM generate_series(1, ${count})`.execute(t.deps.db);
}

describe('pruning throttle hits', () => {
  it('deletes the hits older than a day of keys never seen again, on every brand, and keeps the newer ones', async () => {
    const now = t.deps.now();
    for (const [brand, merchantId] of [
      ['demo', demoId],
      ['other', otherId],
    ] as const) {
      const key = (name: string): ThrottleKey => ({ merchantId, scope: 'sms_code:address', key: `${brand}-${name}` });
      await recordHit(t.deps.db, key('gone'), ago(now, THROTTLE_HITS_KEPT_MS + MINUTE));
      await recordHit(t.deps.db, key('gone-long-ago'), ago(now, 30 * THROTTLE_HITS_KEPT_MS));
      await recordHit(t.deps.db, key('just-inside-a-day'), ago(now, THROTTLE_HITS_KEPT_MS - MINUTE));
      await recordHit(t.deps.db, key('in-the-window'), ago(now, LONGEST_THROTTLE_WINDOW_MS - MINUTE));
      // One key with an old hit and a new one: the old one goes, the new one stays.
      await recordHit(t.deps.db, key('mixed'), ago(now, THROTTLE_HITS_KEPT_MS + MINUTE));
      await recordHit(t.deps.db, key('mixed'), ago(now, MINUTE));
    }

    expect(await pruneThrottleHits(t.deps.db, now)).toBe(6);

    expect(await remaining()).toEqual([
      'demo sms_code:address demo-in-the-window',
      'demo sms_code:address demo-just-inside-a-day',
      'demo sms_code:address demo-mixed',
      'other sms_code:address other-in-the-window',
      'other sms_code:address other-just-inside-a-day',
      'other sms_code:address other-mixed',
    ]);
  });

  it('leaves the hits in an allowance window counting: the request beyond the limit is still refused', async () => {
    const start = t.deps.now();
    const address: ThrottleKey = { merchantId: demoId, scope: 'sms_code:address', key: '10.7.0.1' };
    const other: ThrottleKey = { merchantId: otherId, scope: 'sms_code:address', key: '10.7.0.1' };
    for (const at of [address, other]) {
      for (let i = 0; i < 3; i++) {
        expect(await takeAllowance(t.deps.db, at, 3, LONGEST_THROTTLE_WINDOW_MS, start)).toEqual({ allowed: true });
      }
    }
    const later = new Date(start.getTime() + 50 * MINUTE);

    expect(await pruneThrottleHits(t.deps.db, later)).toBe(0);

    for (const at of [address, other]) {
      const beyond = await takeAllowance(t.deps.db, at, 3, LONGEST_THROTTLE_WINDOW_MS, later);
      expect(beyond).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    }
  });

  it("leaves a back-office sign-in's failures of the last hour counting: the wait after them still holds", async () => {
    const start = t.deps.now();
    const attempt = { merchantId: demoId, address: '10.7.0.2', account: 'nobody' };
    const unknown = { device: false, address: false };
    const at = (ms: number) => new Date(start.getTime() + ms);
    // Three failures, then a fourth 50 minutes on: four within the hour ask for 10 seconds after the last.
    for (const ms of [0, 1_000, 2_000, 50 * MINUTE]) {
      expect(await reserveAttempt(t.deps.db, attempt, unknown, at(ms))).toEqual({ allowed: true });
    }

    expect(await pruneThrottleHits(t.deps.db, at(50 * MINUTE + 1_000))).toBe(0);

    expect(await reserveAttempt(t.deps.db, attempt, unknown, at(50 * MINUTE + 1_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 9,
    });
  });

  it('does no harm when there is nothing to prune, on an empty table or one of recent hits', async () => {
    const now = t.deps.now();
    expect(await pruneThrottleHits(t.deps.db, now)).toBe(0);
    await recordHit(t.deps.db, { merchantId: demoId, scope: 'password_email:address', key: 'a' }, ago(now, MINUTE));
    await recordHit(t.deps.db, { merchantId: otherId, scope: 'password_email:address', key: 'b' }, now);

    expect(await pruneThrottleHits(t.deps.db, now)).toBe(0);
    expect(await pruneThrottleHits(t.deps.db, now)).toBe(0);

    expect(await remaining()).toEqual(['demo password_email:address a', 'other password_email:address b']);
  });

  it('prunes more old hits than one statement takes, in as many statements as they need', async () => {
    const now = t.deps.now();
    const old = ago(now, THROTTLE_HITS_KEPT_MS + MINUTE);
    await hitsAt({ merchantId: demoId, scope: 'payment_password:address', key: 'old' }, old, 2 * PRUNE_BATCH_ROWS + 7);
    await hitsAt({ merchantId: otherId, scope: 'payment_password:address', key: 'old' }, old, 3);
    await recordHit(t.deps.db, { merchantId: demoId, scope: 'payment_password:address', key: 'new' }, now);

    expect(await pruneThrottleHits(t.deps.db, now)).toBe(2 * PRUNE_BATCH_ROWS + 10);

    expect(await remaining()).toEqual(['demo payment_password:address new']);
  });

  it('stops a run after its cap of statements, and the next run takes what is left', async () => {
    const now = t.deps.now();
    await hitsAt({ merchantId: demoId, scope: 'sms_code:address', key: 'old' }, ago(now, 2 * THROTTLE_HITS_KEPT_MS), 9);

    expect(await pruneThrottleHits(t.deps.db, now, { batchRows: 4, maxBatches: 2 })).toBe(8);
    expect(await remaining()).toEqual(['demo sms_code:address old']);

    expect(await pruneThrottleHits(t.deps.db, now, { batchRows: 4, maxBatches: 2 })).toBe(1);
    expect(await remaining()).toEqual([]);
  });

  it('keeps hits longer than any window is long, and takeAllowance refuses a longer window', async () => {
    expect(THROTTLE_HITS_KEPT_MS).toBeGreaterThanOrEqual(LONGEST_THROTTLE_WINDOW_MS);
    expect(STAFF_FAILURE_MEMORY_MS).toBeLessThanOrEqual(LONGEST_THROTTLE_WINDOW_MS);
    const at: ThrottleKey = { merchantId: demoId, scope: 'sms_code:address', key: '10.7.0.3' };
    await expect(takeAllowance(t.deps.db, at, 3, LONGEST_THROTTLE_WINDOW_MS + 1, t.deps.now())).rejects.toThrow(
      /longer than LONGEST_THROTTLE_WINDOW_MS/,
    );
    expect(await remaining()).toEqual([]);
  });
});
