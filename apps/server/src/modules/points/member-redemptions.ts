import type { TPointRedemptionList, TPointRedemptionState } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { memberRedemptionView, redemptionRows } from './redemption-view';

/** MCS2_getRedeemPointList: the member's exchange records, the latest first, of one state or all, a page at a time. */
export async function memberRedemptions(
  deps: Deps,
  actor: MemberActor,
  query: { page: number; pageSize: number; status?: TPointRedemptionState },
): Promise<TPointRedemptionList> {
  const { merchant, member } = actor;
  let rows = redemptionRows(deps.db, merchant.id).where('r.member_id', '=', member.id);
  if (query.status) rows = rows.where('r.status', '=', query.status);
  let count = deps.db
    .selectFrom('point_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', member.id);
  if (query.status) count = count.where('status', '=', query.status);
  const [items, total] = await Promise.all([
    rows
      .orderBy('r.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    count.executeTakeFirst(),
  ]);
  return {
    items: items.map((r) => memberRedemptionView(r, merchant, actor.language)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
