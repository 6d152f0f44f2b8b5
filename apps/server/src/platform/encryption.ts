import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, randomUUID } from 'node:crypto';
import { type TEncryptedBody, type TPublicKey, ZEncryptedBody } from '@gemilang/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from './app-error';
import { parseBoundedJson } from './json-body';

interface KeyPair {
  id: string;
  privateKeyPem: string;
  spki: string;
}

// Per database, so two apps in one process (tests) never mix keys; the promise also makes concurrent
// first requests in one process share a single lookup.
const cached = new WeakMap<Kysely<Database>, Promise<KeyPair>>();

async function loadOrCreate(db: Kysely<Database>): Promise<KeyPair> {
  return db.transaction().execute(async (trx) => {
    // Two processes starting together take turns here, so the second finds the first one's key.
    await sql`SELECT pg_advisory_xact_lock(7310003)`.execute(trx);
    const found = await trx
      .selectFrom('encryption_keys')
      .selectAll()
      .where('active', '=', true)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (found) return { id: found.id, privateKeyPem: found.private_key_pem, spki: found.public_key_spki };
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const made = {
      id: randomUUID(),
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    };
    await trx
      .insertInto('encryption_keys')
      .values({ id: made.id, private_key_pem: made.privateKeyPem, public_key_spki: made.spki })
      .execute();
    return made;
  });
}

/**
 * The deployment's RSA key pair for encrypted calls, kept in the database so every process and every
 * restart use the same one. Made on first need, under a lock, so there is only ever one active pair.
 */
export function encryptionKey(db: Kysely<Database>): Promise<KeyPair> {
  let key = cached.get(db);
  if (!key) {
    key = loadOrCreate(db);
    cached.set(db, key);
    key.catch(() => cached.delete(db));
  }
  return key;
}

export function publicKeyOf(key: KeyPair): TPublicKey {
  return { keyId: key.id, spki: key.spki, algorithm: 'RSA-OAEP-256+A256GCM' };
}

function rsaDecrypt(key: KeyPair, data: Buffer): Buffer {
  return privateDecrypt(
    { key: key.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    data,
  );
}

/** Opens an encrypted body (see packages/contract/src/encrypted-body.ts). Anything else is refused. */
export async function decryptBody(db: Kysely<Database>, body: unknown): Promise<unknown> {
  const parsed = ZEncryptedBody.safeParse(body);
  if (!parsed.success) throw new AppError('encryption_required');
  const key = await encryptionKey(db);
  const envelope: TEncryptedBody = parsed.data;
  if (envelope.keyId !== key.id) throw new AppError('decryption_failed');
  try {
    const contentKey = rsaDecrypt(key, Buffer.from(envelope.key, 'base64'));
    const iv = Buffer.from(envelope.iv, 'base64');
    const data = Buffer.from(envelope.data, 'base64');
    if (contentKey.length !== 32 || iv.length !== 12 || data.length < 16) throw new Error('bad sizes');
    const decipher = createDecipheriv('aes-256-gcm', contentKey, iv);
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    return parseBoundedJson(plain.toString('utf8'));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('decryption_failed');
  }
}

/** RSA-OAEP of a short text alone (the free-play key). */
export async function decryptShortText(db: Kysely<Database>, base64: string): Promise<string> {
  const key = await encryptionKey(db);
  try {
    return rsaDecrypt(key, Buffer.from(base64, 'base64')).toString('utf8');
  } catch {
    throw new AppError('decryption_failed');
  }
}
