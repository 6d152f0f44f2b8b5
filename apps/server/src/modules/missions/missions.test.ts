import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { player } from '../games/games-test-kit';
import { walletMinor } from '../lottery/lottery-test-kit';
import { payDueRewards } from '../rewards';
import { addDays, todayIn } from '../wallet';
import { completeMissions } from './complete-missions';
import { creditedDeposit, makeDailyTask, makeMission, rewardsOfProgram, settledBet } from './missions-test-kit';

/**
 * Missions and daily tasks (ADR 062): progress computed on read from the valid bets, credited deposits and days
 * signed in of the window; the job that finds who completed, set-based, and records each reward once; the claim
 * on the mission's card through the reward centre; the menu badge; the reset at midnight brand time.
 *
 * Checked to fail: with goal-progress.ts's product filter removed, the live casino and lottery bets counted towards
 * the slots mission (progress 205.00, not 45.00); with the mission's source `mission:<id>` given the run's time, the
 * second run recorded the reward again (1, not 0); with the daily task's source left without its day, the second
 * day's reward was never recorded.
 */
let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token: string) => t.call({ method: 'GET', url, token, language: 'en' });
const missionsOf = async (token: string) => {
  const res = await get('/wps/member/missions', token);
  expect(res.statusCode).toBe(200);
  return res.json().value;
};
const badgeOf = async (token: string) => (await get('/wps/member/missions/available', token)).json().value.available;
const tasksOf = async (token: string) => {
  const res = await get('/wps/member/daily-tasks', token);
  expect(res.statusCode).toBe(200);
  return res.json().value;
};
const claim = (token: string, rewardId: string) =>
  t.call({
    method: 'POST',
    url: `/wps/member/rewards/${rewardId}/claim`,
    token,
    language: 'en',
    payload: { idempotencyKey: `claim-${randomUUID()}` },
  });

/** Hides every mission made so far: the badge counts the brand's open missions. */
const hideMissions = () => t.deps.db.updateTable('missions').set({ enabled: false }).execute();

