import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Settling a draw rewrites every bet's status, payout and settlement time; with no index naming those
 * columns (in its key, expression or predicate) PostgreSQL rewrites each bet on its own page and writes no
 * index entry, which is what settles a million bets in seconds (ADR 028). A later index for a report broke
 * this once (the winner board's, on settled_at where status = 'won'): this test names the rule. Checked to
 * fail: with migration 026's DROP INDEX removed, it goes red.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('has no index of the bets table that names the columns settlement rewrites', async () => {
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where tablename = 'bets'`.execute(t.deps.db);
  expect(indexes.rows.length).toBeGreaterThan(3);
  const rewritten = /\b(status|payout|settled_at|hits|settle_entry_id)\b/;
  expect(indexes.rows.filter((i) => rewritten.test(i.indexdef)).map((i) => i.indexdef)).toEqual([]);
});
