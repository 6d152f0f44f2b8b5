import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { addOperator, signIn } from '../admin/admin-test-kit';
import { creditedDeposit, depositor } from '../deposits/deposit-test-kit';
import { claim, makeOffer } from '../promotions/promotions-test-kit';
import { pay, withdraw, withdrawer } from '../withdrawals/withdrawal-test-kit';

/**
 * The worked example of ADR 067: one brand day, D = 2025-03-10 in the brand's zone, seeded through the real flows
 * where money moves (a deposit approved, a withdrawal paid, a bonus converted) and then pinned to instants of D and
 * of its neighbours, so each figure is known to the cent and the day's edges are the brand's, not UTC's.
 *
 * Member A registers on D; member B registered the day before.
 * - Deposits credited: A 100.00 at 09:00 D; B 50.00 at 23:59:59 D (in); B 30.00 at 23:59:59 D−1 (out).
 *   → 2 deposits, 150.00. First-time depositors: A only (B had credited one before D).
 * - Withdrawals paid: B 60.00 at 15:00 D. → 60.00; net cash 150.00 − 60.00 = 90.00.
 * - Bets (real money unless said), by settlement:
 *   A lottery 10.00 lost, placed and settled 12:00 D                → LOTT  +10.00
 *   A slot (RNG) 5.00 won 12.50, placed 00:00:10, settled 00:00:30 D (16:00:30 UTC of D−1) → RNG −7.50
 *   B live table 20.00 lost, placed 23:00 D−1, settled 00:10 D      → LIVE  +20.00
 *   A slot 99.00 lost, settled 00:00:01 D+1                         → out of D
 *   A slot 7.00 lost on D with play money                           → nobody's revenue
 *   → GGR 22.50.
 * - Bonus: A's fixed credit of 8.00 with no turnover converts at once, moved to 13:00 D. → bonus cost 8.00;
 *   NGR 22.50 − 8.00 = 14.50.
 * - Active players (placed a real-money bet on D): A only (B placed on D−1) → 1. New players: A → 1.
 */

const D = '2025-03-10';
let t: TestApp;
let admin: string;
let merchantId: number;
let zone: string;

/** A wall-clock time of the brand's zone as an instant. */
async function at(local: string): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`select (${local}::timestamp at time zone ${zone}) as at`.execute(t.deps.db);
  return new Date((rows[0] as { at: Date }).at);
}

async function gameOf(category: string): Promise<string> {
  const row = await t.deps.db
    .selectFrom('games')
    .select('code')
    .where('merchant_id', '=', merchantId)
    .where('category', '=', category as never)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.code;
}

async function bet(
  memberId: bigint,
  spec: {
    product: 'lottery' | 'game';
    game: string;
    stake: bigint;
    payout: bigint;
    placed: Date;
    settled: Date;
    play?: boolean;
  },
) {
  await t.deps.db
    .insertInto('bets')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      product: spec.product,
      game_code: spec.game,
      bet_type: 'spin',
      bet_key: '',
      stake: spec.stake,
      win_per_hit: 0n,
      potential_win: 0n,
      status: spec.payout > 0n ? 'won' : 'lost',
      payout: spec.payout,
      placed_at: spec.placed,
      settled_at: spec.settled,
      play: spec.play ?? false,
    })
    .execute();
}

