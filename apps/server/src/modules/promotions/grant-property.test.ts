import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinor } from '../../platform/money';
import { createTestApp, type TestApp } from '../../test/harness';
import { launchToken, player, rid, SLOT, vendorCall, vendorSecret } from '../games/games-test-kit';
import { seededRandom } from '../lottery/lottery-property-kit';
import { walletMinor } from '../lottery/lottery-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { withdraw } from '../withdrawals/withdrawal-test-kit';
import { expireGrants } from './expire-grants';
import { claim, makeOffer } from './promotions-test-kit';

/**
 * A property of the engine (ADR 057): over a random run of claims, stakes, wins, rollbacks, round ends, expiries
 * and withdrawals, a member's cash plus bonus moves only by what was staked and won, granted, forfeited and
 * withdrawn (cash + bonus = start − stakes + wins + refunds + granted − forfeited − withdrawn), and the books
 * reconcile after every step. The seed is printed in the test's name, so a failure reproduces.
 *
 * Checked to fail: with settleBonusShares sending an active grant's share to the promotion budget instead of the
 * grant (bonus-payouts.ts), the sum fell short and the books did not reconcile on 2 of 3 random seeds.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? Math.floor(Math.random() * 1_000_000));

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = await vendorSecret(t);
}, 60_000);
afterAll(() => t.close());

describe('cash and bonus together', () => {
  it(`move only by stakes, wins, grants, forfeits and withdrawals, and the books reconcile (seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    const pick = (n: number) => Math.floor(random() * n);
    // Little cash, so most stakes soon spend bonus too.
    const m = await player(t, 3_000n);
    const playerId = `${m.id}`;
    const launch = await launchToken(t, m.token);
    const offers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        makeOffer(t, {
          reward: { kind: 'fixed_credit', amount: 1_000 * n },
          terms: { turnoverMultiple: 1 + (n % 3), maxConversionMultiple: n % 2 === 0 ? 2 : null, maxBet: 5_000 },
        }),
      ),
    );
    let expected = 3_000n;
    const openRounds: { id: string; debits: { tx: string; amount: bigint }[] }[] = [];
    let roundNo = 0;

    const bonusHeld = async () => {
      const rows = await t.deps.db
        .selectFrom('promotion_grants')
        .select(['account_id', 'forfeited'])
        .where('member_id', '=', m.id)
        .execute();
      let held = 0n;
      let forfeited = 0n;
      for (const row of rows) {
        forfeited += row.forfeited;
        const account = await t.deps.db
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('id', '=', row.account_id as bigint)
          .executeTakeFirstOrThrow();
        held += account.balance;
      }
      return { held, forfeited };
    };
    let forfeitedBefore = 0n;

    for (let step = 0; step < 40; step++) {
      const action = pick(7);
      if (action === 0 && offers.length > 0) {
        const offerId = offers.splice(pick(offers.length), 1)[0] as bigint;
        const res = await claim(t, m.token, offerId);
        if (res.statusCode === 200) {
          const grant = await t.deps.db
            .selectFrom('promotion_grants')
            .select('amount')
            .where('member_id', '=', m.id)
            .where('offer_id', '=', offerId)
            .executeTakeFirstOrThrow();
          expected += grant.amount;
        }
      } else if (action <= 2) {
        const amount = BigInt(100 + pick(4_000));
        const round =
          openRounds.length > 0 && random() < 0.4
            ? (openRounds[pick(openRounds.length)] as (typeof openRounds)[number])
            : null;
        const id = round?.id ?? `p${roundNo++}`;
        const tx = randomUUID();
        const res = await vendorCall(t, secret, 'debit', {
          requestId: rid(),
          token: launch,
          playerId,
          gameCode: SLOT,
          roundId: id,
          transactionId: tx,
          amount: formatMinor(amount, 2),
        });
        if (res.statusCode === 200) {
          expected -= amount;
          if (round) round.debits.push({ tx, amount });
          else openRounds.push({ id, debits: [{ tx, amount }] });
        } else {
          expect(['insufficient_funds', 'bet_limit_exceeded']).toContain(res.json().code);
        }
      } else if (action === 3 && openRounds.length > 0) {
        const round = openRounds[pick(openRounds.length)] as (typeof openRounds)[number];
        const amount = BigInt(pick(8_000));
        const res = await vendorCall(t, secret, 'credit', {
          requestId: rid(),
          playerId,
          gameCode: SLOT,
          roundId: round.id,
          transactionId: randomUUID(),
          amount: formatMinor(amount, 2),
          reason: 'win',
        });
        expect(res.statusCode).toBe(200);
        expected += amount;
        // A round with credits keeps its last stake (round_credited): rollbacks of it are refused below.
      } else if (action === 4 && openRounds.length > 0) {
        const index = pick(openRounds.length);
        const round = openRounds[index] as (typeof openRounds)[number];
        const res = await vendorCall(t, secret, 'end-round', { requestId: rid(), playerId, roundId: round.id });
        expect(res.statusCode).toBe(200);
        openRounds.splice(index, 1);
      } else if (action === 5 && openRounds.length > 0) {
        const round = openRounds[pick(openRounds.length)] as (typeof openRounds)[number];
        const debit = round.debits.pop();
        if (debit) {
          const res = await vendorCall(t, secret, 'rollback', {
            requestId: rid(),
            playerId,
            gameCode: SLOT,
            roundId: round.id,
            transactionId: debit.tx,
          });
          if (res.statusCode === 200) {
            expected += debit.amount;
            // Its last stake refunded, the round is void: it takes no more calls.
            if (round.debits.length === 0) openRounds.splice(openRounds.indexOf(round), 1);
          } else {
            expect(res.json().code).toBe('round_credited');
            round.debits.push(debit);
          }
        }
      } else if (action === 6) {
        if (random() < 0.5) {
          await t.deps.db
            .updateTable('promotion_grants')
            .set({ expires_at: new Date(Date.now() - 1000) })
            .where('member_id', '=', m.id)
            .where('state', '=', 'active')
            .execute();
          await expireGrants(t.deps);
        } else {
          const cash = await walletMinor(t, m.id);
          if (cash >= 5_000n) {
            const res = await withdraw(t, m, '50.00', { forfeitBonus: true });
            expect(res.statusCode).toBe(200);
            expected -= 5_000n;
          }
        }
      }
      const { held, forfeited } = await bonusHeld();
      expected -= forfeited - forfeitedBefore;
      forfeitedBefore = forfeited;
      // Stakes still in play are out of cash and bonus alike, so they need no term of their own.
      expect({ step, total: (await walletMinor(t, m.id)) + held }).toEqual({ step, total: expected });
      await expectReconciled(t);
    }
  }, 240_000);
});
