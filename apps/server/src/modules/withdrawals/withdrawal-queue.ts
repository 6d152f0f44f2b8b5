import type { TAdminWithdrawalDetail, TAdminWithdrawalPage, TWithdrawalQueueView } from '@gemilang/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { OperatorActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { auditTrail } from '../../platform/audit';
import type { Deps, MerchantContext } from '../../platform/context';
import { startsWithPattern } from '../../platform/list-queries';
import { formatMinor } from '../../platform/money';
import { staffNames } from '../admin';
import { linkedAccountCounts, memberAccounts } from '../member';
import { memberBalance } from '../wallet';
import { autoConfirmWithdrawals } from './auto-confirm-withdrawals';
import { adminWithdrawalView } from './withdrawal-view';

type W = ExpressionBuilder<Database & { w: Database['withdrawals'] }, 'w'>;

function inView(view: TWithdrawalQueueView) {
  return (eb: W) => {
    switch (view) {
      case 'open':
        return eb('w.state', 'in', ['requested', 'partially_paid']);
      case 'awaiting':
        return eb.and([eb('w.disputed', '=', false), eb(sql<bigint>`w.paid_amount - w.confirmed_amount`, '>', 0n)]);
      case 'disputed':
        return eb('w.disputed', '=', true);
      case 'all':
        return eb.lit(true);
      default:
        return eb('w.state', '=', view);
    }
  };
}

export interface QueueQuery {
  view: TWithdrawalQueueView;
  member?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/**
 * GET /admin/api/cashier/withdrawals: the cashier's queue. Open and disputed ones oldest first (first
 * asked, first served), other views newest first. Due confirmations are applied first so nothing shows
 * as waiting that already counts as received.
 */
export async function withdrawalQueue(
  deps: Deps,
  actor: OperatorActor,
  query: QueueQuery,
): Promise<TAdminWithdrawalPage> {
  const merchant = actor.merchant;
  const { db } = deps;
  await autoConfirmWithdrawals(deps, { merchantId: merchant.id });

  const brand = db
    .selectFrom('withdrawals as w')
    .innerJoin(memberAccounts(db, merchant.id).as('m'), 'm.id', 'w.member_id')
    .where('w.merchant_id', '=', merchant.id);
  let base = brand.where(inView(query.view));
  if (query.member) {
    base = base.where(sql<string>`lower(m.username)`, 'like', startsWithPattern(query.member.toLowerCase()));
  }
  // Days are the brand's: 'from' and 'to' include the whole of each day in its time zone.
  if (query.from) {
    base = base.where(
      'w.created_at',
      '>=',
      sql<Date>`(${query.from}::date::timestamp AT TIME ZONE ${merchant.timeZone})`,
    );
  }
  if (query.to) {
    base = base.where(
      'w.created_at',
      '<',
      sql<Date>`((${query.to}::date + 1)::timestamp AT TIME ZONE ${merchant.timeZone})`,
    );
  }
  const oldestFirst = query.view === 'open' || query.view === 'disputed';
  const [counts, total, rows] = await Promise.all([
    brand
      .select([
        sql<string>`count(*) filter (where w.state in ('requested', 'partially_paid'))`.as('open'),
        sql<string>`count(*) filter (where not w.disputed and w.paid_amount > w.confirmed_amount)`.as('awaiting'),
        sql<string>`count(*) filter (where w.disputed)`.as('disputed'),
      ])
      .executeTakeFirstOrThrow(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('w')
      .select('m.username')
      .orderBy('w.id', oldestFirst ? 'asc' : 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const linked = await linkedAccountCounts(db, merchant.id, [...new Set(rows.map((r) => r.member_id))]);
  return {
    items: rows.map((r) => adminWithdrawalView(r, merchant, linked.get(r.member_id) ?? 0)),
    total: Number(total.n),
    page: query.page,
    pageSize: query.pageSize,
    counts: { open: Number(counts.open), awaiting: Number(counts.awaiting), disputed: Number(counts.disputed) },
  };
}

/** One withdrawal with its payments, its audit trail and the member's balance, for the detail drawer. */
export async function withdrawalDetail(db: Db, merchant: MerchantContext, id: bigint): Promise<TAdminWithdrawalDetail> {
  const row = await db
    .selectFrom('withdrawals as w')
    .innerJoin(memberAccounts(db, merchant.id).as('m'), 'm.id', 'w.member_id')
    .selectAll('w')
    .select('m.username')
    .where('w.merchant_id', '=', merchant.id)
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  const [payments, history, balance, linked] = await Promise.all([
    db
      .selectFrom('withdrawal_payments as p')
      .innerJoin(staffNames(db, merchant.id).as('o'), 'o.id', 'p.operator_id')
      .select(['p.id', 'p.amount', 'p.note', 'p.created_at', 'o.username'])
      .where('p.merchant_id', '=', merchant.id)
      .where('p.withdrawal_id', '=', id)
      .orderBy('p.id')
      .execute(),
    auditTrail(db, merchant.id, { type: 'withdrawal', id: `${id}` }, 200),
    memberBalance(db, merchant.id, row.member_id),
    linkedAccountCounts(db, merchant.id, [row.member_id]),
  ]);
  return {
    ...adminWithdrawalView(row, merchant, linked.get(row.member_id) ?? 0),
    payments: payments.map((p) => ({
      id: `${p.id}`,
      amount: formatMinor(p.amount, merchant.currencyExponent),
      note: p.note,
      operator: p.username,
      paidAt: p.created_at.toISOString(),
    })),
    history: history.map((h) => ({
      action: h.action,
      actorType: h.actor_type,
      actorName: h.actor_name,
      detail: h.detail,
      at: h.created_at.toISOString(),
    })),
    memberBalance: formatMinor(balance, merchant.currencyExponent),
  };
}
