import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { launchToken, player, rid, SLOT, snapshot, vendorCall, vendorSecret } from './games-test-kit';

/**
 * Debits racing for one balance, and one request racing itself. They need the real server (PGlite has one
 * connection, so nothing can race there): run with DATABASE_URL set.
 * Checked to fail: with the ledger's guard (`balance + amount >= 0` in wallet/ledger.ts's postEntry) made
 * always true, the debits past the balance were answered internal_error (500) instead of insufficient_funds (only the
 * account's CHECK constraint stopped the overdraft), so the first test went red.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  secret = await vendorSecret(t);
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe('seamless calls racing on PostgreSQL', () => {
  it.skipIf(!onPostgres)('takes 50 concurrent debits of one member only while the balance lasts', async () => {
    const member = await player(t, 10_000n);
    const token = await launchToken(t, member.token);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        vendorCall(t, secret, 'debit', {
          requestId: rid(),
          token,
          playerId: `${member.id}`,
          gameCode: SLOT,
          roundId: `race-${i % 5}`,
          transactionId: randomUUID(),
          amount: '10.00',
        }),
      ),
    );
    const taken = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(taken).toHaveLength(10);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'insufficient_funds', balance: '0.00' });
    expect((await snapshot(t, member.id)).balance).toBe(0n);
    await expectReconciled(t);
  });

  it.skipIf(!onPostgres)('answers one request sent eight times at once with one reply and one movement', async () => {
    const member = await player(t, 10_000n);
    const token = await launchToken(t, member.token);
    const body = JSON.stringify({
      requestId: rid(),
      token,
      playerId: `${member.id}`,
      gameCode: SLOT,
      roundId: 'dup',
      transactionId: randomUUID(),
      amount: '12.00',
    });
    const replies = await Promise.all(Array.from({ length: 8 }, () => vendorCall(t, secret, 'debit', body)));
    for (const r of replies) {
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(replies[0]?.body);
    }
    expect((await snapshot(t, member.id)).balance).toBe(8_800n);
    await expectReconciled(t);
  });
});