describe('a mission over valid bets', () => {
  it('shows progress from the cash part of won and lost bets of its product in its window, and records the reward once when reached', async () => {
    await hideMissions();
    const m = await player(t, 0n);
    const id = await makeMission(t, {
      merchantId,
      goal: 'bets_amount',
      scope: 'RNG',
      target: 100_00n,
      reward: 5_00n,
      name: 'Slots RM100',
    });
    const bet = (stake: bigint, more: Partial<Parameters<typeof settledBet>[1]> = {}) =>
      settledBet(t, { merchantId, memberId: m.id, stake, ...more });
    // Counted: a lost slot spin of 30.00, and a won one of 20.00 of which a bonus paid 5.00.
    await bet(30_00n);
    await bet(20_00n, { status: 'won', bonus: 5_00n });
    // Not counted: a void, a push and a pending spin, live casino, the lottery, play money, before the window.
    await bet(50_00n, { status: 'void' });
    await bet(50_00n, { status: 'push' });
    await bet(50_00n, { status: 'pending' });
    await bet(80_00n, { gameCode: 'GM_BACCARAT' });
    await bet(80_00n, { product: 'lottery', gameCode: 'VN_NORTH' });
    await bet(80_00n, { play: true });
    await bet(80_00n, { at: new Date(t.clock.now().getTime() - 2 * 3_600_000) });

    let [card] = (await missionsOf(m.token)).items;
    expect(card).toMatchObject({
      id: `${id}`,
      title: 'Slots RM100',
      goal: 'bets_amount',
      scope: 'RNG',
      target: '100.00',
      progress: '45.00',
      percent: 45,
      reward: '5.00',
      state: 'in_progress',
      rewardId: null,
    });
    expect(await badgeOf(m.token)).toBe(1);

    await bet(54_99n);
    [card] = (await missionsOf(m.token)).items;
    expect(card).toMatchObject({ progress: '99.99', percent: 99, state: 'in_progress' });
    await bet(1n);
    [card] = (await missionsOf(m.token)).items;
    expect(card).toMatchObject({ progress: '100.00', percent: 100, state: 'reached', rewardId: null });

    expect(await completeMissions(t.deps)).toBe(1);
    expect(await completeMissions(t.deps)).toBe(0);
    const rewards = await rewardsOfProgram(t, m.id, 'mission');
    expect(rewards).toEqual([
      expect.objectContaining({ source_ref: `mission:${id}`, amount: 5_00n, state: 'waiting' }),
    ]);
    expect(rewards[0]?.details).toMatchObject({ name: { en: 'Slots RM100' } });

    // Mission rewards wait for the member's claim: the card offers it, and the badge still counts it.
    [card] = (await missionsOf(m.token)).items;
    expect(card).toMatchObject({ state: 'claimable', rewardId: `${rewards[0]?.id}`, rewardState: 'waiting' });
    expect(await badgeOf(m.token)).toBe(1);
    const claimed = await claim(m.token, card.rewardId);
    expect(claimed.json()).toMatchObject({ success: true, value: { claimed: 1, amount: '5.00' } });
    [card] = (await missionsOf(m.token)).items;
    expect(card).toMatchObject({ state: 'rewarded', rewardState: 'paid' });
    expect(await badgeOf(m.token)).toBe(0);
    expect((await missionsOf(m.token)).available).toBe(0);
  });

  it('counts bets of every product when it names none, and the number of bets for a count goal', async () => {
    await hideMissions();
    const m = await player(t, 0n);
    const amount = await makeMission(t, { merchantId, goal: 'bets_amount', target: 1_000_00n, reward: 1_00n });
    const count = await makeMission(t, {
      merchantId,
      goal: 'bets_count',
      scope: 'LOTT',
      target: 3n,
      reward: 1_00n,
    });
    await settledBet(t, { merchantId, memberId: m.id, stake: 10_00n });
    await settledBet(t, { merchantId, memberId: m.id, stake: 10_00n, gameCode: 'GM_BACCARAT' });
    await settledBet(t, { merchantId, memberId: m.id, stake: 2_00n, product: 'lottery', gameCode: 'VN_NORTH' });
    await settledBet(t, { merchantId, memberId: m.id, stake: 2_00n, product: 'lottery', gameCode: 'VN_SOUTH' });
    await settledBet(t, { merchantId, memberId: m.id, stake: 2_00n, product: 'elott', gameCode: '5D' });
    const { items } = await missionsOf(m.token);
    expect(items.find((c: { id: string }) => c.id === `${amount}`)).toMatchObject({ progress: '26.00', percent: 2 });
    expect(items.find((c: { id: string }) => c.id === `${count}`)).toMatchObject({
      target: '3',
      progress: '2',
      percent: 66,
    });
    expect(await badgeOf(m.token)).toBe(2);
  });
});

describe('missions over deposits and sign-ins', () => {
  it('counts credited deposits by amount and by number and the days signed in, never for a trial account', async () => {
    await hideMissions();
    const m = await player(t, 0n);
    const trial = await player(t, 0n, 4);
    const amount = await makeMission(t, { merchantId, goal: 'deposit_amount', target: 100_00n, reward: 3_00n });
    const count = await makeMission(t, { merchantId, goal: 'deposit_count', target: 2n, reward: 2_00n });
    const login = await makeMission(t, { merchantId, goal: 'login_days', target: 1n, reward: 1_00n });
    await creditedDeposit(t, { merchantId, memberId: m.id, amount: 60_00n });
    await creditedDeposit(t, { merchantId, memberId: m.id, amount: 500_00n, state: 'rejected' });
    // Credited before the window opened: not counted.
    t.clock.advance(-2 * 3_600_000);
    await creditedDeposit(t, { merchantId, memberId: m.id, amount: 500_00n });
    t.clock.advance(2 * 3_600_000);
    const card = async (id: bigint) => (await missionsOf(m.token)).items.find((c: { id: string }) => c.id === `${id}`);
    expect(await card(amount)).toMatchObject({ progress: '60.00', percent: 60, state: 'in_progress' });
    expect(await card(count)).toMatchObject({ progress: '1', percent: 50, state: 'in_progress' });
    expect(await card(login)).toMatchObject({ target: '1', progress: '1', percent: 100, state: 'reached' });

    await creditedDeposit(t, { merchantId, memberId: m.id, amount: 40_00n });
    expect(await card(amount)).toMatchObject({ progress: '100.00', state: 'reached' });
    expect(await card(count)).toMatchObject({ progress: '2', state: 'reached' });

    await completeMissions(t.deps);
    const sources = (await rewardsOfProgram(t, m.id, 'mission')).map((r) => [r.source_ref, r.amount]);
    expect(sources).toEqual([
      [`mission:${amount}`, 3_00n],
      [`mission:${count}`, 2_00n],
      [`mission:${login}`, 1_00n],
    ]);
    // The trial account signed in too, but plays with play money and earns nothing.
    expect(await rewardsOfProgram(t, trial.id, 'mission')).toEqual([]);
    expect((await get('/wps/member/missions', trial.token)).json()).toMatchObject({ code: 'in_need_true_account' });
  });
});

