import type { CreatedAt, Id, Json, NullableRef, NullableTimestamp, Ref, WithDefault } from './columns';

/** 023-agent-contracts.sql: contracts between an upline agent and a direct downline agent (ADR 036). */
export type ContractKind = 'dividend' | 'daily_wage' | 'hourly_wage' | 'realtime_wage';

export type ContractPeriod = 'daily' | 'weekly' | 'semimonthly' | 'monthly' | 'hourly' | 'realtime';

export type ContractStatus = 'offered' | 'signed' | 'refused' | 'terminated' | 'cancelled' | 'superseded';

/** A tier as stored: money in minor units as strings (JSON has no bigint), the rate in basis points. */
export interface StoredContractTier {
  minValidBet: string | null;
  minTeamLoss: string | null;
  minActive: number | null;
  rate: number;
}

export interface AgentContractsTable {
  id: Id;
  merchant_id: number;
  kind: ContractKind;
  period: ContractPeriod;
  upline_id: Ref;
  downline_id: Ref;
  status: WithDefault<ContractStatus>;
  tiers: Json<StoredContractTier[]>;
  top_rate: number;
  offered_at: CreatedAt;
  decided_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  end_reason: string | null;
}

/** 025-contract-payouts.sql: what a contract paid for a period (ADR 037). */
export interface ContractPayoutsTable {
  id: Id;
  merchant_id: number;
  contract_id: Ref;
  period_start: Date;
  period_end: Date;
  base: bigint;
  active: number;
  tier: number | null;
  rate: WithDefault<number>;
  amount: bigint;
  status: PayoutStatus;
  entry_id: NullableRef;
  created_at: CreatedAt;
  paid_at: NullableTimestamp;
  /** 028-dividends.sql (ADR 038): a dividend's valid bets, grace end, forced payment and the house's advance. */
  valid_bet: WithDefault<bigint | null>;
  due_at: WithDefault<Date | null>;
  forced_at: NullableTimestamp;
  shortfall: WithDefault<bigint>;
  waiting_noticed_at: NullableTimestamp;
  /** 030-dividend-debt-recovery.sql: how much of the advance the frozen upline has paid back. */
  recovered: WithDefault<bigint>;
}

/** paid by the upline; unpaid (waiting for its money); nothing to pay; forced at a dividend's grace end. */
export type PayoutStatus = 'paid' | 'unpaid' | 'nothing' | 'forced';

/** The tables the agent-contracts module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface AgentContractsTables {
  agent_contracts: AgentContractsTable;
  contract_payouts: ContractPayoutsTable;
}
