import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json, LocalizedJson, NullableTimestamp, WithDefault } from './columns';

export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  currency: string;
  currency_exponent: number;
  time_zone: string;
  languages: WithDefault<string[]>;
  min_age: WithDefault<number>;
  password_max_age_days: WithDefault<number>;
  maintenance: WithDefault<boolean>;
  maintenance_from: NullableTimestamp;
  maintenance_until: NullableTimestamp;
  maintenance_message: ColumnType<LocalizedJson, string | undefined, string>;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
}

export interface DomainsTable {
  host: string;
  merchant_id: number;
  created_at: CreatedAt;
}

export interface FeatureModulesTable {
  merchant_id: number;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: WithDefault<boolean>;
  sort: WithDefault<number>;
}

export interface RegisterSettingsTable {
  merchant_id: number;
  field: string;
  enabled: boolean;
  required: boolean;
  min_length: number;
  max_length: number;
  accepted_pattern: WithDefault<string>;
  pattern_id: number;
}

export interface BlockedCountriesTable {
  merchant_id: number;
  country_code: string;
  created_at: CreatedAt;
}

export interface BlockedRangesTable {
  id: Id;
  merchant_id: number;
  cidr: string;
  note: WithDefault<string>;
  created_at: CreatedAt;
}

export interface HelpTopicsTable {
  id: Id;
  merchant_id: number;
  tag: string;
  sort: WithDefault<number>;
  title: Json<LocalizedJson>;
  content: Json<LocalizedJson>;
}

/** The tables the system module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface SystemTables {
  merchants: MerchantsTable;
  domains: DomainsTable;
  feature_modules: FeatureModulesTable;
  register_settings: RegisterSettingsTable;
  blocked_countries: BlockedCountriesTable;
  blocked_ranges: BlockedRangesTable;
  help_topics: HelpTopicsTable;
}
