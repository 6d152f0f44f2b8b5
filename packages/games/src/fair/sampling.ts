import type { ByteStream } from './byte-stream';

const TWO_POW_32 = 2 ** 32;

// Uniform in [0, n) by rejection: a 32-bit value at or above the largest multiple of n is thrown away
// and the next one read, so every residue has exactly the same number of preimages (no modulo bias).
export function uniformInt(stream: ByteStream, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_POW_32) throw new Error('n must be an integer in [1, 2^32]');
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const x = stream.nextUint32();
    if (x < limit) return x % n;
  }
}

// k distinct integers of [0, n) in the order drawn: the first k steps of a forward Fisher-Yates shuffle.
export function drawDistinct(stream: ByteStream, n: number, k: number): number[] {
  if (!Number.isSafeInteger(k) || k < 0 || k > n) throw new Error('k must be an integer in [0, n]');
  const pool = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i += 1) {
    const j = i + uniformInt(stream, n - i);
    const picked = pool[j]!;
    pool[j] = pool[i]!;
    pool[i] = picked;
  }
  return pool.slice(0, k);
}

// A uniformly random order of the items (every permutation equally likely).
export function shuffle<T>(stream: ByteStream, items: readonly T[]): T[] {
  return drawDistinct(stream, items.length, items.length).map((i) => items[i]!);
}
