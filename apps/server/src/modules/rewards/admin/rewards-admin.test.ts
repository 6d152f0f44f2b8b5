import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { addOperator, signIn, startAdminTest } from '../../admin/admin-test-kit';
import { player } from '../../games/games-test-kit';
import { adminCall } from '../../lottery/admin/lottery-admin-test-kit';
import { walletMinor } from '../../lottery/lottery-test-kit';
import { payDueRewards } from '../pay-due-rewards';
import { earn, rewardsOf } from '../rewards-test-kit';

/**
 * The loyalty programs' back office (ADR 059): marketing sets a program's choices and they rule the next reward
 * (claimed instead of paid, its turnover), audited; bad input and customer service are refused, changing nothing;
 * the report per program sums the rewards of the range and the reached members' bets since their first reward.
 */
let t: TestApp;
let merchantId: number;
let marketing: string;
let cs: string;
beforeAll(async () => {
  ({ t, merchantId } = await startAdminTest());
  await addOperator(t, merchantId, 'rita.marketing', 'marketing');
  await addOperator(t, merchantId, 'carl.cs', 'cs');
  marketing = await signIn(t, 'rita.marketing');
  cs = await signIn(t, 'carl.cs');
}, 60_000);
afterAll(() => t.close());

const settings = { autoPay: false, claimDays: 3, turnoverMultiple: 2, lifeDays: 10, maxConversionMultiple: 5 };

describe('a program set by marketing', () => {
  it('lists every program with its defaults, then rules the next reward with the saved choices', async () => {
    const before = await adminCall(t, marketing, 'GET', '/admin/api/rewards/programs');
    expect(before.status).toBe(200);
    expect(before.body.value.items).toHaveLength(11);
    expect(before.body.value.items.find((p: { program: string }) => p.program === 'daily_task')).toMatchObject({
      autoPay: true,
      turnoverMultiple: 0,
      custom: false,
    });
    const saved = await adminCall(t, marketing, 'PUT', '/admin/api/rewards/programs/daily_task', settings);
    expect(saved.status).toBe(200);
    expect(saved.body.value).toEqual({ program: 'daily_task', custom: true, ...settings });

    const m = await player(t, 0n);
    await earn(t, { merchantId, memberId: m.id, program: 'daily_task', sourceRef: 'd1', amount: 300n });
    await payDueRewards(t.deps);
    const [reward] = await rewardsOf(t, m.id);
    expect(reward).toMatchObject({ state: 'waiting' });
    expect(reward ? reward.claim_by.getTime() - reward.earned_at.getTime() : 0).toBe(3 * 86_400_000);
    const claim = await t.call({
      method: 'POST',
      url: `/wps/member/rewards/${reward?.id}/claim`,
      token: m.token,
      language: 'en',
      payload: { idempotencyKey: 'claim-daily-task-1' },
    });
    expect(claim.json().value).toEqual({ claimed: 1, amount: '3.00' });
    const grant = await t.deps.db
      .selectFrom('promotion_grants')
      .select(['turnover_needed', 'state'])
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({ turnover_needed: 600n, state: 'active' });
    expect(await walletMinor(t, m.id)).toBe(0n);

    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'reward.program_update')
      .execute();
    expect(audit).toEqual([{ action: 'reward.program_update', target_id: 'daily_task' }]);
  });

  it('refuses bad input, a multiple over the brand cap, an unknown program and customer service, changing nothing', async () => {
    const bad = [
      { ...settings, claimDays: 0 },
      { ...settings, turnoverMultiple: 51 },
      { ...settings, maxConversionMultiple: 0 },
      { ...settings, autoPay: 'yes' },
      {},
    ];
    for (const body of bad) {
      const res = await adminCall(t, marketing, 'PUT', '/admin/api/rewards/programs/rebate', body);
      expect(res.status).toBe(400);
    }
    const overCap = await adminCall(t, marketing, 'PUT', '/admin/api/rewards/programs/rebate', {
      ...settings,
      turnoverMultiple: 40,
    });
    expect(overCap).toMatchObject({ status: 422, body: { code: 'promotion_turnover_over_cap' } });
    expect((await adminCall(t, marketing, 'PUT', '/admin/api/rewards/programs/jackpot', settings)).status).toBe(400);
    expect((await adminCall(t, cs, 'GET', '/admin/api/rewards/programs')).status).toBe(403);
    expect((await adminCall(t, cs, 'PUT', '/admin/api/rewards/programs/rebate', settings)).status).toBe(403);
    const rows = await t.deps.db
      .selectFrom('reward_programs')
      .select('program')
      .where('program', '=', 'rebate')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('the report per program', () => {
  it('sums the rewards of the range by state and the reached members bets since their first reward', async () => {
    const ana = await player(t, 0n);
    const ben = await player(t, 0n);
    await earn(t, {
      merchantId,
      memberId: ana.id,
      program: 'red_envelope',
      sourceRef: 'e1',
      amount: 500n,
      payNow: true,
    });
    await earn(t, { merchantId, memberId: ben.id, program: 'red_envelope', sourceRef: 'e1', amount: 700n });
    await t.deps.db
      .insertInto('bets')
      .values({
        merchant_id: merchantId,
        member_id: ana.id,
        product: 'game',
        game_code: 'SLOT',
        round_ref: 'report-1',
        bet_type: 'spin',
        bet_key: 'report-1',
        stake: 4_000n,
        win_per_hit: 0n,
        potential_win: 0n,
        status: 'won',
        payout: 1_500n,
        placed_at: new Date(Date.now() + 1_000),
        settled_at: new Date(Date.now() + 1_000),
      })
      .execute();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
    const res = await adminCall(t, marketing, 'GET', `/admin/api/rewards/report?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    const row = res.body.value.items.find((r: { program: string }) => r.program === 'red_envelope');
    expect(row).toEqual({
      program: 'red_envelope',
      rewards: 2,
      members: 2,
      paid: '5.00',
      open: '7.00',
      expired: '0.00',
      refused: '0.00',
      converted: '5.00',
      forfeited: '0.00',
      stakes: '40.00',
      payouts: '15.00',
      netGamingRevenue: '25.00',
    });
    const reversed = await adminCall(t, marketing, 'GET', '/admin/api/rewards/report?from=2026-11-02&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect((await adminCall(t, cs, 'GET', `/admin/api/rewards/report?from=${today}&to=${today}`)).status).toBe(403);
  });
});
