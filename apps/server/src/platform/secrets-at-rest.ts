import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config';

/**
 * Secrets the server must read back in clear (a vendor's signing secret) kept sealed in the database:
 * AES-256-GCM under SECRETS_KEY, which lives in the server's settings and never in the database, so a
 * backup or a read of the table alone opens nothing (ADR 045).
 *
 * A sealed value reads `sealed:v1:<key id>:<base64url of iv | tag | ciphertext>`. The prefix is how a value
 * written before sealing existed (plain text) is told apart; the key id names which key sealed it, so a
 * database opened with another key says so instead of looking tampered with.
 */
export const SEALED_PREFIX = 'sealed:v1:';

/**
 * The key development and test servers use when SECRETS_KEY is unset (config.ts refuses that in
 * production). It is in this file for anyone to read: it hides nothing, it only keeps one code path.
 */
const DEVELOPMENT_KEY = createHash('sha256').update('gemilang development secrets key, not for production').digest();

function keyOf(config: Pick<Config, 'SECRETS_KEY'>): Buffer {
  return config.SECRETS_KEY ? Buffer.from(config.SECRETS_KEY, 'base64') : DEVELOPMENT_KEY;
}

/** A short public fingerprint of the key: which key sealed a value, revealing nothing about it. */
function keyId(key: Buffer): string {
  return createHash('sha256').update('gemilang secrets key id').update(key).digest('hex').slice(0, 8);
}

export class UnsealError extends Error {}

export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

/**
 * Seals `plain`, bound to `context` (what the value belongs to, e.g. the vendor's brand and code): a sealed
 * value copied onto another row does not open there.
 */
export function seal(config: Pick<Config, 'SECRETS_KEY'>, plain: string, context: string): string {
  const key = keyOf(config);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${SEALED_PREFIX}${keyId(key)}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
}

/** Opens a value `seal` made under the same key and context; anything else throws UnsealError. */
export function unseal(config: Pick<Config, 'SECRETS_KEY'>, stored: string, context: string): string {
  if (!isSealed(stored)) throw new UnsealError('not a sealed value');
  const key = keyOf(config);
  const [id, payload = ''] = stored.slice(SEALED_PREFIX.length).split(':');
  if (id !== keyId(key)) throw new UnsealError(`sealed under key ${id}, but SECRETS_KEY is key ${keyId(key)}`);
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length < 28) throw new UnsealError('sealed value too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    throw new UnsealError('sealed value does not open: altered, or sealed for another row');
  }
}
