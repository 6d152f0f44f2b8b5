import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { player } from '../games/games-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { claim, envelopesOf, makeEvent } from './red-envelopes-test-kit';

/**
 * Red envelope claims racing each other (ADR 061). They need the real server (PGlite has one connection, so
 * nothing can race there): run with DATABASE_URL set.
 *
 * Checked to fail: with `for update skip locked` taken out of claim-envelope.ts's subquery, claims at once picked
 * the same envelope and each overwrote the last: all fifty members were paid from twenty envelopes, and the one
 * member claiming five times was paid five times.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

const minor = (major: string) => BigInt(major.replace('.', ''));

describe('red envelopes racing on PostgreSQL', () => {
  it.skipIf(!onPostgres)(
    'pays exactly the envelopes there are when fifty members claim twenty at once, never past the pool',
    async () => {
      const event = await makeEvent(t, { pool: '200.00', envelopes: 20, minAmount: '1.00' });
      const members = await Promise.all(Array.from({ length: 50 }, () => player(t, 0n)));
      const replies = await Promise.all(members.map((m) => claim(t, m.token, event.id)));
      const paid = replies.filter((r) => r.statusCode === 200);
      expect(paid).toHaveLength(20);
      for (const r of replies.filter((r) => r.statusCode !== 200)) {
        expect(r.statusCode).toBe(409);
        expect(r.json()).toMatchObject({
          code: 'red_envelope_all_taken',
          message: 'All the red envelopes have been taken.',
        });
      }
      const total = paid.reduce((sum, r) => sum + minor(r.json().value.amount), 0n);
      expect(total).toBeLessThanOrEqual(20_000n);
      expect(total).toBe(20_000n);
      const rows = await envelopesOf(t, event.id);
      expect(rows).toHaveLength(20);
      expect(new Set(rows.map((r) => r.member_id)).size).toBe(20);
      const rewards = await t.deps.db
        .selectFrom('rewards')
        .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<bigint>('amount').as('sum')])
        .where('program', '=', 'red_envelope')
        .where('source_ref', '=', `event:${event.id}`)
        .where('state', '=', 'paid')
        .executeTakeFirstOrThrow();
      expect(Number(rewards.n)).toBe(20);
      expect(BigInt(rewards.sum)).toBe(20_000n);
      await expectReconciled(t);
    },
    60_000,
  );

  it.skipIf(!onPostgres)('opens one envelope when one member claims five times at once', async () => {
    const event = await makeEvent(t, { pool: '50.00', envelopes: 10, minAmount: '1.00' });
    const m = await player(t, 0n);
    const replies = await Promise.all(Array.from({ length: 5 }, () => claim(t, m.token, event.id)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('red_envelope_already_claimed');
    }
    const rows = await envelopesOf(t, event.id);
    expect(rows.filter((r) => r.member_id === m.id)).toHaveLength(1);
    expect(rows.filter((r) => r.member_id === null)).toHaveLength(9);
    await expectReconciled(t);
  });
});
