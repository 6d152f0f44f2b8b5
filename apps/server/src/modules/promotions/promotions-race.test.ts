import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { launchToken, player, rid, SLOT, vendorCall, vendorSecret } from '../games/games-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { expireGrants } from './expire-grants';
import { claim, grantOf, makeOffer } from './promotions-test-kit';

/**
 * Grants racing each other, their budget and the expiry job (ADR 057). They need the real server (PGlite has one
 * connection, so nothing can race there): run with DATABASE_URL set.
 *
 * Checked to fail: with issue-grant.ts's budget guard removed (the UPDATE's WHERE `granted_total + amount <=
 * budget_total`), 12 of 12 racing members were granted against a budget of 5; with the grants' unique (member,
 * offer, source) dropped from the insert's ON CONFLICT (so a double claim inserts twice), the double claim
 * answered 500 on the unique index instead of once.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  if (onPostgres) {
    t = await createTestApp();
    secret = await vendorSecret(t);
  }
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe('grants racing on PostgreSQL', () => {
  it.skipIf(!onPostgres)('grants once when the same member claims ten times at once', async () => {
    const m = await player(t, 0n);
    const offerId = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: 1_000 } });
    const replies = await Promise.all(Array.from({ length: 10 }, () => claim(t, m.token, offerId)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const grants = await t.deps.db
      .selectFrom('promotion_grants')
      .select('id')
      .where('member_id', '=', m.id)
      .where('offer_id', '=', offerId)
      .execute();
    expect(grants).toHaveLength(1);
    expect((await grantOf(t, m.id, offerId)).bonus).toBe(1_000n);
    await expectReconciled(t);
  });

  it.skipIf(!onPostgres)(
    'stops claims exactly at the budget when twelve members claim its last five at once',
    async () => {
      const offerId = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: 1_000 }, budgetTotal: 5_000n });
      const members = await Promise.all(Array.from({ length: 12 }, () => player(t, 0n)));
      const replies = await Promise.all(members.map((m) => claim(t, m.token, offerId)));
      const granted = replies.filter((r) => r.statusCode === 200);
      expect(granted).toHaveLength(5);
      for (const r of replies.filter((r) => r.statusCode !== 200)) {
        expect(r.statusCode).toBe(422);
        expect(r.json().code).toBe('promotion_budget_spent');
      }
      const offer = await t.deps.db
        .selectFrom('promotion_offers')
        .select('granted_total')
        .where('id', '=', offerId)
        .executeTakeFirstOrThrow();
      expect(offer.granted_total).toBe(5_000n);
      await expectReconciled(t);
    },
  );

  it.skipIf(!onPostgres)(
    'lets a bet and the expiry job race: the stake counts or finds no grant, never both',
    async () => {
      for (let round = 0; round < 5; round++) {
        const m = await player(t, 0n);
        const offerId = await makeOffer(t, {
          reward: { kind: 'fixed_credit', amount: 5_000 },
          terms: { turnoverMultiple: 5 },
        });
        expect((await claim(t, m.token, offerId)).statusCode).toBe(200);
        const launch = await launchToken(t, m.token);
        await t.deps.db
          .updateTable('promotion_grants')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('member_id', '=', m.id)
          .execute();
        const [bet] = await Promise.all([
          vendorCall(t, secret, 'debit', {
            requestId: rid(),
            token: launch,
            playerId: `${m.id}`,
            gameCode: SLOT,
            roundId: `x${round}`,
            transactionId: randomUUID(),
            amount: '10.00',
          }),
          expireGrants(t.deps),
        ]);
        const grant = await grantOf(t, m.id, offerId);
        expect(grant.state).toBe('expired');
        expect(grant.bonus).toBe(0n);
        if (bet.statusCode === 200) {
          // The stake came first: it was paid from the bonus, and expiry took what was left.
          expect(grant.forfeited).toBe(4_000n);
        } else {
          // Expiry came first: nothing was left to stake with.
          expect(bet.json().code).toBe('insufficient_funds');
          expect(grant.forfeited).toBe(5_000n);
        }
      }
      await expectReconciled(t);
    },
  );
});
