import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { addOperator, signIn, startAdminTest } from '../../admin/admin-test-kit';
import { adminCall } from '../../lottery/admin/lottery-admin-test-kit';
import { withdrawer } from '../../withdrawals/withdrawal-test-kit';
import { createdOffer } from './promotions-admin-test-kit';

/**
 * The report per offer equals the sums of the rows it reads: grants made, members holding them, bonus granted,
 * converted, forfeited, turnover counted; and the claimants' net gaming revenue from their settled real-money
 * bets placed since their first grant of the offer (a bet before it, a pending one, play money and a member
 * without a grant are left out).
 * Checked to fail: with `b.placed_at >= c.since` removed from stakesSinceByGroup (bets module), the stakes and
 * the net gaming revenue went red (the bet placed before the grant counted).
 */
let t: TestApp;
let merchantId: number;
let marketing: string;
beforeAll(async () => {
  ({ t, merchantId } = await startAdminTest());
  await addOperator(t, merchantId, 'mia.marketing', 'marketing');
  marketing = await signIn(t, 'mia.marketing');
}, 60_000);
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

async function grant(
  memberId: bigint,
  offerId: string,
  row: { ref: string; amount: bigint; state: 'active' | 'completed' | 'forfeited'; created: string } & Partial<
    Record<'converted' | 'forfeited' | 'turnover', bigint>
  >,
) {
  await t.deps.db
    .insertInto('promotion_grants')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      offer_id: BigInt(offerId),
      source_ref: row.ref,
      state: row.state,
      amount: row.amount,
      terms: JSON.stringify({}),
      converted: row.converted ?? 0n,
      forfeited: row.forfeited ?? 0n,
      turnover_done: row.turnover ?? 0n,
      expires_at: at('2026-12-31T00:00:00Z'),
      created_at: at(row.created),
    })
    .execute();
}

let betSeq = 0;
async function bet(
  memberId: bigint,
  row: {
    stake: bigint;
    payout: bigint | null;
    status: 'won' | 'lost' | 'push' | 'pending';
    placed: string;
    play?: boolean;
  },
) {
  betSeq += 1;
  await t.deps.db
    .insertInto('bets')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      product: 'game',
      game_code: 'SLOT',
      round_ref: `report-${betSeq}`,
      bet_type: 'spin',
      bet_key: `report-${betSeq}`,
      stake: row.stake,
      win_per_hit: 0n,
      potential_win: 0n,
      status: row.status,
      payout: row.payout,
      placed_at: at(row.placed),
      settled_at: row.status === 'pending' ? null : at(row.placed),
      play: row.play ?? false,
    })
    .execute();
}

describe('report per offer', () => {
  it('equals the sums of the seeded grants and of the claimants’ bets since their grant', async () => {
    const welcome = await createdOffer(t, marketing, { code: 'REPORTW' });
    const reload = await createdOffer(t, marketing, { code: 'REPORTR', sort: 2 });
    const ali = await withdrawer(t);
    const bob = await withdrawer(t);
    const stranger = await withdrawer(t);

    await grant(ali.id, welcome, {
      ref: 'claim',
      amount: 1000n,
      state: 'completed',
      created: '2026-03-01T00:00:00Z',
      converted: 800n,
      turnover: 5000n,
    });
    await grant(ali.id, welcome, {
      ref: 'manual:again-1',
      amount: 500n,
      state: 'active',
      created: '2026-03-05T00:00:00Z',
      turnover: 700n,
    });
    await grant(bob.id, welcome, {
      ref: 'claim',
      amount: 1000n,
      state: 'forfeited',
      created: '2026-03-02T00:00:00Z',
      forfeited: 400n,
      turnover: 100n,
    });
    await grant(bob.id, reload, {
      ref: 'deposit:9',
      amount: 2500n,
      state: 'active',
      created: '2026-03-10T00:00:00Z',
      turnover: 50n,
    });

    // Ali from 1 March: counted 3000 - 1000 and 2000 - 0 and a push; not the bet of February, the pending one, play money.
    await bet(ali.id, { stake: 3000n, payout: 1000n, status: 'won', placed: '2026-03-01T10:00:00Z' });
    await bet(ali.id, { stake: 2000n, payout: 0n, status: 'lost', placed: '2026-03-06T10:00:00Z' });
    await bet(ali.id, { stake: 700n, payout: 700n, status: 'push', placed: '2026-03-07T10:00:00Z' });
    await bet(ali.id, { stake: 9000n, payout: 0n, status: 'lost', placed: '2026-02-20T10:00:00Z' });
    await bet(ali.id, { stake: 400n, payout: null, status: 'pending', placed: '2026-03-08T10:00:00Z' });
    await bet(ali.id, { stake: 600n, payout: 0n, status: 'lost', placed: '2026-03-08T10:00:00Z', play: true });
    // Bob from 2 March for the welcome offer, from 10 March for the reload.
    await bet(bob.id, { stake: 1500n, payout: 4000n, status: 'won', placed: '2026-03-03T10:00:00Z' });
    await bet(bob.id, { stake: 1000n, payout: 0n, status: 'lost', placed: '2026-03-11T10:00:00Z' });
    await bet(stranger.id, { stake: 99_000n, payout: 0n, status: 'lost', placed: '2026-03-03T10:00:00Z' });

    const res = await adminCall(t, marketing, 'GET', '/admin/api/promotions/report');
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.value.items.map((r: { code: string }) => [r.code, r]));
    expect(byCode.REPORTW).toEqual({
      offerId: welcome,
      code: 'REPORTW',
      title: { ms: 'Bonus alu-aluan', en: 'Welcome bonus', zh: '欢迎红利' },
      state: 'draft',
      claims: 3,
      claimants: 2,
      granted: '25.00',
      converted: '8.00',
      forfeited: '4.00',
      turnover: '58.00',
      // Ali 3000 + 2000 + 700, Bob 1500 + 1000.
      stakes: '82.00',
      // Ali 1000 + 0 + 700, Bob 4000 + 0.
      payouts: '57.00',
      netGamingRevenue: '25.00',
    });
    expect(byCode.REPORTR).toMatchObject({
      claims: 1,
      claimants: 1,
      granted: '25.00',
      turnover: '0.50',
      stakes: '10.00',
      payouts: '0.00',
      netGamingRevenue: '10.00',
    });
  });
});
