import { z } from './zod';

/**
 * Body of an encrypted call (docs/architecture.md, From a request to a use case): a fresh AES-256-GCM content key encrypts the JSON payload, and the
 * server's RSA-OAEP (SHA-256) public key wraps that key. Browsers make it with WebCrypto; so do tests.
 */
export const ZEncryptedBody = z.object({
  keyId: z.string().min(1).max(64),
  key: z.string().min(1).max(2048),
  iv: z.string().min(1).max(64),
  data: z.string().min(1).max(200_000),
});
export type TEncryptedBody = z.infer<typeof ZEncryptedBody>;

export const ZPublicKey = z.object({
  keyId: z.string(),
  /** SubjectPublicKeyInfo, DER, base64. */
  spki: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
});
export type TPublicKey = z.infer<typeof ZPublicKey>;

// The browser's side of the encryption, kept apart from the schemas so the player site loads it without zod.
export { encryptBody, encryptShortText, fromBase64, toBase64 } from './encrypt-payload';
