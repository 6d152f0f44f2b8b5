import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random session token, URL-safe. Only its hash is stored (docs/architecture.md, Security). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
