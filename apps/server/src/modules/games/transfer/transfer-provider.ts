import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { LocalTransferProvider } from './local-provider';
import type { TransferProvider, TransferVendor } from './transfer-protocol';

/**
 * The client of a transfer-mode vendor. A real vendor's client (its HTTP API, signed as its documents say)
 * is one more case here and one more allowed value of `game_vendors.transfer_provider` (migration 029); the
 * use cases only ever see the interface in `transfer-protocol.ts`.
 */
export function transferProviderFor(db: Kysely<Database>, vendor: TransferVendor): TransferProvider {
  switch (vendor.transferProvider) {
    case 'local':
      return new LocalTransferProvider(db, vendor.merchantId, vendor.code);
    default:
      throw new Error(`vendor ${vendor.code} has no transfer provider`);
  }
}
