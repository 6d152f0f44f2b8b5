import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { player, SLOT } from '../games/games-test-kit';
import { brandDay, settledBet } from '../rebates/rebates-test-kit';
import { codeOf, registerWith, rewardsOfProgram, saveSettings } from './referrals-test-kit';
import { REFERRAL_SHARES_GRACE_MS, runReferralShares } from './share-job';

/**
 * The invite-friends share job on several processes at once (ADR 061). It needs the real server (PGlite has one
 * connection, so nothing can race there): run with DATABASE_URL set.
 *
 * Checked to fail: with share-day.ts going on past a day already claimed (its referral_share_days insert found the
 * row), the later runs computed the day again and left it marked with 0 rewards; the reward itself stayed single,
 * its source being unique per referrer and day.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  if (onPostgres) {
    t = await createTestApp();
    merchantId = await merchantIdOf(t);
    await saveSettings(t);
  }
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe('the share job racing on PostgreSQL', () => {
  it.skipIf(!onPostgres)('records a day once when five runs start together', async () => {
    const startOfToday = await brandDay(t, merchantId, 0);
    if (t.clock.now().getTime() - startOfToday.start.getTime() < REFERRAL_SHARES_GRACE_MS + 60_000) {
      t.clock.advance(REFERRAL_SHARES_GRACE_MS + 60_000);
    }
    const yesterday = await brandDay(t, merchantId, 1);
    const referrer = await player(t, 0n);
    const friend = await registerWith(t, await codeOf(t, referrer.token));
    await settledBet(t, { merchantId, memberId: friend.id, product: 'game', gameCode: SLOT }, 40_000n, yesterday.noon);

    const runs = await Promise.all(Array.from({ length: 5 }, () => runReferralShares(t.deps)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const rewards = await rewardsOfProgram(t, referrer.id, 'referral_share');
    expect(rewards).toEqual([expect.objectContaining({ amount: 400n, source_ref: `day:${yesterday.day}` })]);
    const days = await t.deps.db.selectFrom('referral_share_days').selectAll().execute();
    expect(days).toEqual([expect.objectContaining({ day: yesterday.day, rewarded: 1 })]);
  });
});
