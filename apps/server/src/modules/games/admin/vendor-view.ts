import type { TAdminVendor } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { GameCategory, VendorStatus, WalletMode } from '../../../db/schema';

/**
 * A vendor as the back office shows it. The columns are named one by one: the secret and the address
 * allow-list are never selected, so no answer can carry them.
 */
interface VendorRow {
  code: string;
  name: string;
  categories: GameCategory[];
  wallet_mode: WalletMode;
  status: VendorStatus;
  in_house: boolean;
  sort: number;
  games: number;
  active_games: number;
}

export async function vendorRows(db: Db, merchantId: number, code?: string): Promise<VendorRow[]> {
  const only = code === undefined ? sql`` : sql`and v.code = ${code}`;
  const rows = await sql<VendorRow>`
    select v.code, v.name, v.categories, v.wallet_mode, v.status, v.in_house, v.sort,
           (select count(*)::int from games g where g.vendor_id = v.id) as games,
           (select count(*)::int from games g where g.vendor_id = v.id and g.status = 'active') as active_games
      from game_vendors v
     where v.merchant_id = ${merchantId} ${only}
     order by v.sort, v.code`.execute(db);
  return rows.rows;
}

export function vendorView(row: VendorRow): TAdminVendor {
  return {
    code: row.code,
    name: row.name,
    categories: row.categories,
    walletMode: row.wallet_mode,
    status: row.status,
    inHouse: row.in_house,
    sort: row.sort,
    games: row.games,
    activeGames: row.active_games,
  };
}
