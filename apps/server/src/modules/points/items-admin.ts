import type { TAdminPointItem, TAdminPointItemList, TPointItemInput, TPointStockChange } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { Database, LocalizedJson } from '../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps, MerchantContext } from '../../platform/context';
import { amountFromInput, formatMinor } from '../../platform/money';
import { maxTurnoverMultiple } from '../promotions';
import { type ItemRow, itemRows, leftOf } from './item-rows';
import { formatPoints, pointsFromInput } from './points-format';

/** An item's columns as an operator's input sets them. */
interface ItemValues {
  type: TPointItemInput['type'];
  name: LocalizedJson;
  description: LocalizedJson;
  image_url: string;
  points: bigint;
  amount: bigint;
  stock_mode: TPointItemInput['stockMode'];
  stock: number | null;
  period: TPointItemInput['period'];
  per_member_limit: number | null;
  bonus_amount: bigint | null;
  turnover_multiple: number | null;
  active: boolean;
  sort: number;
}

const localized = (t: LocalizedJson): LocalizedJson => ({ ms: t.ms, en: t.en, zh: t.zh });

/**
 * What a version promises a member: the item's type, words, picture, price and bonus (ADR 064). Written with its
 * keys in one order, so two versions compare as text; a change of anything else (stock, limit, order, shown or
 * not) promises nothing new and keeps the version.
 */
export function termsOf(
  v: Omit<ItemValues, 'stock_mode' | 'stock' | 'period' | 'per_member_limit' | 'active' | 'sort'>,
) {
  return {
    type: v.type,
    name: localized(v.name),
    description: localized(v.description),
    image_url: v.image_url,
    points: `${v.points}`,
    amount: `${v.amount}`,
    bonus_amount: v.bonus_amount === null ? null : `${v.bonus_amount}`,
    turnover_multiple: v.turnover_multiple,
  };
}

/** The input checked and in minor units; every amount names its field when refused, before anything is written. */
async function itemValues(deps: Deps, merchant: MerchantContext, input: TPointItemInput): Promise<ItemValues> {
  const exponent = merchant.currencyExponent;
  const promotion = input.type === 'promotion';
  const turnover = promotion ? (input.turnoverMultiple ?? 0) : null;
  if (turnover !== null && turnover > (await maxTurnoverMultiple(deps.db, merchant.id))) {
    throw new AppError('promotion_turnover_over_cap', [{ field: 'turnoverMultiple', reason: 'invalid' }]);
  }
  return {
    type: input.type,
    name: localized(input.name),
    description: localized(input.description),
    image_url: input.imageUrl,
    points: pointsFromInput(input.points, 'points'),
    amount: input.amount === null ? 0n : amountFromInput(input.amount, exponent, 'amount'),
    stock_mode: input.stockMode,
    stock: input.stockMode === 'unlimited' ? null : (input.stock ?? 0),
    period: input.stockMode === 'period' ? input.period : null,
    per_member_limit: input.perMemberLimit,
    bonus_amount:
      promotion && input.bonusAmount !== null ? amountFromInput(input.bonusAmount, exponent, 'bonusAmount') : null,
    turnover_multiple: turnover,
    active: input.active,
    sort: input.sort,
  };
}

export function adminItemView(row: ItemRow, merchant: MerchantContext): TAdminPointItem {
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    id: `${row.id}`,
    type: row.type,
    name: localized(row.name),
    description: localized(row.description),
    imageUrl: row.image_url as TAdminPointItem['imageUrl'],
    points: formatPoints(row.points),
    amount: row.amount > 0n ? money(row.amount) : null,
    stockMode: row.stock_mode,
    stock: row.stock,
    period: row.period,
    perMemberLimit: row.per_member_limit,
    bonusAmount: row.bonus_amount === null ? null : money(row.bonus_amount),
    turnoverMultiple: row.turnover_multiple,
    active: row.active,
    sort: row.sort,
    version: row.version,
    left: leftOf(row),
    applying: row.applying,
    approved: row.approved,
    redeemed: row.redeemed,
    updatedAt: row.updated_at.toISOString(),
  };
}

async function adminItem(deps: Deps, merchant: MerchantContext, id: bigint): Promise<TAdminPointItem> {
  const [row] = await itemRows(deps.db, merchant, deps.now(), { ids: [id] });
  if (!row) throw new AppError('points_item_unknown');
  return adminItemView(row, merchant);
}

