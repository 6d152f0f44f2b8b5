import type { TAdminPointRedemption } from '@gemilang/contract';
import { sql, type Transaction } from 'kysely';
import type { Database, MemberMessageKind } from '../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { sendMemberMessage } from '../messages';
import { lockMemberPoints } from './member-locks';
import { formatPoints, redemptionNumber } from './points-format';
import { type RedemptionMoves, returnRedemption, settleRedemption } from './redemption-ledger';
import { type RedemptionRow, redemptionRows, staffRedemptionView } from './redemption-view';

type Decision = { approve: true; note: string } | { approve: false; reason: string };

/**
 * POST /admin/api/points/redemptions/:id/approve and …/reject (ADR 064): staff fulfil a redemption with a tracking
 * note, or refuse it with a reason. Each redemption is decided once, in one transaction:
 * 1. Its row is locked (FOR UPDATE) and must still be applying: of two decisions at once, the second waits, then
 *    finds it decided (points_redemption_decided) and moves nothing. Another brand's redemption is unknown.
 * 2. Approved: its points go from held to the issuer (spent) and its money from the points mall to the house.
 *    Rejected: the member's wallet and points account are locked next, then its stock is given back (a total stock
 *    grows by the quantity; a per-period stock's count of the period it took from shrinks), then its points and
 *    money go back to the member: the same lock order as a redemption (the member's accounts, the item's rows, the
 *    brand's accounts).
 *    Every entry is keyed by the redemption, so even a lost update could not move anything twice.
 * 3. The row records the decision, the member is told in their language, and the decision is audited (last: the
 *    audit chain's lock comes after every account's).
 */
export async function decideRedemption(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  decision: Decision,
): Promise<TAdminPointRedemption> {
  const { merchant, operator } = actor;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('point_redemptions')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('points_redemption_unknown');
    if (row.status !== 'applying') throw new AppError('points_redemption_decided');
    const moves: RedemptionMoves = {
      merchantId: merchant.id,
      id: row.id,
      memberId: row.member_id,
      points: row.points,
      amount: row.amount,
      memo: redemptionNumber(row.id),
    };
    const remark = decision.approve ? decision.note : decision.reason;
    if (decision.approve) {
      await settleRedemption(trx, moves);
    } else {
      await lockMemberPoints(trx, merchant.id, row.member_id);
      await giveStockBack(trx, merchant.id, row);
      await returnRedemption(trx, moves);
    }
    await trx
      .updateTable('point_redemptions')
      .set({ status: decision.approve ? 'approved' : 'rejected', remark, decided_at: now, decided_by: operator.id })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .execute();
    const view = await redemptionRows(trx, merchant.id).where('r.id', '=', id).executeTakeFirstOrThrow();
    await tellMember(
      trx,
      merchant.id,
      view,
      decision.approve ? 'points_redemption_approved' : 'points_redemption_rejected',
    );
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: decision.approve ? 'points.redemption_approve' : 'points.redemption_reject',
      targetType: 'point_redemption',
      targetId: `${id}`,
      detail: {
        number: redemptionNumber(id),
        memberId: `${row.member_id}`,
        username: view.username,
        points: formatPoints(row.points),
        amount: formatMinor(row.amount, merchant.currencyExponent),
        quantity: row.quantity,
        ...(decision.approve ? { note: decision.note } : { reason: decision.reason }),
      },
    });
  });
  const saved = await redemptionRows(deps.db, merchant.id).where('r.id', '=', id).executeTakeFirstOrThrow();
  return staffRedemptionView(saved, merchant, actor.language);
}

/**
 * A rejected redemption's units back to its item: to the period's count it took from, or to a total stock (an item
 * whose stock has since become unlimited or per period has nothing to give back to).
 */
async function giveStockBack(
  trx: Transaction<Database>,
  merchantId: number,
  row: { item_id: bigint; quantity: number; period_start: string | null },
): Promise<void> {
  if (row.period_start !== null) {
    await sql`select 1 from point_items where merchant_id = ${merchantId} and id = ${row.item_id} for update`.execute(
      trx,
    );
    await sql`
      update point_item_periods set taken = greatest(taken - ${row.quantity}, 0)
       where item_id = ${row.item_id} and period_start = ${row.period_start}::date`.execute(trx);
    return;
  }
  await sql`
    update point_items set stock = stock + ${row.quantity}
     where merchant_id = ${merchantId} and id = ${row.item_id} and stock_mode = 'total'`.execute(trx);
}

async function tellMember(trx: Transaction<Database>, merchantId: number, row: RedemptionRow, kind: MemberMessageKind) {
  await sendMemberMessage(trx, {
    merchantId,
    memberId: row.member_id,
    kind,
    params: {
      number: redemptionNumber(row.id),
      item_ms: row.item_name.ms,
      item_en: row.item_name.en,
      item_zh: row.item_name.zh,
      quantity: `${row.quantity}`,
      remark: row.remark,
    },
  });
}
