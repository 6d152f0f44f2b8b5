import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { launchToken, player, SLOT } from '../games/games-test-kit';
import { walletMinor } from '../lottery/lottery-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { claim, grantOf, makeOffer } from './promotions-test-kit';

/**
 * Free rounds on a house slot (ADR 057): bonus money only that slot spends, at its stake at most. A member with no
 * cash sees the rounds as balance in that slot, spins at the stake, is refused a bigger stake, and another game
 * does not see the bonus at all.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const call = (path: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/wps/play/${path}`, payload, language: 'en' });
const requestId = () => `q${randomUUID().replace(/-/g, '')}`.slice(0, 40);

describe('free rounds', () => {
  it('are spent only on their slot, at their stake, and show there as balance', async () => {
    const m = await player(t, 0n);
    const offerId = await makeOffer(t, {
      reward: { kind: 'free_rounds', gameCode: SLOT, rounds: 4, stake: 50 },
      terms: { turnoverMultiple: 1, contributions: [{ product: 'game', percent: 100 }], defaultPercent: 0 },
    });
    expect((await claim(t, m.token, offerId)).statusCode).toBe(200);
    const launch = await launchToken(t, m.token, SLOT);
    expect((await call('session', { token: launch })).json().value.balance).toBe('2.00');

    const over = await call('round', { token: launch, requestId: requestId(), stake: '1.00' });
    expect(over.statusCode).toBe(422);
    expect(await grantOf(t, m.id, offerId)).toMatchObject({ bonus: 200n, turnover_done: 0n });

    const spin = await call('round', { token: launch, requestId: requestId(), stake: '0.50' });
    expect(spin.statusCode).toBe(200);
    const win = BigInt(spin.json().value.round.outcome.round.totalWin);
    const grant = await grantOf(t, m.id, offerId);
    // Turnover 2.00 needs four spins: after one, the stake came from the bonus and any win went back to it.
    expect(grant).toMatchObject({ state: 'active', turnover_done: 50n, bonus: 150n + win });
    expect(await walletMinor(t, m.id)).toBe(0n);

    // Another game: the rounds are not its money.
    const roulette = await launchToken(t, m.token, 'GM_ROULETTE_EU');
    expect((await call('session', { token: roulette })).json().value.balance).toBe('0.00');
    await expectReconciled(t);
  });
});
