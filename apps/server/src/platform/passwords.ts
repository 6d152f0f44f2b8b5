import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

// scrypt with N=2^15, r=8, p=1 (OWASP's floor); about 30 ms here, and 32 MiB of memory per hash. Under the
// test runner (NODE_ENV=test, which no server sets: config's NODE_ENV is development or production for a
// running one) N=2^10: the tests hash thousands of passwords, and the cost was most of the suite's time on a
// 2-core machine. Stored hashes carry their parameters, so either kind verifies under the other.
const PARAMS = { N: process.env.NODE_ENV === 'test' ? 1 << 10 : 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

let checksHashed = 0;

/** How many stored hashes this process has checked: the costly part of a sign-in or a payment password. */
export function passwordChecksHashed(): number {
  return checksHashed;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  checksHashed++;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that no password matches, compared against when the account does not exist (equal timing). */
export const unusablePasswordHash = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`;
