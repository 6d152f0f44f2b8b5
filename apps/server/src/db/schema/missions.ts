import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, LocalizedJson, NullableRef, NullableTimestamp, UpdatedAt, WithDefault } from './columns';

/** 047-missions.sql: missions, daily tasks and leaderboard races (ADR 062). */
export type MissionGoal = 'bets_amount' | 'bets_count' | 'deposit_amount' | 'deposit_count' | 'login_days';
export type RaceState = 'running' | 'ended' | 'cancelled';

/** A JSON column read as T and written as its JSON text. */
type JsonColumn<T> = ColumnType<T, string, string>;
type Instant = ColumnType<Date, Date | string, Date | string>;

export interface MissionsTable {
  id: Id;
  merchant_id: number;
  title: JsonColumn<LocalizedJson>;
  goal: MissionGoal;
  /** The contract's TMissionScope, or null for every product. */
  scope: string | null;
  target: bigint;
  reward: bigint;
  starts_at: Instant;
  ends_at: Instant;
  enabled: WithDefault<boolean>;
  closed_at: NullableTimestamp;
  created_by: NullableRef;
  updated_by: NullableRef;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DailyTasksTable {
  id: Id;
  merchant_id: number;
  title: JsonColumn<LocalizedJson>;
  goal: MissionGoal;
  scope: string | null;
  target: bigint;
  reward: bigint;
  enabled: WithDefault<boolean>;
  sort: WithDefault<number>;
  created_by: NullableRef;
  updated_by: NullableRef;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DailyTaskDaysTable {
  merchant_id: number;
  /** yyyy-MM-dd in the brand's zone. */
  day: string;
  finished_at: Instant;
}

/** A row of a race's stored board: minor units as strings; memberId never leaves the server. */
export interface StoredRaceEntry {
  rank: number;
  memberId: string;
  name: string;
  validBets: string;
  prize: string;
}

export interface RacesTable {
  id: Id;
  merchant_id: number;
  title: JsonColumn<LocalizedJson>;
  scope: string | null;
  starts_at: Instant;
  ends_at: Instant;
  /** The prize of rank 1, 2, … in minor units, as strings. */
  prizes: JsonColumn<string[]>;
  state: WithDefault<RaceState>;
  top: ColumnType<StoredRaceEntry[], string | undefined, string>;
  entrants: WithDefault<number>;
  top_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  created_by: NullableRef;
  updated_by: NullableRef;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The tables the missions module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface MissionsTables {
  missions: MissionsTable;
  daily_tasks: DailyTasksTable;
  daily_task_days: DailyTaskDaysTable;
  races: RacesTable;
}
