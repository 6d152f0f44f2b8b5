import type { Language, TAdminPointRedemption, TPointRedemption } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { LocalizedJson, PointItemType, PointRedemptionStatus } from '../../db/schema';
import type { MerchantContext } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { staffNames } from '../admin';
import { memberAccounts } from '../member';
import { formatPoints, inLanguage, redemptionNumber } from './points-format';

/** A redemption with the terms of the version it was made on (its type and name then) and who is who. */
export interface RedemptionRow {
  id: bigint;
  member_id: bigint;
  item_id: bigint;
  item_version: number;
  quantity: number;
  points: bigint;
  amount: bigint;
  period_start: string | null;
  status: PointRedemptionStatus;
  points_balance: bigint;
  recipient: string;
  address: string;
  phone: string;
  remark: string;
  grant_id: bigint | null;
  created_at: Date;
  decided_at: Date | null;
  item_type: PointItemType;
  item_name: LocalizedJson;
  username: string;
  decided_by_name: string | null;
}

/**
 * The brand's redemptions joined to their pinned version's terms, their member's name and the operator who decided,
 * as one query the member's records and the staff's queue filter and page: an item renamed since shows as it was
 * when redeemed.
 */
export function redemptionRows(db: Db, merchantId: number) {
  return db
    .selectFrom('point_redemptions as r')
    .innerJoin('point_item_versions as v', (j) =>
      j.onRef('v.item_id', '=', 'r.item_id').onRef('v.version', '=', 'r.item_version'),
    )
    .innerJoin(memberAccounts(db, merchantId).as('m'), 'm.id', 'r.member_id')
    .leftJoin(staffNames(db, merchantId).as('o'), 'o.id', 'r.decided_by')
    .where('r.merchant_id', '=', merchantId)
    .select([
      'r.id',
      'r.member_id',
      'r.item_id',
      'r.item_version',
      'r.quantity',
      'r.points',
      'r.amount',
      'r.period_start',
      'r.status',
      'r.points_balance',
      'r.recipient',
      'r.address',
      'r.phone',
      'r.remark',
      'r.grant_id',
      'r.created_at',
      'r.decided_at',
      'm.username',
      'o.username as decided_by_name',
    ])
    .select([
      sql<PointItemType>`v.terms->>'type'`.as('item_type'),
      sql<LocalizedJson>`v.terms->'name'`.as('item_name'),
    ]);
}

/** One exchange record as the member reads it (docs/product.md, The points mall), in the member's language. */
export function memberRedemptionView(
  row: RedemptionRow,
  merchant: MerchantContext,
  language: Language,
): TPointRedemption {
  return {
    id: `${row.id}`,
    number: redemptionNumber(row.id),
    appliedAt: row.created_at.toISOString(),
    type: row.item_type,
    itemName: inLanguage(row.item_name, language),
    quantity: row.quantity,
    points: formatPoints(row.points),
    amount: formatMinor(row.amount, merchant.currencyExponent),
    status: row.status,
    pointsChange: formatPoints(-row.points),
    pointsBalance: formatPoints(row.points_balance),
    remark: row.remark,
    recipient: row.recipient,
    deliveryAddress: row.address,
    phone: row.phone,
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** One redemption as the fulfilment queue shows it, the item named in the operator's language. */
export function staffRedemptionView(
  row: RedemptionRow,
  merchant: MerchantContext,
  language: Language,
): TAdminPointRedemption {
  return {
    id: `${row.id}`,
    number: redemptionNumber(row.id),
    memberName: row.username,
    appliedAt: row.created_at.toISOString(),
    type: row.item_type,
    itemName: inLanguage(row.item_name, language),
    itemVersion: row.item_version,
    quantity: row.quantity,
    points: formatPoints(row.points),
    amount: formatMinor(row.amount, merchant.currencyExponent),
    status: row.status,
    recipient: row.recipient,
    deliveryAddress: row.address,
    phone: row.phone,
    remark: row.remark,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by_name,
  };
}