describe('the end of a mission', () => {
  it('counts what settled inside the window, records late completions in the grace, then closes it once', async () => {
    await hideMissions();
    const early = await player(t, 0n);
    const late = await player(t, 0n);
    const now = t.clock.now().getTime();
    const id = await makeMission(t, {
      merchantId,
      goal: 'bets_amount',
      scope: 'ELOTT',
      target: 10_00n,
      reward: 1_00n,
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 60_000),
    });
    const elott = { merchantId, stake: 10_00n, product: 'elott', gameCode: '5D' } as const;
    await settledBet(t, { ...elott, memberId: early.id });
    t.clock.advance(2 * 60_000);
    // After the end: a bet settled now does not count, and the window is shown as missed.
    await settledBet(t, { ...elott, memberId: late.id });
    const [missed] = (await missionsOf(late.token)).items;
    expect(missed).toMatchObject({ state: 'missed', progress: '0.00' });
    const [reached] = (await missionsOf(early.token)).items;
    expect(reached).toMatchObject({ state: 'reached' });

    expect(await completeMissions(t.deps)).toBe(1);
    const open = await t.deps.db.selectFrom('missions').select('closed_at').where('id', '=', id).executeTakeFirst();
    expect(open?.closed_at).toBeNull();
    t.clock.advance(5 * 60_000);
    expect(await completeMissions(t.deps)).toBe(0);
    const closed = await t.deps.db.selectFrom('missions').select('closed_at').where('id', '=', id).executeTakeFirst();
    expect(closed?.closed_at).not.toBeNull();
    expect(await rewardsOfProgram(t, late.id, 'mission')).toEqual([]);
    expect(await rewardsOfProgram(t, early.id, 'mission')).toHaveLength(1);
  });
});

