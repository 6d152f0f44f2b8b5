import { createHash, randomBytes } from 'node:crypto';

/** A uniformly random integer in [0, n), from the operating system's generator (rejection sampling, no bias). */
function randomBelow(n: bigint): bigint {
  if (n <= 1n) return 0n;
  const bits = (n - 1n).toString(2).length;
  const bytes = Math.ceil(bits / 8);
  const mask = (1n << BigInt(bits)) - 1n;
  for (;;) {
    const draw = BigInt(`0x${randomBytes(bytes).toString('hex')}`) & mask;
    if (draw < n) return draw;
  }
}

/**
 * Splits a pool into `count` random amounts, each at least `min`, summing exactly to the pool (ADR 061). Every
 * envelope gets the minimum; what is left over is cut at count − 1 points drawn uniformly at random (with the
 * crypto generator) and each envelope gets one piece, so every order of amounts is equally likely and nothing is
 * ever lost to rounding. The caller checks `min × count ≤ pool` first.
 */
export function splitPool(pool: bigint, count: number, min: bigint): bigint[] {
  const rest = pool - min * BigInt(count);
  if (count < 1 || rest < 0n) throw new Error('the pool cannot hold that many envelopes at the minimum');
  const cuts: bigint[] = [];
  for (let i = 0; i < count - 1; i++) cuts.push(randomBelow(rest + 1n));
  cuts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const amounts: bigint[] = [];
  let previous = 0n;
  for (const cut of [...cuts, rest]) {
    amounts.push(min + cut - previous);
    previous = cut;
  }
  return amounts;
}

/** A fresh salt: 32 random bytes as hex, so the commitment cannot be reversed by trying splits. */
export function newSalt(): string {
  return randomBytes(32).toString('hex');
}

/** The text committed to: the amounts in minor units joined by commas, a colon, the salt. */
export function committedText(amounts: readonly bigint[], salt: string): string {
  return `${amounts.join(',')}:${salt}`;
}

/** The commitment: SHA-256 of the committed text, lowercase hex. */
export function commitmentOf(amounts: readonly bigint[], salt: string): string {
  return createHash('sha256').update(committedText(amounts, salt)).digest('hex');
}
