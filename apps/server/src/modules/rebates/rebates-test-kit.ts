// Test-only helpers for the rebate's tests (imported by *.test.ts, never by the app).
import type { TRebatePeriod, TRebateProduct } from '@gemilang/contract';
import { sql } from 'kysely';
import type { TestApp } from '../../test/harness';

/** Turns a period's rebate on with these rates (level → product → basis points), started ten days ago. */
export async function setRebate(
  t: TestApp,
  merchantId: number,
  period: TRebatePeriod,
  rates: Record<number, Partial<Record<TRebateProduct, number>>>,
  cap: bigint | null = null,
): Promise<void> {
  const since = new Date(Date.now() - 10 * 86_400_000);
  await t.deps.db
    .insertInto('rebate_schedules')
    .values({ merchant_id: merchantId, period, enabled: true, cap, since })
    .onConflict((oc) => oc.columns(['merchant_id', 'period']).doUpdateSet({ enabled: true, cap, since }))
    .execute();
  await t.deps.db
    .deleteFrom('rebate_rates')
    .where('merchant_id', '=', merchantId)
    .where('period', '=', period)
    .execute();
  const rows = Object.entries(rates).flatMap(([level, products]) =>
    Object.entries(products).map(([product, rateBp]) => ({
      merchant_id: merchantId,
      period,
      vip_level: Number(level),
      product,
      rate_bp: rateBp as number,
    })),
  );
  if (rows.length > 0) await t.deps.db.insertInto('rebate_rates').values(rows).execute();
}

/** Forgets which periods were computed, as if none had been: the next run computes them (rewards stay unique). */
export async function forgetRebateRuns(t: TestApp, merchantId: number): Promise<void> {
  await t.deps.db.deleteFrom('rebate_runs').where('merchant_id', '=', merchantId).execute();
}

/** The brand day `daysAgo` days before today in the brand's zone, and noon of it as an instant. */
export async function brandDay(t: TestApp, merchantId: number, daysAgo: number) {
  const { rows } = await sql<{ day: string; noon: Date; start: Date; monday: string }>`
    select to_char(d, 'YYYY-MM-DD') as day, ((d + time '12:00') AT TIME ZONE m.time_zone) as noon,
           (d::timestamp AT TIME ZONE m.time_zone) as start,
           to_char(date_trunc('week', d::timestamp), 'YYYY-MM-DD') as monday
      from merchants m,
           lateral (select (date_trunc('day', ${t.clock.now()}::timestamptz AT TIME ZONE m.time_zone)
                            - ${daysAgo} * interval '1 day')::date as d) x
     where m.id = ${merchantId}`.execute(t.deps.db);
  const row = rows[0];
  if (!row) throw new Error('no brand');
  return { day: row.day, noon: new Date(row.noon), start: new Date(row.start), monday: row.monday };
}

/** Moves a member's settled bets to one instant (the day a test's period covers), as if settled then. */
export async function settleAt(t: TestApp, memberId: bigint, at: Date): Promise<void> {
  await t.deps.db
    .updateTable('bets')
    .set({ settled_at: at })
    .where('member_id', '=', memberId)
    .where('settled_at', 'is not', null)
    .execute();
}

/** A settled bet written straight into the table (no ledger entry: for the tests that never reconcile). */
export async function settledBet(
  t: TestApp,
  input: { merchantId: number; memberId: bigint; product: 'lottery' | 'elott' | 'game'; gameCode: string },
  stake: bigint,
  at: Date,
): Promise<void> {
  await t.deps.db
    .insertInto('bets')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      product: input.product,
      game_code: input.gameCode,
      bet_type: 'spin',
      bet_key: '',
      stake,
      win_per_hit: 0n,
      potential_win: 0n,
      status: 'lost',
      payout: 0n,
      placed_at: at,
      settled_at: at,
    })
    .execute();
}

/** The member's rebate rewards as stored, oldest first. */
export function rebatesOf(t: TestApp, memberId: bigint) {
  return t.deps.db
    .selectFrom('rewards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('program', '=', 'rebate')
    .orderBy('id')
    .execute();
}
