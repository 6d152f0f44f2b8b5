import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  Id,
  Json,
  JsonText,
  LocalizedJson,
  NullableMinor,
  NullableRef,
  NullableTimestamp,
  Ref,
  UpdatedAt,
  WithDefault,
} from './columns';

/** 048-points-mall.sql: the points mall's settings, catalogue and redemptions (ADR 064). */
export type PointItemType = 'promotion' | 'life' | 'gift';
export type PointStockMode = 'unlimited' | 'total' | 'period';
export type PointStockPeriod = 'day' | 'week' | 'month';
export type PointRedemptionStatus = 'applying' | 'approved' | 'rejected';

/** A product's ratio as stored: minor units of valid bets (`unit`) and the hundredths of a point they earn. */
export type PointRatesJson = Record<string, { unit: string; ratio: string }>;

export interface PointSettingsTable {
  merchant_id: number;
  enabled: WithDefault<boolean>;
  rates: JsonText<PointRatesJson>;
  deposit_unit: NullableMinor;
  deposit_ratio: NullableMinor;
  conversion_points: NullableMinor;
  conversion_amount: NullableMinor;
  conversion_min_points: NullableMinor;
  notes: JsonText<LocalizedJson>;
  updated_by: NullableRef;
  updated_at: UpdatedAt;
}

export interface PointItemsTable {
  id: Id;
  merchant_id: number;
  type: PointItemType;
  name: Json<LocalizedJson>;
  description: Json<LocalizedJson>;
  image_url: string;
  points: bigint;
  amount: WithDefault<bigint>;
  stock_mode: PointStockMode;
  stock: ColumnType<number | null, number | null | undefined, number | null>;
  period: ColumnType<PointStockPeriod | null, PointStockPeriod | null | undefined, PointStockPeriod | null>;
  per_member_limit: ColumnType<number | null, number | null | undefined, number | null>;
  bonus_amount: NullableMinor;
  turnover_multiple: ColumnType<number | null, number | null | undefined, number | null>;
  active: WithDefault<boolean>;
  sort: WithDefault<number>;
  version: WithDefault<number>;
  created_by: NullableRef;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PointItemVersionsTable {
  item_id: Ref;
  version: number;
  merchant_id: number;
  /** What the version promised: type, name, description, image_url, points, amount, bonus_amount, turnover_multiple. */
  terms: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface PointItemPeriodsTable {
  item_id: Ref;
  /** The period's first brand day, yyyy-MM-dd. */
  period_start: string;
  taken: number;
}

export interface PointRedemptionsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  item_id: Ref;
  item_version: number;
  quantity: number;
  points: bigint;
  amount: bigint;
  period_start: ColumnType<string | null, string | null | undefined, string | null>;
  status: WithDefault<PointRedemptionStatus>;
  points_balance: bigint;
  recipient: WithDefault<string>;
  address: WithDefault<string>;
  phone: WithDefault<string>;
  remark: WithDefault<string>;
  grant_id: NullableRef;
  idempotency_key: string;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
  decided_by: NullableRef;
}

export interface PointShortfallsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  points: bigint;
  idempotency_key: string;
  reference: string;
  created_at: CreatedAt;
}

/** The tables the points module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface PointsTables {
  point_settings: PointSettingsTable;
  point_items: PointItemsTable;
  point_item_versions: PointItemVersionsTable;
  point_item_periods: PointItemPeriodsTable;
  point_redemptions: PointRedemptionsTable;
  point_shortfalls: PointShortfallsTable;
}
