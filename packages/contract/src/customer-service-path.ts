/**
 * The customer-service path format: an encrypted string whose last 8 characters are the key and
 * the rest the ciphertext. The key travels with the text, so this hides a chat link from casual scraping
 * and link scanners; it is not secrecy, and nothing secret may be put in a path.
 *
 * Ciphertext: AES-256-CTR of the UTF-8 text, keyed by SHA-256 of the 8-character key, in base64url. Each
 * path gets a fresh random key, so a counter block of zeros never repeats under one key in practice.
 */
export const CUSTOMER_SERVICE_KEY_LENGTH = 8;

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const keyShape = new RegExp(`^[A-Za-z0-9]{${CUSTOMER_SERVICE_KEY_LENGTH}}$`);
const counter = new Uint8Array(16);

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function aesKey(key: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return crypto.subtle.importKey('raw', digest, { name: 'AES-CTR' }, false, [usage]);
}

/** A random key of the path's alphabet; rejection sampling keeps every character equally likely. */
function randomKey(): string {
  let key = '';
  while (key.length < CUSTOMER_SERVICE_KEY_LENGTH) {
    for (const b of crypto.getRandomValues(new Uint8Array(16))) {
      if (b < 248 && key.length < CUSTOMER_SERVICE_KEY_LENGTH) key += keyAlphabet[b % keyAlphabet.length];
    }
  }
  return key;
}

/** Encodes a customer-service link; `key` is for tests, a fresh random one is used otherwise. */
export async function encodeCustomerServicePath(plain: string, key: string = randomKey()): Promise<string> {
  if (!keyShape.test(key)) throw new Error(`The key must be ${CUSTOMER_SERVICE_KEY_LENGTH} letters or digits.`);
  if (plain === '') throw new Error('A customer-service path cannot be empty.');
  const data = await crypto.subtle.encrypt(
    { name: 'AES-CTR', counter, length: 64 },
    await aesKey(key, 'encrypt'),
    new TextEncoder().encode(plain),
  );
  return toBase64Url(new Uint8Array(data)) + key;
}

/** Decodes a path made by encodeCustomerServicePath; throws on a value of the wrong shape. */
export async function decodeCustomerServicePath(path: string): Promise<string> {
  const key = path.slice(-CUSTOMER_SERVICE_KEY_LENGTH);
  if (path.length <= CUSTOMER_SERVICE_KEY_LENGTH || !keyShape.test(key)) throw new Error('not a customer-service path');
  const data = fromBase64Url(path.slice(0, -CUSTOMER_SERVICE_KEY_LENGTH));
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-CTR', counter, length: 64 },
    await aesKey(key, 'decrypt'),
    data,
  );
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}
