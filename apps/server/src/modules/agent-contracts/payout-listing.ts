import type { TAdminPayout, TPayoutRun, TStatusTotal } from '@gemilang/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MerchantContext } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { memberIdsNamed, memberNamesById } from '../member';
import { rateText } from './contract-tiers';

/**
 * The contracts' payouts as one generic list (ADR 039), for the back office and any other reader outside
 * this module: every column a payout has whatever its kind — kind, period, base, tier, rate, amount, state,
 * entry — read as codes and numbers, never narrowed to the kinds and states known today, so a new kind of
 * payout (dividends) or a new state (forced) shows without a change here or in the pages.
 */
export interface PayoutFilter {
  kind?: string;
  status?: string;
  contractId?: string;
  /** Exact accounts, any case. */
  upline?: string;
  downline?: string;
  /** The upline's member id (what an account owes). */
  uplineId?: bigint;
  /** Days (brand zone) the period ended on: a period ending at midnight is the day before's. */
  from?: string;
  to?: string;
}

// The parties' account names come from the member module (memberNamesById, memberIdsNamed), not a join.
const joins = sql`
  from contract_payouts p
  join agent_contracts c on c.id = p.contract_id`;

function where(merchant: MerchantContext, filter: PayoutFilter): RawBuilder<unknown> {
  const zone = merchant.timeZone;
  const parts = [sql`p.merchant_id = ${merchant.id}`];
  if (filter.kind) parts.push(sql`c.kind = ${filter.kind}`);
  if (filter.status) parts.push(sql`p.status = ${filter.status}`);
  if (filter.contractId) parts.push(sql`p.contract_id = ${filter.contractId}::bigint`);
  if (filter.upline) parts.push(sql`c.upline_id in ${memberIdsNamed(merchant.id, filter.upline)}`);
  if (filter.downline) parts.push(sql`c.downline_id in ${memberIdsNamed(merchant.id, filter.downline)}`);
  if (filter.uplineId !== undefined) parts.push(sql`c.upline_id = ${filter.uplineId}`);
  if (filter.from) parts.push(sql`p.period_end > (${filter.from}::date)::timestamp at time zone ${zone}`);
  if (filter.to) parts.push(sql`p.period_end <= (${filter.to}::date + 1)::timestamp at time zone ${zone}`);
  return sql.join(parts, sql` and `);
}

interface PayoutRow {
  id: string;
  contract_id: string;
  kind: string;
  period: string;
  period_start: Date;
  period_end: Date;
  upline_id: string;
  downline_id: string;
  base: string;
  active: number;
  tier: number | null;
  rate: number;
  amount: string;
  status: string;
  entry_id: string | null;
  created_at: Date;
  paid_at: Date | null;
}

function payoutView(r: PayoutRow, exponent: number, names: Map<bigint, string>): TAdminPayout {
  return {
    id: `${r.id}`,
    contractId: `${r.contract_id}`,
    kind: r.kind,
    period: r.period,
    periodStart: new Date(r.period_start).toISOString(),
    periodEnd: new Date(r.period_end).toISOString(),
    upline: names.get(BigInt(r.upline_id)) ?? '',
    downline: names.get(BigInt(r.downline_id)) ?? '',
    base: formatMinor(BigInt(r.base), exponent),
    active: Number(r.active),
    // Stored as the tier's index (0 the first, ADR 037); people count tiers from 1.
    tier: r.tier === null ? null : Number(r.tier) + 1,
    rate: rateText(Number(r.rate)),
    amount: formatMinor(BigInt(r.amount), exponent),
    status: r.status,
    entryId: r.entry_id === null ? null : `${r.entry_id}`,
    recordedAt: new Date(r.created_at).toISOString(),
    paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
  };
}

/** One page of payouts, newest period first, and how many match. */
export async function listPayouts(
  db: Db,
  merchant: MerchantContext,
  filter: PayoutFilter,
  window: { limit: number; offset: number },
): Promise<{ items: TAdminPayout[]; total: number }> {
  const w = where(merchant, filter);
  const [rows, count] = await Promise.all([
    sql<PayoutRow>`
      select p.id::text, p.contract_id::text, c.kind, c.period, p.period_start, p.period_end,
             c.upline_id::text, c.downline_id::text, p.base::text, p.active, p.tier, p.rate,
             p.amount::text, p.status, p.entry_id::text, p.created_at, p.paid_at
      ${joins} where ${w}
      order by p.period_end desc, p.id desc limit ${window.limit} offset ${window.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n ${joins} where ${w}`.execute(db),
  ]);
  const names = await memberNamesById(
    db,
    merchant.id,
    rows.rows.flatMap((r) => [BigInt(r.upline_id), BigInt(r.downline_id)]),
  );
  return {
    items: rows.rows.map((r) => payoutView(r, merchant.currencyExponent, names)),
    total: Number(count.rows[0]?.n ?? 0),
  };
}

interface StatusRow {
  status: string;
  n: number;
  amount: string;
}

function statusTotals(rows: StatusRow[], exponent: number): TStatusTotal[] {
  return rows
    .map((r) => ({ status: r.status, count: Number(r.n), amount: formatMinor(BigInt(r.amount), exponent) }))
    .sort((a, b) => a.status.localeCompare(b.status));
}

