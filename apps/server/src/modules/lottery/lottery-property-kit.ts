// Test-only helpers of the lottery's property tests (imported by *.test.ts, never by the app): a seeded
// random source, so a failing seed reproduces, and random results and picks drawn from it.
import { type GameKind, regionOf, VN_TIER_SHAPES, type VnResult } from '@gemilang/games';

/** A small seeded generator (mulberry32): numbers in [0, 1), the same for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A Vietnamese result of the game's region with every tier filled with random numbers of its digits. */
export function randomVnResult(kind: GameKind, random: () => number): VnResult {
  const region = regionOf(kind as 'vn_north');
  const prizes: Record<string, string[]> = {};
  for (const shape of VN_TIER_SHAPES[region]) {
    prizes[shape.tier] = Array.from({ length: shape.count }, () =>
      String(Math.floor(random() * 10 ** shape.digits)).padStart(shape.digits, '0'),
    );
  }
  return { region, prizes } as VnResult;
}

/** `count` of the items, in a random order (a partial Fisher–Yates shuffle of a copy). */
export function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

/** A ticket as a slip sends it. */
export type TicketIn = { betType: string; selections: string[]; stake?: string; points?: number };
