import type { NullableRef, Timestamp, UpdatedAt, WithDefault } from './columns';

/** 045-rebates-vip.sql: the rebate's schedules, rates and computed periods (ADR 060). */
export type RebatePeriod = 'daily' | 'weekly';

export interface RebateSchedulesTable {
  merchant_id: number;
  period: RebatePeriod;
  enabled: WithDefault<boolean>;
  /** The most one member may get in one period (minor units); null: no cap. */
  cap: bigint | null;
  /** Periods ending before this are never computed. */
  since: WithDefault<Date>;
  updated_by: NullableRef;
  updated_at: UpdatedAt;
}

export interface RebateRatesTable {
  merchant_id: number;
  period: RebatePeriod;
  vip_level: number;
  /** LOTT, ELOTT or a game category (the contract's rebateProducts). */
  product: string;
  rate_bp: number;
}

export interface RebateRunsTable {
  merchant_id: number;
  period: RebatePeriod;
  period_start: Timestamp;
  period_end: Timestamp;
  rewards: WithDefault<number>;
  amount: WithDefault<bigint>;
  ran_at: WithDefault<Date>;
}

/** The tables the rebates module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface RebatesTables {
  rebate_schedules: RebateSchedulesTable;
  rebate_rates: RebateRatesTable;
  rebate_runs: RebateRunsTable;
}
