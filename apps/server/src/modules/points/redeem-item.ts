import type { TPointRedeemRequest, TPointRedemption } from '@gemilang/contract';
import { sql, type Transaction } from 'kysely';
import type { Database, LocalizedJson, PointItemType, PointStockMode } from '../../db/schema';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { publishBackOfficeRequest } from '../../platform/realtime';
import { verifyPaymentPassword } from '../member';
import { todayIn } from '../wallet';
import { grantItemBonus } from './item-bonus';
import { lockMemberPoints } from './member-locks';
import { periodStart } from './period-start';
import { pointSettingsOf } from './point-settings';
import { redemptionNumber } from './points-format';
import { settleRedemption, takeRedemption } from './redemption-ledger';
import { memberRedemptionView, redemptionRows } from './redemption-view';

/** The item as the redemption's guarded UPDATE found it: the version the member named. */
interface TakenItem {
  type: PointItemType;
  name: LocalizedJson;
  points: bigint;
  amount: bigint;
  stock_mode: PointStockMode;
  stock: number | null;
  period: 'day' | 'week' | 'month' | null;
  per_member_limit: number | null;
  bonus_amount: bigint | null;
  turnover_multiple: number | null;
}

/**
 * passwordCheck/MCS2_redeemPointReward: the member redeems an item (ADR 064).
 *
 * Order, and why:
 * 1. The brand runs a points mall (points_disabled).
 * 2. The item is the brand's and shown (points_item_unknown: another brand's item looks like no item at all), and
 *    the version the member looked at is the current one (points_item_changed: nobody redeems terms unseen).
 * 3. A gift names a recipient, an address and a phone (points_delivery_required). Bad input costs no password try.
 * 4. The payment password (wrong ones are counted and lock after five, as for a withdrawal).
 * 5. One transaction, its locks always in one order: the member's wallet and points account (money before points,
 *    as settlement takes them), then the item and its period row, then the brand's accounts as the entries post
 *    them (a rejection takes them in the same order, so the two never deadlock):
 *    a. the member's wallet and points account locked: every redemption of the member queues here, so the checks
 *       below see the member's earlier redemptions, committed;
 *    b. the idempotency key: the same submission again (a retry, a double tap) answers its first redemption and
 *       moves nothing; the same key for another item or quantity is idempotency_conflict;
 *    c. the stock, taken by one guarded UPDATE of the item that also checks it is still shown at that version: a
 *       total stock only while enough is left; a per-period stock by the period's row, guarded the same way; of
 *       many members racing for the last units, exactly those that fit get them (points_out_of_stock);
 *    d. the per-member limit, as the locked item has it, over the member's redemptions not rejected
 *       (points_member_limit);
 *    e. the points (member's points → points held; the account's guarded UPDATE: points_insufficient) and the money
 *       the item asks (member wallet → points mall; insufficient_balance), recorded on the redemption with the
 *       points balance they left;
 *    f. a promotion item is approved at once: its points spent, its money the house's, its bonus granted through
 *       the promotions engine; a life service or a gift waits for staff (applying).
 *    Any refusal rolls the whole transaction back: nothing taken, nothing recorded.
 */
