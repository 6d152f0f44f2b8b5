import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { expectReconciled } from '../../reconciliation/reconciliation-test-kit';
import { player } from '../games-test-kit';
import { reconcileVendorWallets } from './reconcile-vendor-wallets';
import { balances, key, transferCall, VENDOR, withTransferVendor } from './transfer-test-kit';

/**
 * Transfers racing for one balance on PostgreSQL (PGlite has one connection, so nothing can race there):
 * run with DATABASE_URL set. Neither wallet may be overdrawn, whatever arrives at once.
 * Checked to fail: with the ledger's guard (`balance + amount >= 0` in wallet/ledger.ts's postEntry) made
 * always true, the transfers in past the balance answered internal_error (only the account's CHECK stopped
 * the overdraft) and the first test went red; with the local provider's cover check (`covered`) made always
 * true, the second went red (20 of 20 answered 200: the transfers out past the sub-wallet hit its CHECK,
 * which the site hears as no answer, so they were left in doubt rather than refused).
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  merchantId = await withTransferVendor(t);
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

const at = (n: number, body: () => Record<string, unknown>, token: string) =>
  Promise.all(Array.from({ length: n }, () => transferCall(t, token, body())));

describe('transfers racing on PostgreSQL', () => {
  it.skipIf(!onPostgres)(
    'takes 20 concurrent transfers in of 10.00 from 100.00 only while the wallet lasts',
    async () => {
      const m = await player(t, 10_000n);
      const replies = await at(
        20,
        () => ({ action: 'in', vassalage: VENDOR, amount: '10.00', idempotencyKey: key() }),
        m.token,
      );
      const codes = replies.map((r) => (r.statusCode === 200 ? r.json().value.transfers[0].state : r.json().code));
      expect(codes.filter((c) => c === 'done')).toHaveLength(10);
      expect(codes.filter((c) => c !== 'done')).toEqual(Array(10).fill('insufficient_balance'));
      expect(await balances(t, m.token)).toEqual({ main: '0.00', vendor: '100.00', pending: 0 });
      await expectReconciled(t);
    },
  );

  it.skipIf(!onPostgres)(
    'takes 20 concurrent transfers out of 10.00 from a 100.00 sub-wallet only while it lasts',
    async () => {
      const m = await player(t, 10_000n);
      await transferCall(t, m.token, { action: 'in', vassalage: VENDOR, amount: '100.00', idempotencyKey: key() });
      const replies = await at(
        20,
        () => ({ action: 'out', vassalage: VENDOR, amount: '10.00', idempotencyKey: key() }),
        m.token,
      );
      const codes = replies.map((r) => (r.statusCode === 200 ? r.json().value.transfers[0].state : r.json().code));
      expect(codes.filter((c) => c === 'done')).toHaveLength(10);
      expect(codes.filter((c) => c !== 'done')).toEqual(Array(10).fill('vendor_balance_insufficient'));
      expect(await balances(t, m.token)).toEqual({ main: '100.00', vendor: '0.00', pending: 0 });
      await expectReconciled(t);
      expect((await reconcileVendorWallets(t.deps, merchantId)).every((w) => w.ok)).toBe(true);
    },
  );

  it.skipIf(!onPostgres)('one key sent eight times at once moves the money once', async () => {
    const m = await player(t, 10_000n);
    const body = { action: 'in', vassalage: VENDOR, amount: '30.00', idempotencyKey: key() };
    const replies = await at(8, () => body, m.token);
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(replies.map((r) => r.json().value.transfers[0].id)).size).toBe(1);
    expect(await balances(t, m.token)).toEqual({ main: '70.00', vendor: '30.00', pending: 0 });
    await expectReconciled(t);
  });
});
