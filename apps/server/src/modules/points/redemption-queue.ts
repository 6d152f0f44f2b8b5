import type { TAdminPointRedemptionList, TPointRedemptionState } from '@gemilang/contract';
import { sql } from 'kysely';
import type { OperatorActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { memberIdsNamed } from '../member';
import { redemptionRows, staffRedemptionView } from './redemption-view';

/**
 * GET /admin/api/points/redemptions: the fulfilment queue, of one state or all, of one member (by account name) or
 * all. Those applying come first, the oldest first (served in turn); decided ones follow, the latest first.
 */
export async function redemptionQueue(
  deps: Deps,
  actor: OperatorActor,
  query: { page: number; pageSize: number; status?: TPointRedemptionState; member?: string },
): Promise<TAdminPointRedemptionList> {
  const { merchant } = actor;
  let rows = redemptionRows(deps.db, merchant.id);
  let count = deps.db
    .selectFrom('point_redemptions as r')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.merchant_id', '=', merchant.id);
  if (query.status) {
    rows = rows.where('r.status', '=', query.status);
    count = count.where('r.status', '=', query.status);
  }
  if (query.member) {
    const named = memberIdsNamed(merchant.id, query.member);
    rows = rows.where('r.member_id', 'in', named);
    count = count.where('r.member_id', 'in', named);
  }
  const [items, total] = await Promise.all([
    rows
      .orderBy(sql`case when r.status = 'applying' then 0 else 1 end`)
      .orderBy(sql`case when r.status = 'applying' then r.id end`, 'asc')
      .orderBy('r.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    count.executeTakeFirst(),
  ]);
  return {
    items: items.map((r) => staffRedemptionView(r, merchant, actor.language)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    currency: merchant.currency,
  };
}

/** Redemptions applying, waiting for staff: the dashboard's redemptions queue (ADR 067). */
export async function redemptionsApplying(db: Deps['db'], merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('point_redemptions')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'applying')
    .executeTakeFirst();
  return row?.n ?? 0;
}