/** Every payout the filter matches, counted and summed: altogether and by state. */
export async function payoutTotals(
  db: Db,
  merchant: MerchantContext,
  filter: PayoutFilter,
): Promise<{ count: number; amount: string; byStatus: TStatusTotal[] }> {
  const rows = await sql<StatusRow>`
    select p.status, count(*)::int as n, coalesce(sum(p.amount), 0)::text as amount
    ${joins} where ${where(merchant, filter)} group by p.status`.execute(db);
  const exponent = merchant.currencyExponent;
  const amount = rows.rows.reduce((sum, r) => sum + BigInt(r.amount), 0n);
  return {
    count: rows.rows.reduce((n, r) => n + Number(r.n), 0),
    amount: formatMinor(amount, exponent),
    byStatus: statusTotals(rows.rows, exponent),
  };
}

interface PeriodRow {
  kind: string;
  period_start: Date;
  period_end: Date;
  recorded_at: Date;
  last_paid_at: Date | null;
  n: number;
  amount: string;
  by_status: StatusRow[] | string;
}

/**
 * The settlement runs' results. The job keeps no log of its runs (ADR 037): it records each completed period
 * once and pays its rows, so a period of a kind, with when it was first recorded and last paid and its
 * payouts counted by state, is what a run left behind. Newest period first.
 */
export async function payoutPeriods(
  db: Db,
  merchant: MerchantContext,
  filter: Pick<PayoutFilter, 'kind' | 'from' | 'to'>,
  window: { limit: number; offset: number },
): Promise<{ items: TPayoutRun[]; total: number }> {
  const w = where(merchant, filter);
  const [rows, count] = await Promise.all([
    sql<PeriodRow>`
      select kind, period_start, period_end, min(recorded_at) as recorded_at, max(last_paid_at) as last_paid_at,
             sum(n)::int as n, sum(amount)::text as amount,
             json_agg(json_build_object('status', status, 'n', n, 'amount', amount::text)) as by_status
        from (select c.kind, p.period_start, p.period_end, p.status, count(*) as n, sum(p.amount) as amount,
                     min(p.created_at) as recorded_at, max(p.paid_at) as last_paid_at
              ${joins} where ${w} group by 1, 2, 3, 4) s
       group by kind, period_start, period_end
       order by period_end desc, kind limit ${window.limit} offset ${window.offset}`.execute(db),
    sql<{ n: number }>`
      select count(*)::int as n from (select distinct c.kind, p.period_start, p.period_end ${joins} where ${w}) s`.execute(
      db,
    ),
  ]);
  const exponent = merchant.currencyExponent;
  return {
    items: rows.rows.map((r) => ({
      kind: r.kind,
      periodStart: new Date(r.period_start).toISOString(),
      periodEnd: new Date(r.period_end).toISOString(),
      recordedAt: new Date(r.recorded_at).toISOString(),
      lastPaidAt: r.last_paid_at ? new Date(r.last_paid_at).toISOString() : null,
      count: Number(r.n),
      amount: formatMinor(BigInt(r.amount), exponent),
      byStatus: statusTotals(typeof r.by_status === 'string' ? JSON.parse(r.by_status) : r.by_status, exponent),
    })),
    total: Number(count.rows[0]?.n ?? 0),
  };
}

/**
 * What each of these members owes or was made to pay as an upline: its payouts in any state but paid and
 * nothing (unpaid, and forced once dividends are paid by force), counted and summed by state.
 */
export async function owedAsUpline(
  db: Db,
  merchant: MerchantContext,
  memberIds: bigint[],
): Promise<Map<bigint, TStatusTotal[]>> {
  const owed = new Map<bigint, TStatusTotal[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return owed;
  const rows = await sql<StatusRow & { upline_id: string }>`
    select c.upline_id::text, p.status, count(*)::int as n, sum(p.amount)::text as amount
      from contract_payouts p join agent_contracts c on c.id = p.contract_id
     where p.merchant_id = ${merchant.id} and p.status not in ('paid', 'nothing')
       and c.upline_id in (${sql.join(memberIds)})
     group by 1, 2`.execute(db);
  for (const id of memberIds) {
    const mine = rows.rows.filter((r) => BigInt(r.upline_id) === id);
    owed.set(id, statusTotals(mine, merchant.currencyExponent));
  }
  return owed;
}

/**
 * What the house advanced on each of these members' forced dividends as the upline and has not yet taken back
 * from its wallet (recoverDividendDebts), in minor units by member id (zero for one that owes nothing).
 */
export async function advanceOwedByUpline(
  db: Db,
  merchantId: number,
  memberIds: bigint[],
): Promise<Map<bigint, bigint>> {
  const owed = new Map<bigint, bigint>(memberIds.map((id) => [id, 0n]));
  if (memberIds.length === 0) return owed;
  const rows = await db
    .selectFrom('contract_payouts as p')
    .innerJoin('agent_contracts as c', 'c.id', 'p.contract_id')
    .select(['c.upline_id as uplineId', sql<string>`sum(p.shortfall - p.recovered)`.as('owed')])
    .where('p.merchant_id', '=', merchantId)
    .where('p.status', '=', 'forced')
    .where('c.upline_id', 'in', memberIds)
    .groupBy('c.upline_id')
    .execute();
  for (const row of rows) owed.set(row.uplineId, BigInt(row.owed));
  return owed;
}
