import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../platform/context';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { player, SLOT } from '../games/games-test-kit';
import { brandDay, settledBet } from '../rebates/rebates-test-kit';
import { payDueRewards } from '../rewards/pay-due-rewards';
import { programGrantsOf } from '../rewards/rewards-test-kit';
import { withdraw } from '../withdrawals/withdrawal-test-kit';
import { runVip } from './vip-job';
import { creditedDeposit, forgetVipRuns, setLadder, vipStateOf } from './vip-test-kit';

/**
 * VIP levels (ADR 060) as the job moves them: each brand day's valid bets and credited deposits are counted once, a
 * member reaching a level's requirements is upgraded (across several levels at once, each level's upgrade reward
 * once ever), a member quiet for the quiet period below the level's keep requirement goes one level down and counts
 * again from there; weekly and monthly rewards by level; the level's withdrawal limits and VIP service line.
 * Checked to fail: with `and d.day > ld.day` dropped from count-day.ts (the count not restarted at a downgrade), the
 * downgraded member was upgraded again the next day they played ("a downgrade" went red: level 2, not 1); with the
 * quiet period's `<= ${quietFrom}` made `<= day` (counted from the day of any run), the member upgraded yesterday
 * went down two days later ("keeps a level for the whole quiet period" went red).
 */
let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
}, 60_000);
afterAll(() => t.close());

/** MYR in minor units. */
const myr = (n: number) => BigInt(n * 100);
/** Level 0, then 1,000 / 100, 10,000 / 1,000 and 50,000 / 5,000 in valid bets / deposits. */
const ladder = [
  { bets: 0n },
  { bets: myr(1_000), deposits: myr(100), keep: myr(100), upgrade: myr(8) },
  { bets: myr(10_000), deposits: myr(1_000), keep: myr(500), upgrade: myr(38), weekly: myr(5), monthly: myr(18) },
  { bets: myr(50_000), deposits: myr(5_000), keep: myr(2_000), upgrade: myr(188), weekly: myr(20), perDay: 1 },
];

/** The job as it would run `days` days from now. */
const later = (days: number): Deps => ({ ...t.deps, now: () => new Date(Date.now() + days * 86_400_000) });
const slot = (memberId: bigint) => ({ merchantId, memberId, product: 'game', gameCode: SLOT }) as const;
const myVip = (token: string) => t.call({ method: 'GET', url: '/wps/member/vip', token, language: 'en' });

describe('a VIP upgrade across a level boundary', () => {
  it('counts each day once, climbs two levels at once and pays both upgrade rewards once', async () => {
    await setLadder(t, merchantId, ladder, { serviceLevel: 2 });
    const m = await player(t, 0n);
    const twoDaysAgo = await brandDay(t, merchantId, 2);
    const yesterday = await brandDay(t, merchantId, 1);
    // Two days ago: 600.00 in bets and a 1,500.00 deposit: below level 1's 1,000.00 in bets.
    await settledBet(t, slot(m.id), myr(600), twoDaysAgo.noon);
    await creditedDeposit(t, merchantId, m.id, myr(1_500), twoDaysAgo.noon);
    // Yesterday: 9,500.00 more. 10,100.00 in all: level 2 (10,000.00 and 1,000.00).
    await settledBet(t, slot(m.id), myr(9_500), yesterday.noon);
    await Promise.all([runVip(t.deps), runVip(t.deps)]);
    await runVip(t.deps);

    const state = await vipStateOf(t, m.id);
    expect(state.level).toBe(2);
    expect(state.changes).toEqual([{ from_level: 0, to_level: 2, reason: 'upgrade', day: yesterday.day }]);
    // (A weekly or monthly reward may join them when yesterday closed a week or a month.)
    expect(state.rewards.filter((r) => r.program === 'vip_upgrade')).toEqual([
      expect.objectContaining({ program: 'vip_upgrade', source_ref: 'level:1', amount: myr(8), details: { level: 1 } }),
      expect.objectContaining({
        program: 'vip_upgrade',
        source_ref: 'level:2',
        amount: myr(38),
        details: { level: 2 },
      }),
    ]);
    await payDueRewards(t.deps);
    await payDueRewards(t.deps);
    const grants = await programGrantsOf(t, m.id);
    // An upgrade reward needs no turnover (its program's default): cash at once, one grant each.
    expect(grants.filter((g) => g.program === 'vip_upgrade').map((g) => [g.program, g.amount, g.state])).toEqual([
      ['vip_upgrade', myr(8), 'completed'],
      ['vip_upgrade', myr(38), 'completed'],
    ]);

    const page = await myVip(m.token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().value).toMatchObject({
      level: 2,
      name: 'Level 2',
      vipService: true,
      basis: 'lifetime',
      downgrade: 'never',
      keep: null,
      next: {
        level: 3,
        name: 'Level 3',
        validBets: { counted: '10100.00', needed: '50000.00' },
        deposits: { counted: '1500.00', needed: '5000.00' },
      },
    });
    expect(page.json().value.levels[2]).toMatchObject({
      level: 2,
      upgradeReward: '38.00',
      weeklyReward: '5.00',
      monthlyReward: '18.00',
      withdrawalMax: null,
      vipService: true,
    });
    const info = await t.call({ method: 'GET', url: '/wps/member/info', token: m.token });
    expect(info.json().value).toMatchObject({ vipLevel: 2, vipService: true });
  });

  it('shows the bets settled since the last counted day on the progress bars at once', async () => {
    await setLadder(t, merchantId, ladder);
    const m = await player(t, 0n);
    await runVip(t.deps);
    await settledBet(t, slot(m.id), myr(250), new Date());
    const page = (await myVip(m.token)).json().value;
    expect(page).toMatchObject({ level: 0, vipService: false, next: { validBets: { counted: '250.00' } } });
  });
});

