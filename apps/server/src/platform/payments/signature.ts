import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the exact bytes sent, hex: what a gateway signs its notices with. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/**
 * True when `signature` is the body's HMAC under `secret`. Compared in constant time, so the time taken
 * tells a forger nothing about how much of a guess was right.
 */
export function signatureMatches(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
