import { contentImageKey, contentImagePath, contentImagePrefix, type TContentImageType } from '@gemilang/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { fieldMessage } from '../../platform/messages';

// 32 hex digits (128 bits) of the picture's SHA-256 beside its id, as an avatar's address has (ADR 072): a picture
// uploaded for a banner not yet on show cannot be found by counting ids.
const KEY_HASH_LENGTH = 32;

/** A content picture's public address: its id and the first digits of its hash, so it never names other bytes. */
export function contentImageUrl(id: bigint, sha256: string): string {
  return contentImagePath.replace(':key', `${id}-${sha256.slice(0, KEY_HASH_LENGTH)}`);
}

/** The brand's picture a key names (its id, and its hash's first digits matching), or undefined. */
function pictureByKey(db: Kysely<Database>, merchantId: number, key: unknown) {
  const match = typeof key === 'string' ? contentImageKey.exec(key) : null;
  if (!match) return undefined;
  return db
    .selectFrom('content_images')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', BigInt(match[1] as string))
    .where(sql<string>`left(sha256, ${KEY_HASH_LENGTH})`, '=', match[2] as string);
}

/**
 * GET /wps/content/images/:key (ADR 072): a picture of the brand the caller reached, for anyone (an <img> sends no
 * token; visitors see banners). Another brand's picture, a wrong hash or a malformed key are not found alike.
 */
export async function contentImage(
  deps: Deps,
  actor: Actor,
  key: unknown,
): Promise<{ contentType: TContentImageType; bytes: Buffer }> {
  const row = await pictureByKey(deps.db, actor.merchant.id, key)?.select(['content_type', 'bytes']).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}

/**
 * An announcement's picture that is a content picture's address must name one of this brand's, so what staff save
 * is what visitors will see; bundled art and https addresses are left to the contract's check (ADR 072).
 */
export async function checkOwnPicture(
  db: Kysely<Database>,
  actor: Actor,
  imageUrl: string | null | undefined,
): Promise<void> {
  if (!imageUrl?.startsWith(contentImagePrefix)) return;
  const found = await pictureByKey(db, actor.merchant.id, imageUrl.slice(contentImagePrefix.length))
    ?.select('id')
    .executeTakeFirst();
  if (found) return;
  throw new AppError('invalid_input', [
    { field: 'imageUrl', reason: 'invalid', message: fieldMessage('invalid', actor.language) },
  ]);
}
