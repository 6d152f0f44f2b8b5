import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { player } from '../games/games-test-kit';
import { walletMinor } from '../lottery/lottery-test-kit';
import { tokenFor } from '../member/member-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { rewardsOf } from '../rewards/rewards-test-kit';

/**
 * Check-in (ADR 061): once per brand day (midnight in Kuala Lumpur for the demo brand), a streak that resets
 * when a day is missed, each day's reward paid at once as a grant of the check_in program.
 *
 * Checked to fail: with check-in.ts reading yesterday as `addDays(today, -2)`, the streak across midnight stayed
 * at 1 (expected 2); with the insert's ON CONFLICT dropped, the double tap answered 500 on the primary key.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;

const status = (token: string) => t.call({ method: 'GET', url: '/wps/member/check-in', token, language: 'en' });
const tap = (token: string, language: 'en' | 'ms' = 'en') =>
  t.call({ method: 'POST', url: '/wps/member/check-in', token, language });

async function saveTable(body: object | string) {
  const admin = await signIn(t);
  return t.call({ method: 'PUT', url: '/admin/api/loyalty/check-in', token: admin, language: 'en', payload: body });
}

/** Moves the test clock to `minutes` before the next midnight in Kuala Lumpur (16:00 UTC), at least an hour on. */
function toBeforeBrandMidnight(minutes: number) {
  const now = t.clock.now().getTime();
  const day = 24 * HOUR;
  let midnight = Math.floor(now / day) * day + 16 * HOUR;
  while (midnight - minutes * MINUTE < now + HOUR) midnight += day;
  t.clock.advance(midnight - minutes * MINUTE - now);
}

describe('the brand check-in table', () => {
  it('offers no check-in before the brand has saved a table', async () => {
    const m = await player(t, 0n);
    const res = await status(m.token);
    expect(res.json().value).toMatchObject({ enabled: false, checkedInToday: false, streak: 0 });
    const refused = await tap(m.token, 'ms');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'check_in_unavailable',
      message: 'Daftar masuk harian tidak ditawarkan buat masa ini.',
    });
    expect(await rewardsOf(t, m.id)).toEqual([]);
  });

  it('refuses a bad table with the field named, changing nothing', async () => {
    const empty = await saveTable({ enabled: true, dayRewards: [], afterLast: 'repeat' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({ field: 'dayRewards' });
    const negative = await saveTable({ enabled: true, dayRewards: ['1.00', '-2'], afterLast: 'repeat' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ code: 'amount_not_positive', details: [{ field: 'dayRewards.1' }] });
    const decimals = await saveTable({ enabled: true, dayRewards: ['1.001'], afterLast: 'cap' });
    expect(decimals.json().code).toBe('amount_too_many_decimals');
    const tooLong = await saveTable({ enabled: true, dayRewards: Array(32).fill('1'), afterLast: 'cap' });
    expect(tooLong.statusCode).toBe(400);
    const wrongRule = await saveTable({ enabled: true, dayRewards: ['1'], afterLast: 'forever' });
    expect(wrongRule.statusCode).toBe(400);
    const notJson = await saveTable('days');
    expect(notJson.statusCode).toBe(400);
    const admin = await signIn(t);
    const read = await t.call({ method: 'GET', url: '/admin/api/loyalty/check-in', token: admin, language: 'en' });
    expect(read.json().value).toMatchObject({ saved: false, enabled: false });
  });
});