describe('a downgrade', () => {
  it('takes a quiet member one level down after the quiet period, and counts again from there', async () => {
    await setLadder(t, merchantId, ladder, { downgrade: 'quiet', quietDays: 7 });
    await forgetVipRuns(t, merchantId);
    const m = await player(t, 0n);
    const yesterday = await brandDay(t, merchantId, 1);
    await settledBet(t, slot(m.id), myr(10_000), yesterday.noon);
    await creditedDeposit(t, merchantId, m.id, myr(1_000), yesterday.noon);
    await runVip(t.deps);
    expect((await vipStateOf(t, m.id)).level).toBe(2);
    // The page says what keeping the level takes.
    expect((await myVip(m.token)).json().value).toMatchObject({
      downgrade: 'quiet',
      keep: { validBets: { counted: '0.00', needed: '500.00' }, quietDays: 7 },
    });

    // Eight days on, 100.00 played: below level 2's 500.00. The seventh day after the upgrade takes it down one.
    const dayFive = await brandDay(t, merchantId, -5);
    const dayEight = await brandDay(t, merchantId, -8);
    await settledBet(t, slot(m.id), myr(100), dayFive.noon);
    // After the downgrade it plays 9,000.00: with the count restarted, not enough for level 2 again.
    await settledBet(t, slot(m.id), myr(9_000), dayEight.noon);
    await runVip(later(10));
    await runVip(later(10));
    const sixDaysOn = await brandDay(t, merchantId, -6);
    const state = await vipStateOf(t, m.id);
    expect(state.level).toBe(1);
    expect(state.changes).toEqual([
      { from_level: 0, to_level: 2, reason: 'upgrade', day: yesterday.day },
      { from_level: 2, to_level: 1, reason: 'downgrade', day: sixDaysOn.day },
    ]);
    // Each level's upgrade reward once: nothing new for a downgrade.
    expect(state.rewards.filter((r) => r.program === 'vip_upgrade').map((r) => r.source_ref)).toEqual([
      'level:1',
      'level:2',
    ]);
  });

  it('keeps a level for the whole quiet period after it was reached, whatever the member plays', async () => {
    await setLadder(t, merchantId, ladder, { downgrade: 'quiet', quietDays: 7 });
    await forgetVipRuns(t, merchantId);
    const m = await player(t, 0n);
    const sixDaysAgo = await brandDay(t, merchantId, 6);
    const yesterday = await brandDay(t, merchantId, 1);
    await settledBet(t, slot(m.id), myr(9_900), sixDaysAgo.noon);
    await creditedDeposit(t, merchantId, m.id, myr(1_000), sixDaysAgo.noon);
    await settledBet(t, slot(m.id), myr(200), yesterday.noon);
    await runVip(t.deps);
    // Level 1 six days ago, level 2 yesterday; the last seven days now hold 200.00, below its 500.00 to keep.
    await runVip(later(3));
    const state = await vipStateOf(t, m.id);
    expect(state.level).toBe(2);
    expect(state.changes.map((c) => [c.to_level, c.day])).toEqual([
      [1, sixDaysAgo.day],
      [2, yesterday.day],
    ]);
  });

  it('never takes a level back under the rule never, however quiet the member', async () => {
    await setLadder(t, merchantId, ladder, { downgrade: 'never' });
    await forgetVipRuns(t, merchantId);
    const m = await player(t, 0n);
    const yesterday = await brandDay(t, merchantId, 1);
    await settledBet(t, slot(m.id), myr(1_000), yesterday.noon);
    await creditedDeposit(t, merchantId, m.id, myr(100), yesterday.noon);
    await runVip(t.deps);
    await runVip(later(20));
    expect((await vipStateOf(t, m.id)).level).toBe(1);
  });
});

describe('weekly and monthly rewards', () => {
  it('pays each level holder who played in the week once, whatever reruns', async () => {
    await setLadder(t, merchantId, ladder, { sinceDays: 40 });
    await forgetVipRuns(t, merchantId);
    const played = await player(t, 0n);
    const idle = await player(t, 0n);
    const lastWeek = await brandDay(t, merchantId, 7);
    for (const m of [played, idle]) {
      await t.deps.db.updateTable('members').set({ vip_level: 2 }).where('id', '=', m.id).execute();
    }
    await settledBet(t, slot(played.id), myr(20), lastWeek.noon);
    await Promise.all([runVip(t.deps), runVip(t.deps)]);
    await runVip(t.deps);
    const weekly = (await vipStateOf(t, played.id)).rewards.filter((r) => r.program === 'vip_weekly');
    expect(weekly).toEqual([
      expect.objectContaining({
        source_ref: `week:${lastWeek.monday}`,
        amount: myr(5),
        details: expect.objectContaining({ level: 2 }),
      }),
    ]);
    expect((await vipStateOf(t, idle.id)).rewards).toEqual([]);
  });
});

describe('the level limits', () => {
  it('holds a member to the withdrawals a day of their level', async () => {
    await setLadder(t, merchantId, ladder);
    const m = await player(t, myr(1_000));
    await t.deps.db.updateTable('members').set({ vip_level: 3 }).where('id', '=', m.id).execute();
    const limits = await t.call({ method: 'GET', url: '/wps/cashier/withdraw/limits', token: m.token });
    expect(limits.json().value).toMatchObject({ dailyCount: 1, usedToday: 0 });
    expect((await withdraw(t, m, '100.00')).statusCode).toBe(200);
    const second = await withdraw(t, m, '100.00');
    expect([second.statusCode, second.json().code]).toEqual([422, 'withdrawal_daily_limit']);
  });
});
