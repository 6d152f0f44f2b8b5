import geoip from 'geoip-country';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Country of an address from the offline GeoLite2 data shipped in the geoip-country package. */
export function countryOf(ip: string): string | null {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(plain)?.country ?? null;
}

/**
 * Whether the merchant refuses this address: its country is on the blocked list, or it falls inside a
 * blocked range. One query, so a change in the back office is felt by every process at once.
 */
export async function isRegionBlocked(db: Kysely<Database>, merchantId: number, ip: string, country: string | null) {
  const result = await sql<{ blocked: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM blocked_ranges WHERE merchant_id = ${merchantId} AND ${ip}::inet <<= cidr
    ) OR EXISTS (
      SELECT 1 FROM blocked_countries WHERE merchant_id = ${merchantId} AND country_code = ${country ?? ''}
    ) AS blocked`.execute(db);
  return result.rows[0]?.blocked === true;
}
