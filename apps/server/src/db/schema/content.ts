import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Json, LocalizedJson, NullableTimestamp, Ref, WithDefault } from './columns';

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

/** 056-content-images.sql: banners' and popups' pictures staff uploaded (ADR 072), one row per brand and SHA-256. */
export interface ContentImagesTable {
  id: Id;
  merchant_id: number;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  size: number;
  sha256: string;
  bytes: Uint8Array;
  /** The operator who first uploaded it. */
  uploaded_by: Ref;
  created_at: CreatedAt;
}

/** The tables the content module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface ContentTables {
  announcements: AnnouncementsTable;
  content_images: ContentImagesTable;
}
