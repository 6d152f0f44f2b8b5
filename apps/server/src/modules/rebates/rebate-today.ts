import type { TRebateToday } from '@gemilang/contract';
import { sql } from 'kysely';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { productOrder, type RebateLine, rebateLinesRelation } from './rebate-lines';

/**
 * GET /wps/member/rebates/today (ADR 060): what the member's valid bets since the brand's midnight would pay as the
 * day's rebate if the day ended now, with the same lines, rates and cap the day's computation will use (the rebate
 * lines relation); nothing is recorded. A brand without a daily rebate answers `enabled: false`.
 */
export async function rebateToday(deps: Deps, actor: MemberActor): Promise<TRebateToday> {
  const { merchant, member } = actor;
  const now = deps.now();
  const day = sql`date_trunc('day', ${now}::timestamptz AT TIME ZONE ${merchant.timeZone})`;
  const spans = await sql<{ start: Date; end: Date }>`
    select (${day} AT TIME ZONE ${merchant.timeZone}) as start,
           ((${day} + interval '1 day') AT TIME ZONE ${merchant.timeZone}) as end`.execute(deps.db);
  const span = spans.rows[0] as { start: Date; end: Date };
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const base = {
    periodStart: new Date(span.start).toISOString(),
    periodEnd: new Date(span.end).toISOString(),
    currency: merchant.currency,
  };
  const schedule = await deps.db
    .selectFrom('rebate_schedules')
    .select('cap')
    .where('merchant_id', '=', merchant.id)
    .where('period', '=', 'daily')
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!schedule) return { ...base, enabled: false, lines: [], amount: money(0n) };
  const me = sql<{ member_id: bigint }>`select ${member.id}::bigint as member_id`;
  const { rows } = await sql<RebateLine>`
    select * from (${rebateLinesRelation(merchant.id, 'daily', { from: new Date(span.start), to: now }, me)}) l
     order by array_position(${productOrder}, l.product)`.execute(deps.db);
  const total = rows.reduce((sum, line) => sum + BigInt(line.amount), 0n);
  const amount = schedule.cap !== null && total > schedule.cap ? schedule.cap : total;
  return {
    ...base,
    enabled: true,
    lines: rows.map((line) => ({
      label: line.product,
      base: money(BigInt(line.base)),
      rateBp: line.rate_bp,
      amount: money(BigInt(line.amount)),
    })),
    amount: money(amount),
  };
}
