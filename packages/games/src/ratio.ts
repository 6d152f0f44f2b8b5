// Exact fractions for probabilities and returns: the help page's RTP is computed, not estimated, and a
// float would hide the difference between 97.5% and 97.4999%.
export type Ratio = { readonly num: bigint; readonly den: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d === 0n) throw new Error('A ratio cannot have a zero denominator');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { num: (sign * n) / g, den: (sign * d) / g };
}

export const ZERO: Ratio = { num: 0n, den: 1n };

export function add(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.num, a.den * b.den);
}

/** For display only (a percentage on a help page); never for money. */
export function toNumber(r: Ratio): number {
  // Scale in bigint first so huge denominators (100^27 for lô xiên) keep their precision.
  const scale = 10n ** 15n;
  return Number((r.num * scale) / r.den) / 1e15;
}
