import type { TCashierReport, TCashierRow } from '@gemilang/contract';
import { sql } from 'kysely';
import type { OperatorActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { creditedDepositDays, depositMethodNames } from '../deposits';
import { paymentDays } from '../withdrawals';
import { localized } from './localized';
import { reportPeriod } from './report-period';

/**
 * GET /admin/api/reports/cashier (ADR 067): deposits credited (by the day credited and method) and withdrawals paid
 * (by the day of each payment and the member's bank it went to) in the brand days asked, day by day, deposits before
 * withdrawals, with the totals and the net cash.
 */
export async function cashierReport(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: OperatorActor,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<TCashierReport> {
  const { db } = deps;
  const { merchant } = actor;
  const zone = merchant.timeZone;
  const period = await reportPeriod(db, zone, { from: query.from, to: query.to }, deps.now());
  const [deposits, payments, methods] = await Promise.all([
    sql<{ day: string; method_id: bigint; count: number; amount: bigint }>`
      select d.day, d.method_id, count(*)::int as count, sum(d.amount)::bigint as amount
        from (${creditedDepositDays(merchant.id, period, zone)}) d group by 1, 2`.execute(db),
    sql<{ day: string; bank_name: string; count: number; amount: bigint }>`
      select p.day, p.bank_name, count(*)::int as count, sum(p.amount)::bigint as amount
        from (${paymentDays(merchant.id, period, zone)}) p group by 1, 2`.execute(db),
    depositMethodNames(db, merchant.id),
  ]);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const totals = { depositCount: 0, deposits: 0n, withdrawalCount: 0, withdrawals: 0n };
  // Two methods may share a name (one retired, one new): their rows are one line of the report.
  const lines = new Map<
    string,
    { day: string; direction: TCashierRow['direction']; method: string; count: number; amount: bigint }
  >();
  const add = (day: string, direction: TCashierRow['direction'], method: string, count: number, amount: bigint) => {
    const key = `${day}\u0000${direction}\u0000${method}`;
    const line = lines.get(key) ?? { day, direction, method, count: 0, amount: 0n };
    line.count += count;
    line.amount += amount;
    lines.set(key, line);
  };
  for (const d of deposits.rows) {
    const amount = BigInt(d.amount);
    totals.depositCount += Number(d.count);
    totals.deposits += amount;
    add(d.day, 'deposit', localized(methods.get(BigInt(d.method_id)), actor.language), Number(d.count), amount);
  }
  for (const p of payments.rows) {
    const amount = BigInt(p.amount);
    totals.withdrawalCount += Number(p.count);
    totals.withdrawals += amount;
    add(p.day, 'withdrawal', p.bank_name, Number(p.count), amount);
  }
  const order = { deposit: 0, withdrawal: 1 } as const;
  const rows = [...lines.values()]
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) || order[a.direction] - order[b.direction] || a.method.localeCompare(b.method),
    )
    .map((l) => ({ ...l, amount: money(l.amount) }));
  return {
    currency: merchant.currency,
    from: period.fromDay,
    to: period.toDay,
    rows,
    totals: {
      depositCount: totals.depositCount,
      deposits: money(totals.deposits),
      withdrawalCount: totals.withdrawalCount,
      withdrawals: money(totals.withdrawals),
      netCash: money(totals.deposits - totals.withdrawals),
    },
  };
}
