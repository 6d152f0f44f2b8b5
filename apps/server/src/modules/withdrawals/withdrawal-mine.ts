import type { TMyWithdrawal } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { autoConfirmWithdrawals } from './auto-confirm-withdrawals';
import { myWithdrawalView, type WithdrawalRow } from './withdrawal-view';

/** The paid parts of some withdrawals, oldest first, by withdrawal id. */
export async function paymentsOf(
  db: Db,
  merchantId: number,
  ids: bigint[],
): Promise<Map<string, { amount: bigint; created_at: Date }[]>> {
  const out = new Map<string, { amount: bigint; created_at: Date }[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('withdrawal_payments')
    .select(['withdrawal_id', 'amount', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('withdrawal_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const key = `${r.withdrawal_id}`;
    const list = out.get(key) ?? [];
    list.push({ amount: r.amount, created_at: r.created_at });
    out.set(key, list);
  }
  return out;
}

/** GET /wps/cashier/withdraw/requests: the member's withdrawals, newest first. */
export async function myWithdrawals(
  deps: Deps,
  actor: MemberActor,
  query: { page: number; pageSize: number },
): Promise<{ items: TMyWithdrawal[]; total: number; page: number; pageSize: number }> {
  const { member: me, merchant } = actor;
  const { db } = deps;
  // A withdrawal whose confirmation window has closed reads as confirmed, even before the job's next run.
  await autoConfirmWithdrawals(deps, { merchantId: merchant.id, memberId: me.id });
  const base = db.selectFrom('withdrawals').where('merchant_id', '=', merchant.id).where('member_id', '=', me.id);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const payments = await paymentsOf(
    db,
    merchant.id,
    rows.map((r) => r.id),
  );
  const now = deps.now();
  return {
    items: rows.map((r: WithdrawalRow) => myWithdrawalView(r, payments.get(`${r.id}`) ?? [], merchant, now)),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
