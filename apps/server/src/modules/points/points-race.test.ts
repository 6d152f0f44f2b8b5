import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { pointsBalance } from './points-accounts';
import { addItem, newKey, pointsMember, redeem, savePointSettings } from './points-test-kit';

/**
 * Members racing for the last items (ADR 064), on PostgreSQL (PGlite has one connection, so nothing can race there):
 * the stock is taken by one guarded UPDATE and the per-member limit is counted under the member's lock, so exactly
 * as many redemptions as fit go through, the others are refused with nothing taken, and the points reconcile.
 *
 * Checked to fail: with redeem-item.ts reading the stock and writing `stock = <read> - q` (no guard in the UPDATE),
 * 30 members took 30 of the last 5 (expected 5 redemptions).
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  if (onPostgres) {
    t = await createTestApp();
    merchantId = await merchantIdOf(t);
    await savePointSettings(t);
  }
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe('redeeming at once', () => {
  it.skipIf(!onPostgres)('gives the last 5 of an item to exactly 5 of 30 members', async () => {
    const item = await addItem(t, { points: '100', amount: '1.00', stock: 5 });
    const members = await Promise.all(Array.from({ length: 30 }, () => pointsMember(t, '100', 100n)));
    const replies = await Promise.all(members.map((m) => redeem(t, m.token, item)));
    const codes = replies.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c === 'points_out_of_stock')).toHaveLength(25);
    const row = await t.deps.db
      .selectFrom('point_items')
      .select('stock')
      .where('id', '=', BigInt(item.id))
      .executeTakeFirstOrThrow();
    expect(row.stock).toBe(0);
    const balances = await Promise.all(members.map((m) => pointsBalance(t.deps.db, merchantId, m.id)));
    expect(balances.filter((b) => b === 0n)).toHaveLength(5);
    expect(balances.filter((b) => b === 10_000n)).toHaveLength(25);
    await expectReconciled(t);
  });

  it.skipIf(!onPostgres)('holds one member to the limit and to one redemption a key, however many taps', async () => {
    const item = await addItem(t, {
      type: 'life',
      points: '10',
      perMemberLimit: 2,
      stockMode: 'unlimited',
      stock: null,
    });
    const m = await pointsMember(t, '1000');
    const taps = await Promise.all(Array.from({ length: 6 }, () => redeem(t, m.token, item)));
    const codes = taps.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(2);
    expect(codes.filter((c) => c === 'points_member_limit')).toHaveLength(4);
    const other = await addItem(t, { type: 'life', points: '10', stockMode: 'unlimited', stock: null });
    const key = newKey();
    const same = await Promise.all(Array.from({ length: 5 }, () => redeem(t, m.token, other, { idempotencyKey: key })));
    expect(new Set(same.map((r) => r.json().value.id)).size).toBe(1);
    expect(await pointsBalance(t.deps.db, merchantId, m.id)).toBe(100_000n - 3_000n);
    await expectReconciled(t);
  });
});
