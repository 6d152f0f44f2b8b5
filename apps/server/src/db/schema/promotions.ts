import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  Id,
  LocalizedJson,
  NullableRef,
  NullableTimestamp,
  Ref,
  UpdatedAt,
  WithDefault,
} from './columns';

/** 043-promotions.sql: offers, their budgets, opt-ins, grants with their history, applications (ADR 057). */
export type OfferKind = 'deposit_match' | 'fixed_credit' | 'free_rounds' | 'application';
export type OfferState = 'draft' | 'published' | 'paused';
export type GrantState = 'pending' | 'active' | 'completed' | 'expired' | 'forfeited' | 'cancelled';

/** A JSON column read as T and written as its JSON text. */
type JsonColumn<T> = ColumnType<T, string, string>;

export interface PromotionOffersTable {
  id: Id;
  merchant_id: number;
  code: string;
  kind: OfferKind;
  category: string;
  state: WithDefault<OfferState>;
  sort: WithDefault<number>;
  title: JsonColumn<LocalizedJson>;
  summary: JsonColumn<LocalizedJson>;
  rules: JsonColumn<LocalizedJson>;
  art: JsonColumn<LocalizedJson>;
  /** The contract's ZOfferReward, amounts in minor units. */
  reward: JsonColumn<unknown>;
  /** The contract's ZOfferTerms, amounts in minor units. */
  terms: JsonColumn<unknown>;
  /** The contract's ZEligibilityRule[]. */
  eligibility: ColumnType<unknown, string | undefined, string>;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: NullableTimestamp;
  budget_total: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  budget_daily: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  granted_total: WithDefault<bigint>;
  /** 044 (ADR 059): a loyalty program's hidden offer (never in the hall): its grants copy the program's terms. */
  program: ColumnType<string | null, string | null | undefined, string | null>;
  version: WithDefault<number>;
  updated_by: NullableRef;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PromotionBudgetDaysTable {
  offer_id: Ref;
  day: ColumnType<string, string, string>;
  granted: WithDefault<bigint>;
}

export interface PromotionOptInsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  offer_id: Ref;
  deposit_id: NullableRef;
  state: WithDefault<'waiting' | 'used' | 'withdrawn'>;
  created_at: CreatedAt;
  used_at: NullableTimestamp;
}

export interface PromotionGrantsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  offer_id: Ref;
  source_ref: string;
  state: GrantState;
  reason: WithDefault<string>;
  note: WithDefault<string>;
  account_id: NullableRef;
  amount: bigint;
  deposit_amount: WithDefault<bigint>;
  /** The terms as the grant was issued with them (GrantTerms in modules/promotions). */
  terms: JsonColumn<unknown>;
  turnover_needed: WithDefault<bigint>;
  turnover_done: WithDefault<bigint>;
  bonus_in_play: WithDefault<bigint>;
  converted: WithDefault<bigint>;
  forfeited: WithDefault<bigint>;
  granted_by: NullableRef;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  activated_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PromotionGrantEventsTable {
  id: Id;
  grant_id: Ref;
  kind: string;
  amount: WithDefault<bigint>;
  created_at: CreatedAt;
}

export interface PromotionApplicationsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  offer_id: Ref;
  comment: string;
  image_ids: ColumnType<bigint[], string[] | undefined, string[]>;
  state: WithDefault<'pending' | 'approved' | 'rejected'>;
  reason: WithDefault<string>;
  decided_by: NullableRef;
  decided_at: NullableTimestamp;
  grant_id: NullableRef;
  created_at: CreatedAt;
}

/** The tables the promotions module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface PromotionsTables {
  promotion_offers: PromotionOffersTable;
  promotion_budget_days: PromotionBudgetDaysTable;
  promotion_opt_ins: PromotionOptInsTable;
  promotion_grants: PromotionGrantsTable;
  promotion_grant_events: PromotionGrantEventsTable;
  promotion_applications: PromotionApplicationsTable;
}