describe('the routes of mission activity', () => {
  it('answer a visitor token_required and a trial account in_need_true_account, changing nothing', async () => {
    const trial = await player(t, 0n, 4);
    for (const url of ['/wps/member/missions', '/wps/member/missions/available', '/wps/member/daily-tasks']) {
      expect((await t.call({ method: 'GET', url })).json()).toMatchObject({ success: false, code: 'token_required' });
      const res = await get(url, trial.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('in_need_true_account');
      const forged = await get(url, 'x'.repeat(40));
      expect(forged.statusCode).toBe(401);
    }
    expect((await get('/wps/member/races', trial.token)).statusCode).toBe(403);
  });
});

describe('daily tasks', () => {
  it('start again at midnight brand time: a day counts its own bets and deposits, and pays each task once a day', async () => {
    // Move the clock to 23:58 in the brand's zone (Asia/Kuala_Lumpur), before the member signs in.
    const zone = 'Asia/Kuala_Lumpur';
    const day1 = todayIn(zone, t.clock.now());
    const midnight = Date.parse(`${addDays(day1, 1)}T00:00:00+08:00`);
    t.clock.advance(midnight - 2 * 60_000 - t.clock.now().getTime());
    const day = todayIn(zone, t.clock.now());
    const day2 = addDays(day, 1);
    const m = await player(t, 0n);
    const lottery = await makeDailyTask(t, {
      merchantId,
      goal: 'bets_count',
      scope: 'LOTT',
      target: 3n,
      reward: 1_00n,
    });
    const slots = await makeDailyTask(t, { merchantId, goal: 'bets_count', scope: 'RNG', target: 10n, reward: 2_00n });
    const deposit = await makeDailyTask(t, { merchantId, goal: 'deposit_count', target: 1n, reward: 3_00n });
    const lotteryBet = () =>
      settledBet(t, { merchantId, memberId: m.id, stake: 1_00n, product: 'lottery', gameCode: 'VN_NORTH' });
    const spin = () => settledBet(t, { merchantId, memberId: m.id, stake: 50n });

    await lotteryBet();
    await lotteryBet();
    for (let i = 0; i < 9; i++) await spin();
    let view = await tasksOf(m.token);
    expect(view.day).toBe(day);
    expect(view.resetsAt).toBe(new Date(midnight).toISOString());
    const task = (id: bigint) => view.items.find((x: { id: string }) => x.id === `${id}`);
    expect(task(lottery)).toMatchObject({ target: '3', progress: '2', percent: 66, state: 'in_progress' });
    expect(task(slots)).toMatchObject({ progress: '9', state: 'in_progress' });
    expect(task(deposit)).toMatchObject({ progress: '0', percent: 0 });

    // The third lottery bet settles at 23:59:59; the job's next run comes after midnight, within the grace.
    t.clock.advance(119_000);
    await lotteryBet();
    t.clock.advance(2_000);
    expect(todayIn(zone, t.clock.now())).toBe(day2);
    // (Members of the tests above completed tasks yesterday too: only this member's rewards are looked at.)
    await completeMissions(t.deps);
    expect((await rewardsOfProgram(t, m.id, 'daily_task')).map((r) => r.source_ref)).toEqual([`${lottery}:${day}`]);

    // A new day: every task from zero; yesterday's spins do not carry over.
    view = await tasksOf(m.token);
    expect(view.day).toBe(day2);
    expect(task(lottery)).toMatchObject({ progress: '0', state: 'in_progress', rewardId: null });
    expect(task(slots)).toMatchObject({ progress: '0', state: 'in_progress' });
    await spin();
    await creditedDeposit(t, { merchantId, memberId: m.id, amount: 10_00n });
    for (let i = 0; i < 3; i++) await lotteryBet();
    view = await tasksOf(m.token);
    expect(task(slots)).toMatchObject({ progress: '1' });
    expect(task(deposit)).toMatchObject({ progress: '1', state: 'reached' });

    // Yesterday's last pass, once the grace is over, is made once; today's completions are recorded once.
    t.clock.advance(5 * 60_000);
    await completeMissions(t.deps);
    expect(await completeMissions(t.deps)).toBe(0);
    const finished = await t.deps.db
      .selectFrom('daily_task_days')
      .select('day')
      .where('merchant_id', '=', merchantId)
      .execute();
    expect(finished.map((f) => f.day)).toEqual([day]);
    const rewards = await rewardsOfProgram(t, m.id, 'daily_task');
    expect(rewards.map((r) => [r.source_ref, r.amount, r.state])).toEqual([
      [`${lottery}:${day}`, 1_00n, 'due'],
      [`${lottery}:${day2}`, 1_00n, 'due'],
      [`${deposit}:${day2}`, 3_00n, 'due'],
    ]);

    // Daily tasks pay automatically and need no turnover: cash at once (beside the 10.00 deposited).
    await payDueRewards(t.deps);
    expect(await walletMinor(t, m.id)).toBe(15_00n);
    view = await tasksOf(m.token);
    expect(task(lottery)).toMatchObject({ state: 'rewarded', rewardState: 'paid' });
  });
});
