/** Helpers for the lists the APIs page through: one page's window, its total, a prefix search. */

/** The rows of one page of a list: ZPageQuery's page (from 1) and pageSize. */
export function pageWindow(query: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** A count(*) arrives as bigint (int8) or a string depending on the driver. */
export function countValue(row: { total: unknown } | undefined): number {
  return Number(row?.total ?? 0);
}

/** A LIKE pattern matching values that start with `prefix`, its wildcards taken literally. */
export function startsWithPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