export async function redeemPointItem(
  deps: Deps,
  actor: MemberActor,
  input: TPointRedeemRequest,
): Promise<TPointRedemption> {
  const { merchant, member } = actor;
  const { db } = deps;
  const itemId = BigInt(input.itemId);
  const quantity = input.quantity;

  const settings = await pointSettingsOf(db, merchant.id);
  if (!settings.enabled) throw new AppError('points_disabled');
  const item = await db
    .selectFrom('point_items')
    .select(['type', 'version'])
    .where('merchant_id', '=', merchant.id)
    .where('id', '=', itemId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!item) throw new AppError('points_item_unknown', [{ field: 'itemId', reason: 'invalid' }]);
  if (item.version !== input.version)
    throw new AppError('points_item_changed', [{ field: 'version', reason: 'invalid' }]);
  const delivery = {
    recipient: input.recipient?.trim() ?? '',
    address: input.address?.trim() ?? '',
    phone: input.phone?.trim() ?? '',
  };
  if (item.type === 'gift') {
    const missing = (Object.keys(delivery) as (keyof typeof delivery)[]).filter((k) => delivery[k] === '');
    if (missing.length > 0) {
      throw new AppError(
        'points_delivery_required',
        missing.map((field) => ({ field, reason: 'required' })),
      );
    }
  }

  await verifyPaymentPassword(deps, {
    merchantId: merchant.id,
    memberId: member.id,
    password: input.paymentPassword,
    ip: actor.ip,
  });
  const now = deps.now();

  const id = await db.transaction().execute(async (trx): Promise<bigint> => {
    const { balance } = await lockMemberPoints(trx, merchant.id, member.id);

    const first = await trx
      .selectFrom('point_redemptions')
      .select(['id', 'item_id', 'quantity'])
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', member.id)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (first) {
      if (first.item_id !== itemId || first.quantity !== quantity) throw new AppError('idempotency_conflict');
      return first.id;
    }

    const taken = await takeStock(trx, merchant, { itemId, version: input.version, quantity, now });
    if (taken.item.per_member_limit !== null) {
      const mine = await trx
        .selectFrom('point_redemptions')
        .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('units'))
        .where('merchant_id', '=', merchant.id)
        .where('member_id', '=', member.id)
        .where('item_id', '=', itemId)
        .where('status', '<>', 'rejected')
        .executeTakeFirstOrThrow();
      if (mine.units + quantity > taken.item.per_member_limit) {
        throw new AppError('points_member_limit', [{ field: 'quantity', reason: 'invalid' }], {
          limit: taken.item.per_member_limit,
        });
      }
    }

    const points = taken.item.points * BigInt(quantity);
    const amount = taken.item.amount * BigInt(quantity);
    if (balance < points) throw new AppError('points_insufficient');
    const row = await trx
      .insertInto('point_redemptions')
      .values({
        merchant_id: merchant.id,
        member_id: member.id,
        item_id: itemId,
        item_version: input.version,
        quantity,
        points,
        amount,
        period_start: taken.periodStart,
        points_balance: balance - points,
        ...delivery,
        idempotency_key: input.idempotencyKey,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const moves = {
      merchantId: merchant.id,
      id: row.id,
      memberId: member.id,
      points,
      amount,
      memo: redemptionNumber(row.id),
    };
    const after = await takeRedemption(trx, moves);
    if (after !== balance - points) throw new Error(`redemption ${row.id}: points moved under the lock`);

    if (taken.item.type === 'promotion') {
      await settleRedemption(trx, moves);
      const grantId = await grantItemBonus(trx, {
        merchantId: merchant.id,
        memberId: member.id,
        redemptionId: row.id,
        amount: (taken.item.bonus_amount ?? 0n) * BigInt(quantity),
        turnoverMultiple: taken.item.turnover_multiple ?? 0,
      });
      await trx
        .updateTable('point_redemptions')
        .set({ status: 'approved', grant_id: grantId, decided_at: now })
        .where('merchant_id', '=', merchant.id)
        .where('id', '=', row.id)
        .execute();
    }
    return row.id;
  });
  // A request now waits for staff: the back office's dashboard hears of it (ADR 071).
  await publishBackOfficeRequest(db, merchant.id);

  const saved = await redemptionRows(db, merchant.id).where('r.id', '=', id).executeTakeFirstOrThrow();
  return memberRedemptionView(saved, merchant, actor.language);
}

/**
 * Takes `quantity` of the item's stock, in the caller's transaction, by one guarded UPDATE of the item row that also
 * holds it (locked) while the redemption goes on: it matches only while the item is the brand's, shown, at the
 * version named, and (a total stock) while enough is left. A per-period stock then adds to its period's row, guarded
 * the same way. When nothing matched, a second read says why.
 */
async function takeStock(
  trx: Transaction<Database>,
  merchant: { id: number; timeZone: string },
  input: { itemId: bigint; version: number; quantity: number; now: Date },
): Promise<{ item: TakenItem; periodStart: string | null }> {
  const q = input.quantity;
  const { rows } = await sql<TakenItem>`
    update point_items
       set stock = case when stock_mode = 'total' then stock - ${q} else stock end
     where merchant_id = ${merchant.id} and id = ${input.itemId} and active and version = ${input.version}
       and (stock_mode <> 'total' or stock >= ${q})
    returning type, name, points, amount, stock_mode, stock, period, per_member_limit, bonus_amount, turnover_multiple`.execute(
    trx,
  );
  const item = rows[0];
  if (!item) {
    const now = await trx
      .selectFrom('point_items')
      .select(['active', 'version'])
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', input.itemId)
      .executeTakeFirst();
    if (!now?.active) throw new AppError('points_item_unknown', [{ field: 'itemId', reason: 'invalid' }]);
    if (now.version !== input.version)
      throw new AppError('points_item_changed', [{ field: 'version', reason: 'invalid' }]);
    throw new AppError('points_out_of_stock', [{ field: 'quantity', reason: 'invalid' }]);
  }
  if (item.stock_mode !== 'period' || item.period === null || item.stock === null) return { item, periodStart: null };
  const start = periodStart(item.period, todayIn(merchant.timeZone, input.now));
  if (q > item.stock) throw new AppError('points_out_of_stock', [{ field: 'quantity', reason: 'invalid' }]);
  const { rows: counted } = await sql<{ taken: number }>`
    insert into point_item_periods (item_id, period_start, taken) values (${input.itemId}, ${start}::date, ${q})
    on conflict (item_id, period_start) do update set taken = point_item_periods.taken + ${q}
     where point_item_periods.taken + ${q} <= ${item.stock}
    returning taken`.execute(trx);
  if (counted.length === 0) throw new AppError('points_out_of_stock', [{ field: 'quantity', reason: 'invalid' }]);
  return { item, periodStart: start };
}