async function pinDeposit(id: string, when: Date) {
  await t.deps.db.updateTable('deposits').set({ decided_at: when }).where('id', '=', BigInt(id)).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  merchantId = await merchantIdOf(t);
  const brand = await t.deps.db
    .selectFrom('merchants')
    .select('time_zone')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  zone = brand.time_zone;

  const a = await depositor(t);
  const b = await withdrawer(t, { balance: 10_000n });
  await t.deps.db
    .updateTable('members')
    .set({ created_at: (await at(`${D} 10:00`)) as never })
    .where('id', '=', a.id)
    .execute();
  await t.deps.db
    .updateTable('members')
    .set({ created_at: (await at('2025-03-09 08:00')) as never })
    .where('id', '=', b.id)
    .execute();

  // The withdrawal first: B's deposits would ask for turnover before another withdrawal.
  const asked = await withdraw(t, b, '60.00');
  expect(asked.json(), asked.body).toMatchObject({ success: true });
  const withdrawal = asked.json().value.withdrawal.id as string;
  expect((await pay(t, admin, withdrawal)).json()).toMatchObject({ success: true });
  await t.deps.db
    .updateTable('withdrawal_payments')
    .set({ created_at: (await at(`${D} 15:00`)) as never })
    .where('withdrawal_id', '=', BigInt(withdrawal))
    .execute();

  await pinDeposit(await creditedDeposit(t, a.token, '100.00'), await at(`${D} 09:00`));
  await pinDeposit(await creditedDeposit(t, b.token, '50.00'), await at(`${D} 23:59:59`));
  await pinDeposit(await creditedDeposit(t, b.token, '30.00'), await at('2025-03-09 23:59:59'));

  const slot = await gameOf('RNG');
  const live = await gameOf('LIVE');
  const noon = await at(`${D} 12:00`);
  await bet(a.id, { product: 'lottery', game: 'LOTTO4D', stake: 1000n, payout: 0n, placed: noon, settled: noon });
  await bet(a.id, {
    product: 'game',
    game: slot,
    stake: 500n,
    payout: 1250n,
    placed: await at(`${D} 00:00:10`),
    settled: await at(`${D} 00:00:30`),
  });
  await bet(b.id, {
    product: 'game',
    game: live,
    stake: 2000n,
    payout: 0n,
    placed: await at('2025-03-09 23:00'),
    settled: await at(`${D} 00:10`),
  });
  await bet(a.id, {
    product: 'game',
    game: slot,
    stake: 9900n,
    payout: 0n,
    placed: noon,
    settled: await at('2025-03-11 00:00:01'),
  });
  await bet(a.id, { product: 'game', game: slot, stake: 700n, payout: 0n, placed: noon, settled: noon, play: true });

  const offer = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: 800 }, terms: { turnoverMultiple: 0 } });
  expect((await claim(t, a.token, offer)).json()).toMatchObject({ success: true });
  const thirteen = await at(`${D} 13:00`);
  const grant = await t.deps.db
    .selectFrom('promotion_grants')
    .select(['id', 'converted'])
    .where('offer_id', '=', offer)
    .executeTakeFirstOrThrow();
  expect(grant.converted).toBe(800n);
  await t.deps.db
    .updateTable('promotion_grant_events')
    .set({ created_at: thirteen as never })
    .where('grant_id', '=', grant.id)
    .execute();
  await t.deps.db
    .updateTable('ledger_entries')
    .set({ created_at: thirteen as never })
    .where('merchant_id', '=', merchantId)
    .where('reference', '=', `grant:${grant.id}`)
    .execute();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const dashboardOf = async (token: string, query = `?from=${D}&to=${D}`) =>
  t.call({ method: 'GET', url: `/admin/api/dashboard${query}`, token, language: 'en' });

