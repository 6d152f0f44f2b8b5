import type { TIncomeReport } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { formatMinor } from '../../platform/money';
import { addDays, recordRange } from '../wallet';
import type { ContractActor } from './contract-actor';
import { rateText } from './contract-tiers';
import { withPartyNames } from './contract-view';

/** The newest payouts listed; the sums cover every payout of the days. */
const LISTED = 200;

/**
 * GET /wps/agent/income: my income (the agent centre's revenue report). Order: the days checked as
 * every record's; then the agent's contract payouts with an amount (paid or waiting) whose period ended in
 * those days, as the downline (received from its upline) and as the upline (paid to its downlines), newest
 * first (the newest LISTED; a dividend forced at its grace's end counts as paid), with the sums of each side
 * over all of them and what is still owed either way.
 */
export async function incomeReport(
  db: Db,
  actor: ContractActor,
  query: { from?: string; to?: string },
  now: Date,
): Promise<TIncomeReport> {
  const { merchant, memberId } = actor;
  const range = recordRange(query, merchant.timeZone, now);
  const zone = merchant.timeZone;
  const payouts = db
    .selectFrom('contract_payouts as p')
    .innerJoin('agent_contracts as c', 'c.id', 'p.contract_id')
    .where('p.merchant_id', '=', merchant.id)
    .where('p.status', 'in', ['paid', 'unpaid', 'forced'])
    .where((eb) => eb.or([eb('c.upline_id', '=', memberId), eb('c.downline_id', '=', memberId)]))
    .where('p.period_end', '>', sql<Date>`(${range.from}::date)::timestamp AT TIME ZONE ${zone}`)
    .where('p.period_end', '<=', sql<Date>`(${addDays(range.to, 1)}::date)::timestamp AT TIME ZONE ${zone}`);
  // A dividend paid by force (ADR 038) reached the downline in full: it counts as paid on both sides.
  const settled = sql<'paid' | 'unpaid'>`case when p.status = 'unpaid' then 'unpaid' else 'paid' end`;
  const direction = sql<'in' | 'out'>`case when c.upline_id = ${memberId} then 'out' else 'in' end`;
  const [listed, sums] = await Promise.all([
    payouts
      .select([
        'p.id',
        'c.kind',
        'c.upline_id',
        'c.downline_id',
        'p.period_start',
        'p.period_end',
        'p.base',
        'p.rate',
        'p.amount',
        'p.status',
      ])
      .orderBy('p.period_end', 'desc')
      .orderBy('p.id', 'desc')
      .limit(LISTED)
      .execute(),
    payouts
      .select([direction.as('direction'), settled.as('status'), sql<bigint>`sum(p.amount)::bigint`.as('amount')])
      .groupBy([sql`1`, sql`2`])
      .execute(),
  ]);
  const rows = await withPartyNames(db, merchant.id, listed);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const sum = (side: 'in' | 'out', status: 'paid' | 'unpaid') =>
    sums.find((s) => s.direction === side && s.status === status)?.amount ?? 0n;
  const received = sum('in', 'paid');
  const paid = sum('out', 'paid');
  return {
    currency: merchant.currency,
    ...range,
    rows: rows.map((r) => {
      const side = r.upline_id === memberId ? ('out' as const) : ('in' as const);
      return {
        id: `${r.id}`,
        kind: r.kind,
        direction: side,
        counterpart: side === 'out' ? r.downline : r.upline,
        periodStart: r.period_start.toISOString(),
        periodEnd: r.period_end.toISOString(),
        base: money(r.base),
        rate: rateText(r.rate),
        amount: money(r.amount),
        status: r.status === 'unpaid' ? ('unpaid' as const) : ('paid' as const),
      };
    }),
    received: money(received),
    paid: money(paid),
    net: money(received - paid),
    owedToMe: money(sum('in', 'unpaid')),
    owedByMe: money(sum('out', 'unpaid')),
  };
}
