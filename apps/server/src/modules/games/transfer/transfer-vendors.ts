import type { Config } from '../../../config';
import type { Db } from '../../../db/connection';
import { newSealedVendorSecret } from '../vendor-secret';
import type { TransferVendor } from './transfer-protocol';

export interface TransferVendorRow extends TransferVendor {
  id: number;
  name: string;
  status: 'active' | 'maintenance';
}

const columns = ['id', 'merchant_id', 'code', 'name', 'status', 'transfer_provider'] as const;

function toVendor(row: {
  id: number;
  merchant_id: number;
  code: string;
  name: string;
  status: 'active' | 'maintenance';
  transfer_provider: 'local' | null;
}): TransferVendorRow {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    code: row.code,
    name: row.name,
    status: row.status,
    transferProvider: row.transfer_provider,
  };
}

/** The brand's transfer-mode vendors, in the operator's order. */
export async function transferVendors(db: Db, merchantId: number): Promise<TransferVendorRow[]> {
  const rows = await db
    .selectFrom('game_vendors')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('wallet_mode', '=', 'transfer')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toVendor);
}

/** Whether the brand has any transfer-mode vendor (GCS_merchantWallet's isSingle is its opposite). */
export async function hasTransferVendors(db: Db, merchantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('game_vendors')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('wallet_mode', '=', 'transfer')
    .executeTakeFirst();
  return row !== undefined;
}

/** One of the brand's transfer-mode vendors by its code (any case); undefined for any other vendor. */
export async function transferVendor(db: Db, merchantId: number, code: string): Promise<TransferVendorRow | undefined> {
  const row = await db
    .selectFrom('game_vendors')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('wallet_mode', '=', 'transfer')
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  return row ? toVendor(row) : undefined;
}

export async function transferVendorById(db: Db, merchantId: number, vendorId: number): Promise<TransferVendorRow> {
  const row = await db
    .selectFrom('game_vendors')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', vendorId)
    .executeTakeFirstOrThrow();
  return toVendor(row);
}

/** The demo brand's transfer-mode vendor, reached through the local provider (ADR 040). */
export const DEMO_TRANSFER_VENDOR = 'GEMTW';

/**
 * Adds the demo transfer-mode vendor where the brand lacks it. It has no games of its own in the lobby yet
 * (ADR 040 says why): it is there so "my wallet" has a sub-wallet to move money to and from. Its launch
 * address is never used while it lists no games.
 */
export async function seedDemoTransferVendor(
  db: Db,
  config: Pick<Config, 'SECRETS_KEY'>,
  merchantId: number,
): Promise<void> {
  await db
    .insertInto('game_vendors')
    .values({
      merchant_id: merchantId,
      code: DEMO_TRANSFER_VENDOR,
      name: 'Gemilang Transfer (demo)',
      categories: ['RNG'],
      wallet_mode: 'transfer',
      transfer_provider: 'local',
      secret: newSealedVendorSecret(config, merchantId, DEMO_TRANSFER_VENDOR),
      launch_url: '/play/{game}?token={token}&lang={lang}',
      sort: 100,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
}
