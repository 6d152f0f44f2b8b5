import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import type { MerchantContext } from './context';

const TTL_MS = 2_000;
type Entry = { merchant: MerchantContext | null; at: number };
// Per database, so two apps in one process (tests) never mix brands.
const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

/** The host without port, lower-cased; the domain table's key. */
export function hostOf(rawHost: string | undefined): string {
  const host = (rawHost ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

export async function loadMerchantById(db: Kysely<Database>, id: number): Promise<MerchantContext | null> {
  const row = await db.selectFrom('merchants').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencyExponent: row.currency_exponent,
    timeZone: row.time_zone,
    languages: row.languages,
    minAge: row.min_age,
    passwordMaxAgeDays: row.password_max_age_days,
    maintenance: row.maintenance,
    maintenanceFrom: row.maintenance_from,
    maintenanceUntil: row.maintenance_until,
    maintenanceMessage: row.maintenance_message,
    settings: row.settings,
  };
}

/**
 * Resolves a request's host to its merchant. Cached for two seconds so a setting changed by another
 * process is seen within that time; a change made here calls forgetMerchants() and is seen at once.
 */
export async function merchantForHost(db: Kysely<Database>, host: string): Promise<MerchantContext | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(host);
  const now = Date.now();
  if (hit && now - hit.at < TTL_MS) return hit.merchant;
  const domain = await db.selectFrom('domains').select('merchant_id').where('host', '=', host).executeTakeFirst();
  const merchant = domain ? await loadMerchantById(db, domain.merchant_id) : null;
  if (cache.size > 10_000) cache.clear();
  cache.set(host, { merchant, at: now });
  return merchant;
}

export function forgetMerchants(db: Kysely<Database>): void {
  caches.get(db)?.clear();
}

/** Maintenance is on when the operator switched it on, or when now falls inside the announced window. */
export function inMaintenance(merchant: MerchantContext, now: Date): boolean {
  if (merchant.maintenance) return true;
  const { maintenanceFrom: from, maintenanceUntil: until } = merchant;
  if (!from || !until) return false;
  return now >= from && now < until;
}

export interface NewBrandRow {
  code: string;
  name: string;
  currency: string;
  currencyExponent: number;
  timeZone: string;
  settings: Record<string, unknown>;
  /** The hosts the brand answers on, lower-cased here. */
  hosts: string[];
}

/** Writes a new brand and its domains inside the caller's transaction (the system module lays out the rest). */
export async function insertBrand(trx: Transaction<Database>, input: NewBrandRow): Promise<number> {
  const merchant = await trx
    .insertInto('merchants')
    .values({
      code: input.code,
      name: input.name,
      currency: input.currency,
      currency_exponent: input.currencyExponent,
      time_zone: input.timeZone,
      settings: JSON.stringify(input.settings),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('domains')
    .values(input.hosts.map((host) => ({ host: host.toLowerCase(), merchant_id: merchant.id })))
    .execute();
  return merchant.id;
}

/** The hosts a brand answers on, in no particular order. */
export async function brandHosts(db: Db, merchantId: number): Promise<string[]> {
  const rows = await db.selectFrom('domains').select('host').where('merchant_id', '=', merchantId).execute();
  return rows.map((r) => r.host);
}

/** Every brand with its time zone and settings, for the jobs that work brand by brand (wages, dividends). */
export function allBrands(db: Db) {
  return db.selectFrom('merchants').select(['id', 'time_zone', 'settings']).execute();
}

/**
 * The brands as a relation another module joins in its own statement (a game's time zone, a brand's currency
 * exponent), so the statement stays one while the brands stay the platform's to read (ADR 055).
 */
export function brandRows(db: Db) {
  return db.selectFrom('merchants').select(['id', 'time_zone', 'currency_exponent']);
}