describe('checking in', () => {
  it('runs a streak across the brand midnight, resets it after a missed day, and pays each day at once', async () => {
    const saved = await saveTable({
      enabled: true,
      dayRewards: ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '7.00'],
      afterLast: 'repeat',
    });
    expect(saved.json().value).toMatchObject({ saved: true, enabled: true, afterLast: 'repeat' });
    expect(saved.json().value.dayRewards.slice(0, 3)).toEqual(['1.00', '2.00', '3.00']);

    // 23:50 in Kuala Lumpur: day 1 of a streak.
    toBeforeBrandMidnight(10);
    const m = await player(t, 0n);
    const before = (await status(m.token)).json().value;
    expect(before).toMatchObject({ checkedInToday: false, streak: 0, todayAmount: '1.00', tomorrowAmount: '2.00' });
    expect(before.days.map((d: { state: string }) => d.state)).toEqual([
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    const first = await tap(m.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ checkedInToday: true, streak: 1, todayAmount: '1.00' });
    expect(await walletMinor(t, m.id)).toBe(100n);

    // Five minutes on, still the same brand day: refused, nothing paid.
    t.clock.advance(5 * MINUTE);
    const again = await tap(await tokenFor(t, m.username));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'check_in_already',
      message: 'You have already checked in today. Come back tomorrow.',
    });

    // 00:10, twenty minutes after the first: a new brand day, the streak goes on.
    t.clock.advance(15 * MINUTE);
    let token = await tokenFor(t, m.username);
    const second = (await tap(token)).json().value;
    expect(second).toMatchObject({ checkedInToday: true, streak: 2, todayAmount: '2.00', tomorrowAmount: '3.00' });
    expect(second.days.slice(0, 3).map((d: { state: string }) => d.state)).toEqual(['done', 'today', 'upcoming']);
    expect(await walletMinor(t, m.id)).toBe(300n);

    // The next brand day passes without a check-in; the day after, the streak starts again at day 1.
    t.clock.advance(48 * HOUR);
    token = await tokenFor(t, m.username);
    const broken = (await status(token)).json().value;
    expect(broken).toMatchObject({ checkedInToday: false, streak: 0, todayAmount: '1.00' });
    const restarted = (await tap(token)).json().value;
    expect(restarted).toMatchObject({ streak: 1, todayAmount: '1.00' });
    expect(await walletMinor(t, m.id)).toBe(400n);

    const rewards = await rewardsOf(t, m.id);
    expect(rewards.map((r) => [r.program, r.amount, r.state, (r.details as { day: number }).day])).toEqual([
      ['check_in', 100n, 'paid', 1],
      ['check_in', 200n, 'paid', 2],
      ['check_in', 100n, 'paid', 1],
    ]);
    // Each reward's source is the brand day it was earned on: three different days.
    expect(new Set(rewards.map((r) => r.source_ref)).size).toBe(3);
    await expectReconciled(t);
  });

  it('checks in once when the member taps twice at once', async () => {
    await saveTable({ enabled: true, dayRewards: ['1.00', '2.00'], afterLast: 'repeat' });
    const m = await player(t, 0n);
    const replies = await Promise.all([tap(m.token), tap(m.token), tap(m.token)]);
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const rows = await t.deps.db.selectFrom('check_ins').selectAll().where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
    expect((await rewardsOf(t, m.id)).length).toBe(1);
    expect(await walletMinor(t, m.id)).toBe(100n);
  });

  it('pays the last day of a capped table for every later day of the streak', async () => {
    await saveTable({ enabled: true, dayRewards: ['1.00', '2.00'], afterLast: 'cap' });
    const m = await player(t, 0n);
    for (let day = 1; day <= 4; day++) {
      const res = await tap(await tokenFor(t, m.username));
      expect(res.json().value).toMatchObject({ streak: day, todayAmount: day === 1 ? '1.00' : '2.00' });
      t.clock.advance(24 * HOUR);
    }
    expect(await walletMinor(t, m.id)).toBe(700n);
    const now = (await status(await tokenFor(t, m.username))).json().value;
    expect(now).toMatchObject({ streak: 4, checkedInToday: false, todayAmount: '2.00', tomorrowAmount: '2.00' });
    expect(now.days.map((d: { state: string }) => d.state)).toEqual(['done', 'today']);
  });

  it('is closed to trial accounts and to callers without a session', async () => {
    const trial = await player(t, 0n, 4);
    expect((await tap(trial.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/wps/member/check-in', language: 'en' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/admin/api/loyalty/check-in', language: 'en' })).statusCode).toBe(401);
  });
});
