import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json, NullableRef, NullableTimestamp, Ref, Timestamp, WithDefault } from './schema';

/** 015-lottery.sql: games, draws, slips, the shared bets table and the liability per number (ADR 021). */
export type LotteryGameKind = '5d' | 'k3' | 'pk10' | '11x5' | 'vn_north' | 'vn_central' | 'vn_south';
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
export type DrawStatus = 'open' | 'closed' | 'drawn' | 'settled' | 'void';
export type BetStatus = 'pending' | 'won' | 'lost' | 'push' | 'void' | 'cancelled';
export type BetProduct = 'lottery' | 'elott' | 'game' | 'vendor';

export interface LotteryGamesTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  kind: LotteryGameKind;
  prize_mode: PrizeMode;
  group_code: string;
  name: Json<{ ms: string; en: string; zh: string }>;
  default_play_type: string;
  sort: WithDefault<number>;
  popular_rank: ColumnType<number | null, number | null | undefined, number | null>;
  enabled: WithDefault<boolean>;
  allow_cancel: WithDefault<boolean>;
  schedule: Json<Record<string, unknown>>;
  config: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface LotteryDrawsTable {
  id: Id;
  merchant_id: number;
  game_id: number;
  draw_number: string;
  station: WithDefault<string>;
  opens_at: Timestamp;
  cutoff_at: Timestamp;
  draw_at: Timestamp;
  status: WithDefault<DrawStatus>;
  seed_hash: ColumnType<string | null, string | null | undefined, string | null>;
  server_seed: ColumnType<string | null, string | null | undefined, string | null>;
  result: ColumnType<unknown | null, string | null | undefined, string | null>;
  drawn_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface LotterySlipsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  draw_id: Ref;
  idempotency_key: string;
  request_hash: string;
  total_stake: bigint;
  potential_win: bigint;
  status: WithDefault<'placed' | 'cancelled'>;
  stake_entry_id: NullableRef;
  cancel_entry_id: NullableRef;
  placed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  cancelled_at: NullableTimestamp;
}

export interface BetsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  product: BetProduct;
  game_code: string;
  draw_id: NullableRef;
  slip_id: NullableRef;
  round_ref: WithDefault<string>;
  bet_type: string;
  bet_key: string;
  numbers: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  stake: bigint;
  odds: ColumnType<number | null, number | null | undefined, number | null>;
  points: ColumnType<number | null, number | null | undefined, number | null>;
  win_per_hit: bigint;
  potential_win: bigint;
  status: WithDefault<BetStatus>;
  hits: ColumnType<number | null, number | null | undefined, number | null>;
  payout: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  placed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  settled_at: NullableTimestamp;
  stake_entry_id: NullableRef;
  settle_entry_id: NullableRef;
  /** Made with a trial account's play money (ADR 052): left out of every real-money total. */
  play: WithDefault<boolean>;
}

export interface LotteryLiabilityTable {
  draw_id: Ref;
  bet_type: string;
  bet_key: string;
  exposure: bigint;
}

export interface LotteryTables {
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_slips: LotterySlipsTable;
  bets: BetsTable;
  lottery_liability: LotteryLiabilityTable;
}
