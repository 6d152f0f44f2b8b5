import type { TEncryptedBody, TPublicKey } from './encrypted-body';

/**
 * Encrypting a call's body for the server (docs/architecture.md, From a request to a use case; the envelope's shape is in encrypted-body.ts): a fresh
 * AES-256-GCM content key encrypts the JSON payload and the server's RSA-OAEP (SHA-256) key wraps that key.
 * No zod here: the player site's first script imports this.
 */

/** Standard base64 of bytes (exported for tests that play the server's side of the encryption). */
export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function importRsaKey(spki: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

export async function encryptBody(publicKey: TPublicKey, payload: unknown): Promise<TEncryptedBody> {
  const rsa = await importRsaKey(publicKey.spki);
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain);
  const rawKey = await crypto.subtle.exportKey('raw', aes);
  const key = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey);
  return { keyId: publicKey.keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}

/** RSA-OAEP of a short string on its own (the free-play call's reversed random string). */
export async function encryptShortText(publicKey: TPublicKey, text: string): Promise<string> {
  const rsa = await importRsaKey(publicKey.spki);
  const out = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, new TextEncoder().encode(text));
  return toBase64(out);
}
