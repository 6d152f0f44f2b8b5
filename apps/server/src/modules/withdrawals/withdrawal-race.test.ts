import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { balanceMinor, heldMinor, setWithdrawalRules, withdraw, withdrawer } from './withdrawal-test-kit';

/**
 * Withdrawals racing for one balance need the real server (PGlite has one connection, so
 * nothing can race there). Run with DATABASE_URL set (the server-postgres project).
 *
 * How the member lock's proof was checked to fail: lockMemberCashier (cashier-member.ts) was made to
 * return without taking the advisory lock. The daily-count race below then failed on each of three runs
 * on PostgreSQL (requests that all read the same count of today's withdrawals were all held, more than the
 * limit); the balance race did not, as the ledger's guarded UPDATE refuses an overdraft on its own (its
 * proof is ledger-race.test.ts). Restored, both pass.
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

describe("one member's requests racing for the daily count", () => {
  it.skipIf(!onPostgres)(
    'holds exactly as many as the daily count allows, whatever the balance, and refuses the rest',
    async () => {
      await setWithdrawalRules(t, { dailyCount: 3 });
      try {
        const m = await withdrawer(t, { balance: 100_000n });
        // 12 requests of MYR 60 at once against MYR 1,000: the money allows all, the daily count three.
        const replies = await Promise.all(Array.from({ length: 12 }, () => withdraw(t, m, '60')));
        const ok = replies.filter((r) => r.statusCode === 200);
        expect(ok).toHaveLength(3);
        expect(replies.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
          Array(9).fill('withdrawal_daily_limit'),
        );
        expect(await balanceMinor(t, m)).toBe(82_000n);
        await expectReconciled(t);
      } finally {
        await setWithdrawalRules(t, { dailyCount: 100 });
      }
    },
    60_000,
  );
});