describe('the dashboard on the worked example day', () => {
  it('adds up the day to the cent in the brand zone', async () => {
    const res = await dashboardOf(admin);
    expect(res.statusCode).toBe(200);
    const range = res.json().value.range;
    expect(range).toMatchObject({
      from: D,
      to: D,
      depositCount: 2,
      deposits: '150.00',
      withdrawals: '60.00',
      netCash: '90.00',
      ggr: '22.50',
      bonusCost: '8.00',
      ngr: '14.50',
      activePlayers: 1,
      newPlayers: 1,
      firstDepositors: 1,
    });
    expect(range.products).toEqual([
      { product: 'LOTT', bets: 1, stake: '10.00', payout: '0.00', ggr: '10.00' },
      { product: 'RNG', bets: 1, stake: '5.00', payout: '12.50', ggr: '-7.50' },
      { product: 'LIVE', bets: 1, stake: '20.00', payout: '0.00', ggr: '20.00' },
    ]);
  });

  it('counts a range of days with each player once and the 30 chart days up to today', async () => {
    const res = await dashboardOf(admin, '?from=2025-03-09&to=2025-03-11');
    const value = res.json().value;
    // D−1 adds B's 30.00 deposit; D+1 adds A's 99.00 lost slot. A and B both placed bets in the three days.
    expect(value.range).toMatchObject({ depositCount: 3, deposits: '180.00', ggr: '121.50', activePlayers: 2 });
    expect(value.range.firstDepositors).toBe(2);
    expect(value.days).toHaveLength(30);
    expect(value.days.at(-1).day).toBe(value.today.from);
    expect(value.queues).toEqual({
      deposits: 0,
      withdrawals: 0,
      applications: 0,
      redemptions: 0,
      chats: 0,
      feedback: 0,
    });
  });

  it('counts the chats nobody has taken and the feedback not yet answered among the queues', async () => {
    const visitorKey = `dashboard-visitor-${Date.now()}-abcdef`;
    const sent = await t.call({
      method: 'POST',
      url: '/wps/support-chat/send',
      payload: { visitorKey, text: 'Is the site open on Sunday?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const member = await withdrawer(t);
    const feedback = await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      token: member.token,
      payload: { type: 'suggestion', content: 'More slots, please.' },
    });
    expect(feedback.statusCode, feedback.body).toBe(200);
    const value = (await dashboardOf(admin)).json().value;
    expect(value.queues).toMatchObject({ chats: 1, feedback: 1 });
  });

  it('refuses customer service and members, and lets marketing in', async () => {
    await addOperator(t, merchantId, 'cs-dash', 'cs');
    const cs = await signIn(t, 'cs-dash');
    expect((await dashboardOf(cs)).statusCode).toBe(403);
    const csv = await t.call({ method: 'GET', url: `/admin/api/reports/revenue.csv?from=${D}&to=${D}`, token: cs });
    expect(csv.statusCode).toBe(403);
    expect(csv.json()).toMatchObject({ success: false, code: 'forbidden' });
    await addOperator(t, merchantId, 'mia.dash', 'marketing');
    const marketing = await signIn(t, 'mia.dash');
    expect((await dashboardOf(marketing)).statusCode).toBe(200);
    const member = await depositor(t);
    expect((await dashboardOf(member.token)).statusCode).toBeGreaterThanOrEqual(401);
  });

  it('refuses a reversed or too wide range with the reason', async () => {
    expect((await dashboardOf(admin, '?from=2025-03-10&to=2025-03-01')).json()).toMatchObject({
      code: 'date_range_reversed',
    });
    expect((await dashboardOf(admin, '?from=2023-01-01&to=2025-03-01')).json()).toMatchObject({
      code: 'date_range_too_wide',
    });
  });
});

describe('the reports on the worked example day', () => {
  const report = async (path: string) => {
    const res = await t.call({ method: 'GET', url: `/admin/api/reports/${path}`, token: admin, language: 'en' });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('gives the same revenue by product, game, team and day as the dashboard', async () => {
    const byProduct = (await report(`revenue?from=${D}&to=${D}&by=product`)).json().value;
    expect(byProduct.totals).toEqual({ bets: 3, players: 2, stake: '35.00', payout: '12.50', ggr: '22.50' });
    expect(byProduct.rows.map((r: { key: string; ggr: string }) => [r.key, r.ggr])).toEqual([
      ['LIVE', '20.00'],
      ['LOTT', '10.00'],
      ['RNG', '-7.50'],
    ]);
    const byDay = (await report('revenue?from=2025-03-09&to=2025-03-11&by=day')).json().value;
    expect(byDay.rows.map((r: { key: string; ggr: string }) => [r.key, r.ggr])).toEqual([
      [D, '22.50'],
      ['2025-03-11', '99.00'],
    ]);
    const byTeam = (await report(`revenue?from=${D}&to=${D}&by=team`)).json().value;
    // Neither member has an agent: one row with an empty key.
    expect(byTeam.rows).toMatchObject([{ key: '', ggr: '22.50', players: 2 }]);
    const byGame = (await report(`revenue?from=${D}&to=${D}&by=game`)).json().value;
    expect(byGame.rows).toHaveLength(3);
    expect(byGame.rows.find((r: { key: string }) => r.key === 'LOTTO4D')).toMatchObject({ product: 'LOTT' });
  });

  it('gives the cashier money by day and method, and the bonuses by offer', async () => {
    const cashier = (await report(`cashier?from=${D}&to=${D}`)).json().value;
    expect(cashier.totals).toEqual({
      depositCount: 2,
      deposits: '150.00',
      withdrawalCount: 1,
      withdrawals: '60.00',
      netCash: '90.00',
    });
    expect(cashier.rows).toMatchObject([
      { day: D, direction: 'deposit', count: 2, amount: '150.00' },
      { day: D, direction: 'withdrawal', method: 'Maybank', count: 1, amount: '60.00' },
    ]);
    const bonuses = (await report(`bonuses?from=${D}&to=${D}`)).json().value;
    expect(bonuses.rows).toMatchObject([{ grants: 1, granted: '8.00', converted: '8.00', forfeited: '0.00' }]);
    expect(bonuses.totals.cost).toBe('8.00');
  });

  it('exports a report as CSV with a BOM, a file name and decimal amounts', async () => {
    const res = await report(`revenue.csv?from=${D}&to=${D}&by=product`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="revenue-by-product_${D}_${D}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'product,bets,players,stake,payout,ggr,currency',
      'LIVE,1,1,20.00,0.00,20.00,MYR',
      'LOTT,1,1,10.00,0.00,10.00,MYR',
      'RNG,1,1,5.00,12.50,-7.50,MYR',
      'total,3,2,35.00,12.50,22.50,MYR',
      '',
    ]);
  });
});