/** GET /admin/api/points/items: every item, shown or not, with what is left and its redemptions. */
export async function pointItemsForStaff(deps: Deps, actor: OperatorActor): Promise<TAdminPointItemList> {
  const { merchant } = actor;
  const rows = await itemRows(deps.db, merchant, deps.now());
  return { items: rows.map((r) => adminItemView(r, merchant)), currency: merchant.currency };
}

async function saveVersion(
  trx: Transaction<Database>,
  merchantId: number,
  itemId: bigint,
  version: number,
  terms: object,
) {
  await trx
    .insertInto('point_item_versions')
    .values({ item_id: itemId, version, merchant_id: merchantId, terms: JSON.stringify(terms) })
    .execute();
}

/** POST /admin/api/points/items: a new item at version 1 (its terms kept), audited. */
export async function createPointItem(
  deps: Deps,
  actor: OperatorActor,
  input: TPointItemInput,
): Promise<TAdminPointItem> {
  const { merchant } = actor;
  const values = await itemValues(deps, merchant, input);
  const id = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { name, description, ...rest } = values;
    const row = await trx
      .insertInto('point_items')
      .values({
        merchant_id: merchant.id,
        ...rest,
        name: JSON.stringify(name),
        description: JSON.stringify(description),
        version: 1,
        created_by: actor.operator.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const terms = termsOf(values);
    await saveVersion(trx, merchant.id, row.id, 1, terms);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'points.item_create',
      targetType: 'point_item',
      targetId: `${row.id}`,
      detail: { ...terms, stockMode: values.stock_mode, stock: values.stock, period: values.period },
    });
    return row.id;
  });
  return adminItem(deps, merchant, id);
}

/**
 * PUT /admin/api/points/items/:id: changes an item, audited with before and after. A change of what members are
 * promised (termsOf) makes a new version whose terms are kept; redemptions keep the version they were made on, and a
 * member looking at the old one is told the item changed. A total stock is left as it is (a form read before
 * redemptions took some would put them back): it changes by changeStock, or is set when an item turns to a total
 * stock.
 */
export async function updatePointItem(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: TPointItemInput,
): Promise<TAdminPointItem> {
  const { merchant } = actor;
  const values = await itemValues(deps, merchant, input);
  await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('point_items')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('points_item_unknown');
    const oldTerms = termsOf(before);
    const newTerms = termsOf(values);
    const changed = JSON.stringify(oldTerms) !== JSON.stringify(newTerms);
    const version = changed ? before.version + 1 : before.version;
    const keepTotal = before.stock_mode === 'total' && values.stock_mode === 'total';
    const { name, description, ...rest } = values;
    await trx
      .updateTable('point_items')
      .set({
        ...rest,
        stock: keepTotal ? before.stock : values.stock,
        name: JSON.stringify(name),
        description: JSON.stringify(description),
        version,
        updated_at: deps.now(),
      })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .execute();
    if (changed) await saveVersion(trx, merchant.id, id, version, newTerms);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'points.item_update',
      targetType: 'point_item',
      targetId: `${id}`,
      detail: {
        version,
        before: {
          ...oldTerms,
          stockMode: before.stock_mode,
          stock: before.stock,
          period: before.period,
          active: before.active,
        },
        after: {
          ...newTerms,
          stockMode: values.stock_mode,
          stock: keepTotal ? before.stock : values.stock,
          period: values.period,
          active: values.active,
        },
      },
    });
  });
  return adminItem(deps, merchant, id);
}

/**
 * POST /admin/api/points/items/:id/stock: adds to or takes off a total stock, with a reason (audited). One guarded
 * UPDATE, so stock redemptions take meanwhile is never put back, and a stock never goes below zero: taking off more
 * than is left is refused as out of stock.
 */
export async function changePointStock(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: TPointStockChange,
): Promise<TAdminPointItem> {
  const { merchant } = actor;
  await deps.db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('point_items')
      .select(['stock_mode', 'stock'])
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!item) throw new AppError('points_item_unknown');
    if (item.stock_mode !== 'total' || item.stock === null) throw new AppError('points_stock_not_total');
    const after = item.stock + input.change;
    if (after < 0) throw new AppError('points_out_of_stock', [{ field: 'change', reason: 'invalid' }]);
    await trx
      .updateTable('point_items')
      .set({ stock: after, updated_at: deps.now() })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'points.item_update',
      targetType: 'point_item',
      targetId: `${id}`,
      detail: { stockBefore: item.stock, stockChange: input.change, stockAfter: after, reason: input.reason },
    });
  });
  return adminItem(deps, merchant, id);
}
