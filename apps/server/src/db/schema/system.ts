import type { Id, Json, LocalizedJson, WithDefault } from './columns';

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
  register_settings: RegisterSettingsTable;
  help_topics: HelpTopicsTable;
}
