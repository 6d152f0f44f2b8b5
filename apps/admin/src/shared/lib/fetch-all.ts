/**
 * Reads every page of a paged list for a CSV export, 200 rows a call, stopping at `limit` rows so an
 * export can never turn into an unbounded scrape of the database.
 */
export async function fetchAllPages<T>(
  load: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
  limit = 10_000,
): Promise<T[]> {
  const pageSize = 200;
  const out: T[] = [];
  for (let page = 1; out.length < limit; page++) {
    const { items, total } = await load(page, pageSize);
    out.push(...items);
    if (items.length < pageSize || out.length >= total) break;
  }
  return out.slice(0, limit);
}
