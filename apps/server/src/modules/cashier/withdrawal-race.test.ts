import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { balanceMinor, heldMinor, setWithdrawalRules, withdraw, withdrawer } from './withdrawal-test-kit';

/**
 * DESIGN §8: withdrawals racing for one balance need the real server (PGlite has one connection, so
 * nothing can race there). Run with DATABASE_URL set (the server-postgres project).
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe('withdrawals racing for one balance', () => {
  it.skipIf(!onPostgres)(
    'holds exactly those that fit; the others get insufficient_balance and the ledger reconciles',
    async () => {
      expect(t.kind).toBe('postgres');
      await setWithdrawalRules(t, { dailyCount: 100 });
      const m = await withdrawer(t, { balance: 100_000n });
      const merchantId = await merchantIdOf(t);
      const heldBefore = await heldMinor(t, merchantId);
      // 50 requests of MYR 75 against MYR 1,000: 13 fit (975), 37 do not.
      const replies = await Promise.all(Array.from({ length: 50 }, () => withdraw(t, m, '75')));
      const ok = replies.filter((r) => r.statusCode === 200);
      const refused = replies.filter((r) => r.statusCode !== 200);
      expect(ok).toHaveLength(13);
      expect(refused.map((r) => r.json().code)).toEqual(Array(37).fill('insufficient_balance'));
      expect(new Set(ok.map((r) => r.json().value.withdrawal.id)).size).toBe(13);
      expect(await balanceMinor(t, m)).toBe(2_500n);
      expect(await heldMinor(t, merchantId)).toBe(heldBefore + 97_500n);
      const rows = await t.deps.db
        .selectFrom('withdrawals')
        .select(['amount', 'state', 'hold_entry_id'])
        .where('member_id', '=', m.id)
        .execute();
      expect(rows).toHaveLength(13);
      expect(rows.every((r) => r.amount === 7_500n && r.state === 'requested' && r.hold_entry_id !== null)).toBe(true);
      await expectReconciled(t);
    },
    60_000,
  );
});
