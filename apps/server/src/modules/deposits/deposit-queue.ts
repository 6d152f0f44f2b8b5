import type { TAdminDepositPage, TAdminDepositQuery } from '@gemilang/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DepositKind, DepositState, DepositsTable, MembersTable } from '../../db/schema';
import type { OperatorActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { staffNames } from '../admin';
import { memberAccounts } from '../member';
import { toAdminDeposit } from './deposit-view';
import { settleStaleDeposits } from './sync-deposit-with-gateway';

export interface DepositQueueFilters {
  page: number;
  pageSize: number;
  state?: DepositState;
  kind?: DepositKind;
  member?: string;
  from?: string;
  to?: string;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The cashier's queue: the brand's deposits newest first, by state, kind, member (username or its
 * start) and days in the brand's time zone, with the count and sum of bank transfers waiting whatever
 * the filters. Online deposits left waiting past their window are settled with their gateway first.
 */
export async function depositQueue(
  deps: Deps,
  actor: OperatorActor,
  filters: TAdminDepositQuery & DepositQueueFilters,
): Promise<TAdminDepositPage> {
  const merchant = actor.merchant;
  await settleStaleDeposits(deps, merchant);

  const zone = merchant.timeZone;
  const where = (eb: ExpressionBuilder<{ d: DepositsTable; m: MembersTable }, 'd' | 'm'>) => {
    const parts = [eb('d.merchant_id', '=', merchant.id)];
    if (filters.state) parts.push(eb('d.state', '=', filters.state));
    if (filters.kind) parts.push(eb('d.kind', '=', filters.kind));
    if (filters.member) {
      const prefix = `${filters.member.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(eb(sql<string>`lower(m.username)`, 'like', prefix));
    }
    if (filters.from) {
      parts.push(eb('d.created_at', '>=', sql<Date>`(${filters.from}::date)::timestamp AT TIME ZONE ${zone}`));
    }
    if (filters.to) {
      parts.push(eb('d.created_at', '<', sql<Date>`(${nextDay(filters.to)}::date)::timestamp AT TIME ZONE ${zone}`));
    }
    return eb.and(parts);
  };
  const base = deps.db
    .selectFrom('deposits as d')
    .innerJoin(memberAccounts(deps.db, merchant.id).as('m'), 'm.id', 'd.member_id')
    .where(where);

  const [rows, count, waiting] = await Promise.all([
    base
      .innerJoin('deposit_methods as dm', 'dm.id', 'd.method_id')
      .leftJoin(staffNames(deps.db, merchant.id).as('o'), 'o.id', 'd.decided_by')
      .selectAll('d')
      .select(['m.username', 'dm.name as method_name', 'o.username as decided_by_name'])
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('deposits')
      .select([sql<number>`count(*)::int`.as('n'), sql<bigint>`coalesce(sum(amount), 0)::bigint`.as('total')])
      .where('merchant_id', '=', merchant.id)
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) =>
      toAdminDeposit(
        r,
        { username: r.username, methodName: r.method_name, decidedBy: r.decided_by_name },
        merchant.currencyExponent,
        actor.language,
      ),
    ),
    total: count.n,
    page: filters.page,
    pageSize: filters.pageSize,
    waitingCount: waiting.n,
    waitingTotal: formatMinor(BigInt(waiting.total), merchant.currencyExponent),
  };
}
