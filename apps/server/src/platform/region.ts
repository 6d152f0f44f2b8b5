import geoip from 'geoip-country';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Deps } from './context';
import { merchantTag, readCacheOf } from './read-cache';

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

/**
 * isRegionBlocked for the address's every call, answered from the process's cache once read (ADR 016).
 * A change of the brand's blocked countries or ranges publishes region_rules_changed, which every process
 * hears and forgets the brand's answers on, so it is still felt at once.
 */
export async function isRegionBlockedCached(deps: Deps, merchantId: number, ip: string): Promise<boolean> {
  const cache = readCacheOf<boolean>(deps.events, 'region');
  const key = `${merchantId}|${ip}`;
  const cached = await cache.get(key);
  if (cached !== undefined) return cached;
  const ticket = cache.ticket();
  const blocked = await isRegionBlocked(deps.db, merchantId, ip, countryOf(ip));
  cache.set(key, blocked, [merchantTag(merchantId)], ticket);
  return blocked;
}
