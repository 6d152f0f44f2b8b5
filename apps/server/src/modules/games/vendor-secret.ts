import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { isSealed, SEALED_PREFIX, seal, unseal } from '../../platform/secrets-at-rest';

/**
 * A game vendor's signing secret (the seamless wallet's HMAC key) is stored sealed (ADR 045): this file is
 * the only one that seals or opens `game_vendors.secret`. Everything else handles the stored value as an
 * opaque string, or asks here for the clear secret when a call must be signed or checked.
 */

type Keys = Pick<Config, 'SECRETS_KEY'>;

export interface StoredVendorSecret {
  id: number;
  merchant_id: number;
  code: string;
  secret: string;
}

/** The row the sealed value belongs to: a value copied onto another vendor or brand does not open. */
function contextOf(merchantId: number, code: string): string {
  return `game_vendors.secret:${merchantId}:${code}`;
}

/** A fresh random secret for a new vendor, sealed: the value to insert into `game_vendors.secret`. */
export function newSealedVendorSecret(config: Keys, merchantId: number, code: string): string {
  return seal(config, randomBytes(32).toString('hex'), contextOf(merchantId, code));
}

/**
 * Seals a value still stored in clear (written before sealing, or inserted by hand) in place. Only a row
 * that still holds that very clear value is changed, so two processes doing it at once leave one sealed
 * value and neither overwrites the other's, and running it again changes nothing.
 */
async function sealInPlace(db: Db, config: Keys, row: StoredVendorSecret): Promise<void> {
  await db
    .updateTable('game_vendors')
    .set({ secret: seal(config, row.secret, contextOf(row.merchant_id, row.code)) })
    .where('id', '=', row.id)
    .where('merchant_id', '=', row.merchant_id)
    .where('secret', '=', row.secret)
    .execute();
}

/**
 * The clear secret of a vendor row, for signing or checking a call and nothing else. A legacy clear value
 * is used as it is and sealed in place on the way.
 */
export async function openVendorSecret(db: Db, config: Keys, row: StoredVendorSecret): Promise<string> {
  if (isSealed(row.secret)) return unseal(config, row.secret, contextOf(row.merchant_id, row.code));
  await sealInPlace(db, config, row);
  return row.secret;
}

/**
 * Seals every vendor secret still stored in clear, at start-up (main.ts). Each row is its own conditional
 * update, so it is safe beside another process doing the same; a row it misses is sealed on first use.
 * Answers how many rows it found in clear.
 */
export async function sealLegacyVendorSecrets(db: Kysely<Database>, config: Keys): Promise<number> {
  const rows = await db
    .selectFrom('game_vendors')
    .select(['id', 'merchant_id', 'code', 'secret'])
    .where('secret', 'not like', `${SEALED_PREFIX}%`)
    .execute();
  for (const row of rows) await sealInPlace(db, config, row);
  return rows.length;
}
