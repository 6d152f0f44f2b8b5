import type { ColumnType } from 'kysely';

/**
 * Column types shared by every owner's tables. int8 columns arrive as bigint (see connection.ts), dates as
 * `yyyy-MM-dd` strings, timestamptz as Date.
 */
export type Id = ColumnType<bigint, bigint | number | string | undefined, never>;

export type Ref = ColumnType<bigint, bigint | number | string, bigint | number | string>;

export type NullableRef = ColumnType<
  bigint | null,
  bigint | number | string | null | undefined,
  bigint | number | string | null
>;

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type Json<T> = ColumnType<T, string, string>;

export type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type LocalizedJson = { ms: string; en: string; zh: string };

export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type JsonText<T> = ColumnType<T, string | undefined, string>;

export type Minor = ColumnType<bigint, bigint | undefined, bigint>;

export type NullableMinor = ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
