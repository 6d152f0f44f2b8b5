import type { TDividendRecords } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { formatMinor } from '../../platform/money';
import type { ContractActor } from './contract-actor';
import { rateText } from './contract-tiers';
import { withPartyNames } from './contract-view';

/**
 * GET /wps/agent/dividends: the agent centre's dividend records (ADR 038). Order: the agent's dividend payouts
 * of its brand, where it is the contract's upline or its downline and nobody else's (the only two parties who
 * see a payout), newest period first, paged; each with the team's result, the tier, rate, amount, state, the
 * grace's end and, when forced, the part the house advanced.
 */
export async function dividendRecords(
  db: Db,
  actor: ContractActor,
  query: { page: number; pageSize: number },
): Promise<TDividendRecords> {
  const { merchant, memberId } = actor;
  const mine = db
    .selectFrom('contract_payouts as p')
    .innerJoin('agent_contracts as c', 'c.id', 'p.contract_id')
    .where('p.merchant_id', '=', merchant.id)
    .where('c.merchant_id', '=', merchant.id)
    .where('c.kind', '=', 'dividend')
    .where((eb) => eb.or([eb('c.upline_id', '=', memberId), eb('c.downline_id', '=', memberId)]));
  const [listed, total] = await Promise.all([
    mine
      .select([
        'p.id',
        'c.period',
        'c.upline_id',
        'c.downline_id',
        'p.period_start',
        'p.period_end',
        'p.valid_bet',
        'p.base',
        'p.active',
        'p.tier',
        'p.rate',
        'p.amount',
        'p.status',
        'p.due_at',
        'p.paid_at',
        'p.shortfall',
      ])
      .orderBy('p.period_end', 'desc')
      .orderBy('p.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    mine.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
  ]);
  const rows = await withPartyNames(db, merchant.id, listed);
  const money = (minor: bigint | null) => formatMinor(minor ?? 0n, merchant.currencyExponent);
  return {
    currency: merchant.currency,
    items: rows.map((r) => {
      const out = r.upline_id === memberId;
      return {
        id: `${r.id}`,
        direction: out ? ('out' as const) : ('in' as const),
        counterpart: out ? r.downline : r.upline,
        period: r.period,
        periodStart: r.period_start.toISOString(),
        periodEnd: r.period_end.toISOString(),
        validBet: money(r.valid_bet),
        base: money(r.base),
        active: r.active,
        tier: r.tier === null ? null : r.tier + 1,
        rate: rateText(r.rate),
        amount: money(r.amount),
        status: r.status,
        dueAt: r.due_at ? r.due_at.toISOString() : null,
        paidAt: r.paid_at ? r.paid_at.toISOString() : null,
        shortfall: money(r.shortfall),
      };
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
