import type { TAdminGame } from '@gemilang/contract';
import type { Db } from '../../../db/connection';
import type { GameCategory, GameStatus, LocalizedJson, VendorStatus } from '../../../db/schema';

/** A game of the brand's with its vendor, as the back office lists and edits it. */
export const adminGameColumns = [
  'g.id',
  'g.code',
  'g.name',
  'g.category',
  'g.sub_category',
  'g.is_hot',
  'g.vassalage',
  'g.status',
  'g.sort',
  'v.code as vendor_code',
  'v.name as vendor_name',
  'v.status as vendor_status',
] as const;

export interface AdminGameRow {
  id: number;
  code: string;
  name: LocalizedJson;
  category: GameCategory;
  sub_category: string;
  is_hot: boolean;
  vassalage: boolean;
  status: GameStatus;
  sort: number;
  vendor_code: string;
  vendor_name: string;
  vendor_status: VendorStatus;
}

export function adminGamesQuery(db: Db, merchantId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
    .where('g.merchant_id', '=', merchantId);
}

export function adminGameView(row: AdminGameRow): TAdminGame {
  return {
    id: `${row.id}`,
    code: row.code,
    name: { ms: row.name.ms ?? '', en: row.name.en ?? '', zh: row.name.zh ?? '' },
    vendor: row.vendor_code,
    vendorName: row.vendor_name,
    vendorStatus: row.vendor_status,
    category: row.category,
    subCategory: row.sub_category,
    isHot: row.is_hot,
    vassalage: row.vassalage,
    status: row.status,
    sort: row.sort,
  };
}
