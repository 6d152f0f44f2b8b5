import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Json, NullableRef, NullableTimestamp, Ref, WithDefault } from './schema';

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

export interface LotteryResultTables {
  lottery_result_proposals: LotteryResultProposalsTable;
  lottery_corrections: LotteryCorrectionsTable;
  lottery_correction_members: LotteryCorrectionMembersTable;
  bet_corrections: BetCorrectionsTable;
}
