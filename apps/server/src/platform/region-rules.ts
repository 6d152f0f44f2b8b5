import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';

// The brand's blocked countries and address ranges as the back office reads and changes them; region.ts reads
// them on every call. A change publishes region_rules_changed (realtime.ts) so every process forgets its answers.

/** The brand's blocked country codes, in order. */
export async function blockedCountryCodes(db: Db, merchantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('blocked_countries')
    .select('country_code')
    .where('merchant_id', '=', merchantId)
    .orderBy('country_code')
    .execute();
  return rows.map((r) => r.country_code);
}

export async function unblockCountries(trx: Transaction<Database>, merchantId: number, codes: string[]) {
  await trx
    .deleteFrom('blocked_countries')
    .where('merchant_id', '=', merchantId)
    .where('country_code', 'in', codes)
    .execute();
}

export async function blockCountries(trx: Transaction<Database>, merchantId: number, codes: string[]) {
  await trx
    .insertInto('blocked_countries')
    .values(codes.map((country_code) => ({ merchant_id: merchantId, country_code })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export type BlockedRangeRow = { id: bigint; cidr: string; note: string; created_at: Date };

const rangeColumns = ['id', sql<string>`cidr::text`.as('cidr'), 'note', 'created_at'] as const;

/** One page of the brand's blocked ranges, newest first, with how many there are. */
export async function blockedRangesPage(db: Db, merchantId: number, page: { limit: number; offset: number }) {
  const base = db.selectFrom('blocked_ranges').where('merchant_id', '=', merchantId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    base.select(rangeColumns).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { count, rows };
}

/** Adds a range; undefined when the brand already blocks that very range. */
export function insertBlockedRange(
  trx: Transaction<Database>,
  range: { merchantId: number; cidr: string; note: string; createdAt: Date },
): Promise<BlockedRangeRow | undefined> {
  return trx
    .insertInto('blocked_ranges')
    .values({ merchant_id: range.merchantId, cidr: range.cidr, note: range.note, created_at: range.createdAt })
    .onConflict((oc) => oc.columns(['merchant_id', 'cidr']).doNothing())
    .returning(rangeColumns)
    .executeTakeFirst();
}

/** Removes one of the brand's ranges; undefined when it has no such range. */
export function deleteBlockedRange(
  trx: Transaction<Database>,
  merchantId: number,
  id: bigint,
): Promise<BlockedRangeRow | undefined> {
  return trx
    .deleteFrom('blocked_ranges')
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .returning(rangeColumns)
    .executeTakeFirst();
}
