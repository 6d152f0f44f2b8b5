import type { ColumnType } from 'kysely';
import type { Id, LocalizedJson, NullableRef, Ref, UpdatedAt, WithDefault } from './columns';

/** 045-rebates-vip.sql: the VIP ladder, its rules, members' days and level changes (ADR 060). */
export type VipBasis = 'lifetime' | 'rolling';
export type VipDowngrade = 'never' | 'quiet';

export interface VipSettingsTable {
  merchant_id: number;
  basis: WithDefault<VipBasis>;
  rolling_days: WithDefault<number>;
  downgrade: WithDefault<VipDowngrade>;
  quiet_days: WithDefault<number>;
  /** Members at this level or above get the VIP customer-service line; null: nobody. */
  service_level: number | null;
  since: WithDefault<Date>;
  updated_by: NullableRef;
  updated_at: UpdatedAt;
}

export interface VipLevelsTable {
  merchant_id: number;
  level: number;
  name: ColumnType<LocalizedJson, string, string>;
  min_valid_bets: WithDefault<bigint>;
  min_deposits: WithDefault<bigint>;
  keep_valid_bets: WithDefault<bigint>;
  upgrade_reward: WithDefault<bigint>;
  weekly_reward: WithDefault<bigint>;
  monthly_reward: WithDefault<bigint>;
  withdrawal_max: bigint | null;
  withdrawals_per_day: number | null;
}

export interface VipDaysTable {
  merchant_id: number;
  member_id: Ref;
  /** The brand day, `yyyy-MM-dd`. */
  day: string;
  valid_bets: WithDefault<bigint>;
  deposits: WithDefault<bigint>;
}

export interface VipRunsTable {
  merchant_id: number;
  kind: 'day' | 'week' | 'month';
  period_start: string;
  ran_at: WithDefault<Date>;
}

export interface VipLevelChangesTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  from_level: number;
  to_level: number;
  reason: 'upgrade' | 'downgrade';
  day: string;
  changed_at: WithDefault<Date>;
}

/** The tables the vip module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface VipTables {
  vip_settings: VipSettingsTable;
  vip_levels: VipLevelsTable;
  vip_days: VipDaysTable;
  vip_runs: VipRunsTable;
  vip_level_changes: VipLevelChangesTable;
}
