import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Json, LocalizedJson, NullableTimestamp, WithDefault } from './columns';

export interface AnnouncementsTable {
  id: Id;
  merchant_id: number;
  /** 'A': for agents only (migration 027), never in the site's public list. */
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'A';
  title: Json<LocalizedJson>;
  content: Json<LocalizedJson>;
  image_url: string | null;
  link_url: string | null;
  sort: WithDefault<number>;
  starts_at: ColumnType<Date, Date | string | undefined, Date | string>;
  ends_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** The tables the content module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface ContentTables {
  announcements: AnnouncementsTable;
}
