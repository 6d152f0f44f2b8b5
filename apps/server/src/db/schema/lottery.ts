import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json, NullableRef, NullableTimestamp, Ref, Timestamp, WithDefault } from './columns';

/** 016-vn-results.sql: Vietnamese results proposed and confirmed by two operators, and corrections (ADR 026). */
export type ResultProposalKind = 'result' | 'correction';

/** mismatched: the blind second entry differed (038-blind-second-result-entry.sql, ADR 049). */
export type ResultProposalStatus = 'pending' | 'confirmed' | 'rejected' | 'mismatched';

export interface LotteryResultProposalsTable {
  id: Id;
  merchant_id: number;
  draw_id: Ref;
  kind: ResultProposalKind;
  result: Json<unknown>;
  source: 'form' | 'csv';
  status: WithDefault<ResultProposalStatus>;
  proposed_by: Ref;
  proposed_at: CreatedAt;
  decided_by: NullableRef;
  decided_at: NullableTimestamp;
  decision_note: WithDefault<string>;
  /** The second operator's entry, kept when it differed from the first (status mismatched). */
  second_result: ColumnType<unknown | null, string | null | undefined, string | null>;
}

export interface LotteryCorrectionsTable {
  id: Id;
  merchant_id: number;
  draw_id: Ref;
  proposal_id: Ref;
  number: number;
  old_result: Json<unknown>;
  new_result: Json<unknown>;
  created_at: CreatedAt;
}

export interface LotteryCorrectionMembersTable {
  correction_id: Ref;
  merchant_id: number;
  draw_id: Ref;
  member_id: Ref;
  difference: bigint;
  moved: bigint;
  unrecovered: WithDefault<bigint>;
  withheld: WithDefault<bigint>;
  entry_id: NullableRef;
}

export interface BetCorrectionsTable {
  bet_id: Ref;
  correction_id: Ref;
  old_status: string;
  new_status: string;
  old_hits: ColumnType<number | null, number | null | undefined, never>;
  new_hits: ColumnType<number | null, number | null | undefined, never>;
  old_payout: bigint;
  new_payout: bigint;
}

/** 015-lottery.sql: games, draws, slips, the shared bets table and the liability per number (ADR 021). */
export type LotteryGameKind = '5d' | 'k3' | 'pk10' | '11x5' | 'vn_north' | 'vn_central' | 'vn_south';

export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

export type DrawStatus = 'open' | 'closed' | 'drawn' | 'settled' | 'void';

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

export interface LotteryLiabilityTable {
  draw_id: Ref;
  bet_type: string;
  bet_key: string;
  exposure: bigint;
}

/** The tables the lottery module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface LotteryTables {
  lottery_result_proposals: LotteryResultProposalsTable;
  lottery_corrections: LotteryCorrectionsTable;
  lottery_correction_members: LotteryCorrectionMembersTable;
  bet_corrections: BetCorrectionsTable;
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_slips: LotterySlipsTable;
  lottery_liability: LotteryLiabilityTable;
}
