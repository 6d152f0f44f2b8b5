import type { TRebatePeriod } from '@gemilang/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type RewardRow, recordRewards } from '../rewards';
import { productOrder, rebateLinesRelation } from './rebate-lines';
import type { RebatePeriodSpan } from './rebate-periods';

export interface ComputedRebates {
  /** False when another run (another process, an earlier run) had already claimed the period. */
  claimed: boolean;
  rewards: number;
  amount: bigint;
}

/**
 * Computes one brand's rebate of one period (ADR 060), set-based, in one transaction:
 * 1. The period is claimed by inserting its rebate_runs row (ON CONFLICT DO NOTHING): another process computing the
 *    same period waits on the row and then finds it taken, so a period is computed once across processes.
 * 2. One statement reads every member's valid bets of the period (bets' validBetsRelation: won or lost, real
 *    money, the cash part of the stake only, by settlement time), names each bet's product (LOTT and ELOTT for the
 *    lotteries, else the game's category), applies the rates of the member's VIP level per product (rounded down
 *    to the minor unit on each line), caps the total at the schedule's cap, and records every member's reward with
 *    its lines in one recordRewards: program `rebate`, source `<period>:<first day>`, unique per member, so even a
 *    run whose claim row was lost could not pay a member twice.
 * 3. The run row keeps what the period's rewards came to, for the back office.
 */
export async function computeRebates(
  trx: Transaction<Database>,
  input: { merchantId: number; period: TRebatePeriod; span: RebatePeriodSpan; cap: bigint | null; now: Date },
): Promise<ComputedRebates> {
  const { merchantId, period, span } = input;
  const claim = await trx
    .insertInto('rebate_runs')
    .values({ merchant_id: merchantId, period, period_start: span.start, period_end: span.end })
    .onConflict((oc) => oc.columns(['merchant_id', 'period', 'period_start']).doNothing())
    .returning('period_start')
    .executeTakeFirst();
  if (!claim) return { claimed: false, rewards: 0, amount: 0n };

  const sourceRef = `${period}:${span.day}`;
  const cap = input.cap === null ? sql`null::bigint` : sql`${input.cap}::bigint`;
  // The period's rewards land in a temporary table first, so the run row can say what they came to without
  // computing them twice; it goes with the transaction.
  await sql`
    create temporary table rebate_rows on commit drop as
    with lines as (${rebateLinesRelation(merchantId, period, { from: span.start, to: span.end })})
    select member_id, ${sourceRef}::text as source_ref,
           coalesce(least(sum(amount), ${cap}), sum(amount))::bigint as amount,
           jsonb_build_object(
             'periodStart', ${span.start.toISOString()}::text,
             'periodEnd', ${span.end.toISOString()}::text,
             'lines', jsonb_agg(jsonb_build_object('label', product, 'base', base::text, 'rateBp', rate_bp,
                                                   'amount', amount::text)
                                order by array_position(${productOrder}, product))) as details
      from lines
     group by member_id`.execute(trx);
  await recordRewards(trx, {
    merchantId,
    program: 'rebate',
    now: input.now,
    rows: sql<RewardRow>`select member_id, source_ref, amount, details from rebate_rows`,
  });
  const totals = await sql<{ rewards: number; amount: bigint }>`
    select count(*)::int as rewards, coalesce(sum(amount), 0)::bigint as amount
      from rebate_rows where amount > 0`.execute(trx);
  const total = totals.rows[0] ?? { rewards: 0, amount: 0n };
  await sql`drop table rebate_rows`.execute(trx);
  await trx
    .updateTable('rebate_runs')
    .set({ rewards: total.rewards, amount: total.amount })
    .where('merchant_id', '=', merchantId)
    .where('period', '=', period)
    .where('period_start', '=', span.start)
    .execute();
  return { claimed: true, rewards: total.rewards, amount: total.amount };
}
