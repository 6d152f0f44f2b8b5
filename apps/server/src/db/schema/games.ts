import type { ColumnType, Generated } from 'kysely';
import type {
  CreatedAt,
  Id,
  Json,
  LocalizedJson,
  NullableRef,
  NullableTimestamp,
  Ref,
  Timestamp,
  WithDefault,
} from './columns';

/** 020-games-lobby.sql: a member's favourite games and the games a member launched last (ADR 031). */
export interface GameFavouritesTable {
  merchant_id: number;
  member_id: Ref;
  game_id: number;
  created_at: CreatedAt;
}

export interface GameRecentTable {
  merchant_id: number;
  member_id: Ref;
  game_id: number;
  launched_at: ColumnType<Date, Date | string | undefined, Date | string>;
  launches: WithDefault<number>;
}

/** 019-games.sql: game vendors, their games, launch tokens and the seamless wallet's records (ADR 030). */
export type GameCategory = 'SPORTS' | 'ESPORTS' | 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'ELOTT' | 'LOTT';

export type WalletMode = 'seamless' | 'transfer';

export type VendorStatus = 'active' | 'maintenance';

export type GameStatus = 'active' | 'maintenance' | 'disabled';

export type GameRoundStatus = 'open' | 'ended' | 'void';

export type GameTransactionKind = 'debit' | 'credit' | 'rollback';

export interface GameVendorsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  name: string;
  categories: ColumnType<GameCategory[], GameCategory[], GameCategory[]>;
  wallet_mode: WalletMode;
  status: WithDefault<VendorStatus>;
  secret: string;
  allowed_addresses: WithDefault<string[]>;
  launch_url: string;
  in_house: WithDefault<boolean>;
  sort: WithDefault<number>;
  created_at: CreatedAt;
  /** 020: the vendor's icon for the lobby, header and footer; null draws the site's own. */
  icon_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** 029: the transfer client of a transfer-mode vendor ('local': the built-in stand-in); null when seamless. */
  transfer_provider: ColumnType<'local' | null, 'local' | null | undefined, 'local' | null>;
}

export interface GamesTable {
  id: Generated<number>;
  merchant_id: number;
  vendor_id: number;
  code: string;
  name: Json<LocalizedJson>;
  category: GameCategory;
  sub_category: WithDefault<string>;
  is_hot: WithDefault<boolean>;
  vassalage: WithDefault<boolean>;
  status: WithDefault<GameStatus>;
  sort: WithDefault<number>;
  created_at: CreatedAt;
  /** 020: the game's picture; null draws the site's own card. */
  image_url: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GameLaunchTokensTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  vendor_id: number;
  game_id: number;
  /** Null until an in-house launch's one-time code is exchanged (ADR 048). */
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** An in-house launch's one-time code, hashed; null for an outside vendor's launch. */
  code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The member's session that launched: the launch opens play only while it is live (ADR 048). */
  session_id: NullableRef;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

export interface GameRoundsTable {
  id: Id;
  merchant_id: number;
  vendor_id: number;
  member_id: Ref;
  game_id: number;
  round_id: string;
  bet_id: Ref;
  status: WithDefault<GameRoundStatus>;
  debited: WithDefault<bigint>;
  credited: WithDefault<bigint>;
  rolled_back: WithDefault<bigint>;
  end_entry_id: NullableRef;
  /** 024: the end-round call's request id (null before it). */
  end_request_id: WithDefault<string | null>;
  opened_at: CreatedAt;
  ended_at: NullableTimestamp;
}

export interface GameTransactionsTable {
  id: Id;
  merchant_id: number;
  vendor_id: number;
  member_id: Ref;
  transaction_id: string;
  kind: GameTransactionKind;
  reason: WithDefault<string>;
  round_id: NullableRef;
  amount: bigint;
  entry_id: NullableRef;
  tombstone: WithDefault<boolean>;
  /** 024: the request that recorded it (null before it). */
  request_id: WithDefault<string | null>;
  /** 043: the part of a debit the member's bonus paid (cash first, bonus for the rest, ADR 057). */
  bonus_amount: WithDefault<bigint>;
  created_at: CreatedAt;
}

export interface GameWalletRequestsTable {
  vendor_id: number;
  request_id: string;
  body_hash: string;
  http_status: number;
  reply: string;
  created_at: CreatedAt;
}

/** 021-casino-play.sql: the in-house game server's seed pairs and rounds (ADR 032). */
export type CasinoRoundState = 'playing' | 'ended' | 'refused' | 'void';

export interface CasinoSeedPairsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  game_id: number;
  server_seed: string;
  commitment: string;
  client_seed: string;
  next_nonce: WithDefault<number>;
  created_at: CreatedAt;
  revealed_at: NullableTimestamp;
}

export interface CasinoRoundsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  game_id: number;
  token_id: Ref;
  seed_pair_id: Ref;
  nonce: number;
  client_seed: string;
  request_id: string;
  bet: Json<Record<string, unknown>>;
  stake: bigint;
  payout: bigint;
  outcome: Json<Record<string, unknown>>;
  state: WithDefault<CasinoRoundState>;
  lease_until: Timestamp;
  refusal: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  ended_at: NullableTimestamp;
}

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

/** The tables the games module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface GamesTables {
  game_favourites: GameFavouritesTable;
  game_recent: GameRecentTable;
  game_vendors: GameVendorsTable;
  games: GamesTable;
  game_launch_tokens: GameLaunchTokensTable;
  game_rounds: GameRoundsTable;
  game_transactions: GameTransactionsTable;
  game_wallet_requests: GameWalletRequestsTable;
  casino_seed_pairs: CasinoSeedPairsTable;
  casino_rounds: CasinoRoundsTable;
  vendor_transfers: VendorTransfersTable;
  local_vendor_wallets: LocalVendorWalletsTable;
  local_vendor_transfers: LocalVendorTransfersTable;
}
