import type { TRedEnvelopeEvent } from '@gemilang/contract';

/** An amount as the API writes it ("12.34", "5") in minor units: its digits without the point. */
export function minorOf(major: string): bigint {
  return BigInt(major.replace('.', ''));
}

export interface Verification {
  /** The SHA-256 the browser computed from the revealed split and salt. */
  hash: string;
  hashMatches: boolean;
  /** The split's total in the API's major units, and whether it is the pool. */
  sumMatches: boolean;
}

/**
 * Checks an ended event in the member's own browser (ADR 061): SHA-256 of the amounts in minor units joined by
 * commas, a colon and the salt must be the commitment published before the event opened, and the amounts must add
 * up to the pool. Nothing here trusts the server beyond the numbers it revealed.
 */
export async function verifySplit(event: TRedEnvelopeEvent): Promise<Verification | null> {
  if (!event.reveal) return null;
  const minor = event.reveal.amounts.map(minorOf);
  const text = `${minor.join(',')}:${event.reveal.salt}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const sum = minor.reduce((a, b) => a + b, 0n);
  return { hash, hashMatches: hash === event.commitment, sumMatches: sum === minorOf(event.pool) };
}
