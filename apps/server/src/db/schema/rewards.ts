import type { ColumnType } from 'kysely';
import type { Id, NullableRef, NullableTimestamp, Ref, UpdatedAt, WithDefault } from './columns';

/** 044-rewards.sql: the reward centre's rows and each program's settings (ADR 059). */
export type RewardState = 'due' | 'waiting' | 'paid' | 'expired' | 'refused';

/** A JSON column read as T and written as its JSON text. */
type JsonColumn<T> = ColumnType<T, string, string>;

export interface RewardProgramsTable {
  merchant_id: number;
  /** The contract's TRewardProgram. */
  program: string;
  auto_pay: WithDefault<boolean>;
  claim_days: WithDefault<number>;
  /** The contract's ZOfferTerms, amounts in minor units. */
  terms: JsonColumn<unknown>;
  updated_by: NullableRef;
  updated_at: UpdatedAt;
}

export interface RewardsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  /** The contract's TRewardProgram. */
  program: string;
  source_ref: string;
  amount: bigint;
  state: RewardState;
  reason: WithDefault<string>;
  /** The contract's ZRewardDetails. */
  details: ColumnType<unknown, string | undefined, string>;
  grant_id: NullableRef;
  earned_at: ColumnType<Date, Date | string | undefined, Date | string>;
  claim_by: ColumnType<Date, Date | string, Date | string>;
  paid_at: NullableTimestamp;
}

/** The tables the rewards module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface RewardsTables {
  reward_programs: RewardProgramsTable;
  rewards: RewardsTable;
}
