import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, NullableRef, NullableTimestamp, Ref, WithDefault } from './schema';

/** 029-vendor-transfer-wallets.sql: transfers to and from transfer-mode vendors (ADR 040). */
export type TransferDirection = 'in' | 'out';
export type TransferState = 'pending' | 'done' | 'failed';

export interface VendorTransfersTable {
  id: Id;
  merchant_id: number;
  vendor_id: number;
  member_id: Ref;
  direction: TransferDirection;
  amount: Ref;
  idempotency_key: string;
  state: WithDefault<TransferState>;
  entry_id: NullableRef;
  refund_entry_id: NullableRef;
  failure: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  settled_at: NullableTimestamp;
}

/** The local provider's own books (a stand-in vendor's side): only local-provider.ts touches them. */
export interface LocalVendorWalletsTable {
  merchant_id: number;
  vendor_code: string;
  player_id: string;
  balance: WithDefault<bigint>;
}

export interface LocalVendorTransfersTable {
  merchant_id: number;
  vendor_code: string;
  transfer_id: string;
  player_id: string;
  direction: 'deposit' | 'withdraw';
  amount: Ref;
  status: 'succeeded' | 'failed';
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  balance_after: NullableRef;
  created_at: CreatedAt;
}

export interface VendorTransferTables {
  vendor_transfers: VendorTransfersTable;
  local_vendor_wallets: LocalVendorWalletsTable;
  local_vendor_transfers: LocalVendorTransfersTable;
}
