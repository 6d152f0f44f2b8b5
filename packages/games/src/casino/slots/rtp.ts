import { add, mul, type Ratio, ratio, toNumber } from '../../ratio';
import { evaluateLine } from './evaluate';
import type { SlotConfig } from './model';

// The exact return to player of a slot config, without sampling.
//
// Lines: a stop is uniform on each strip, so the symbol any one row shows on a reel is distributed as the
// strip's symbol counts, independently across reels. Every line therefore has the same expected win, and
// with the stake split evenly over the lines the line return is E[one line's pay] in line bets: a sum over
// the (symbols per reel)^5 symbol combinations weighted by their counts, each paid by the engine's own
// evaluateLine. Scatters: the number in each reel's window, counted over every stop, convolved across reels.
// Free spins: each spin is independent of the ones before it, and whether spin i is played depends only on
// the spins before it, so (Wald) the feature is worth E[spins played] × E[win of one free spin]. E[spins
// played] is a small Markov chain over (spins left, spins awarded) because retriggers stop at the cap.

export type SlotReturn = {
  /** Per unit staked. */
  readonly rtp: Ratio;
  readonly percent: number;
  readonly baseLines: Ratio;
  readonly baseScatters: Ratio;
  readonly freeSpins: Ratio;
  /** Chance that a paid spin starts free spins. */
  readonly triggerChance: Ratio;
  /** Expected free spins played per feature, over the scatter counts that start one. */
  readonly expectedFreeSpins: Ratio;
  /** Expected win of one free spin per unit staked, multiplier included. */
  readonly freeSpinValue: Ratio;
};

type Strips = readonly (readonly string[])[];

function symbolCounts(strip: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts];
}

function product(strips: Strips): bigint {
  return strips.reduce((p, s) => p * BigInt(s.length), 1n);
}

/** E[pay of one line] in line bets (wild multiplier included). */
export function lineReturn(config: SlotConfig, strips: Strips): Ratio {
  const perReel = strips.map(symbolCounts);
  const symbols: string[] = [];
  let total = 0n;
  const walk = (reel: number, weight: number) => {
    if (reel === perReel.length) {
      const pay = evaluateLine(config, symbols);
      if (pay) total += BigInt(weight) * BigInt(pay.pays);
      return;
    }
    for (const [symbol, count] of perReel[reel]!) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  return ratio(total, product(strips));
}

/** Weight (number of stop combinations) of each scatter count in the window; they sum to Π strip lengths. */
export function scatterCountWeights(config: SlotConfig, strips: Strips): bigint[] {
  let weights = [1n];
  for (const strip of strips) {
    const onReel = new Array<bigint>(config.rows + 1).fill(0n);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let n = 0;
      for (let row = 0; row < config.rows; row += 1) if (strip[(stop + row) % strip.length] === config.scatter) n += 1;
      onReel[n]! += 1n;
    }
    const next = new Array<bigint>(weights.length + config.rows).fill(0n);
    weights.forEach((w, i) => {
      onReel.forEach((v, j) => {
        next[i + j]! += w * v;
      });
    });
    weights = next;
  }
  return weights;
}

function scatterReturn(config: SlotConfig, weights: readonly bigint[], total: bigint): Ratio {
  const paid = weights.reduce((sum, w, k) => sum + w * BigInt(config.scatterPays[k] ?? 0), 0n);
  return ratio(paid, total);
}

/** E[free spins played] for a feature started with `initial` spins: exact, as a ratio. */
export function expectedFreeSpinsPlayed(config: SlotConfig, initial: number): Ratio {
  const strips = config.freeSpinReels ?? config.reels;
  const cap = config.freeSpins.maxSpins;
  const weights = scatterCountWeights(config, strips);
  const d = product(strips);
  const awards = weights.map((w, k) => ({ w, award: config.freeSpins.awards[k] ?? 0 }));
  // f(r, a) = E[spins still to play | r left, a awarded so far] = num(r, a) / D^(r + cap - a): every step
  // lowers r + cap - a by one, so the denominators line up and no fraction needs reducing until the end.
  const memo = new Map<number, bigint>();
  const num = (r: number, a: number): bigint => {
    if (r === 0) return 0n;
    const key = r * 100_003 + a;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = d ** BigInt(r + cap - a);
    for (const { w, award } of awards) {
      if (w === 0n) continue;
      const added = Math.min(award, cap - a);
      value += w * num(r - 1 + added, a + added);
    }
    memo.set(key, value);
    return value;
  };
  const start = Math.min(initial, cap);
  return ratio(num(start, start), d ** BigInt(cap));
}

export function slotReturn(config: SlotConfig): SlotReturn {
  const baseWeights = scatterCountWeights(config, config.reels);
  const baseTotal = product(config.reels);
  const baseLines = lineReturn(config, config.reels);
  const baseScatters = scatterReturn(config, baseWeights, baseTotal);

  const fsStrips = config.freeSpinReels ?? config.reels;
  const fsWeights = scatterCountWeights(config, fsStrips);
  const freeSpinValue = mul(
    ratio(config.freeSpins.multiplier),
    add(lineReturn(config, fsStrips), scatterReturn(config, fsWeights, product(fsStrips))),
  );

  let triggerChance = ratio(0);
  let spinsWeighted = ratio(0);
  baseWeights.forEach((w, k) => {
    const award = config.freeSpins.awards[k] ?? 0;
    if (award === 0 || w === 0n) return;
    const chance = ratio(w, baseTotal);
    triggerChance = add(triggerChance, chance);
    spinsWeighted = add(spinsWeighted, mul(chance, expectedFreeSpinsPlayed(config, award)));
  });
  const freeSpins = mul(spinsWeighted, freeSpinValue);
  const rtp = add(add(baseLines, baseScatters), freeSpins);
  const expectedFreeSpins =
    triggerChance.num === 0n ? ratio(0) : mul(spinsWeighted, ratio(triggerChance.den, triggerChance.num));
  return {
    rtp,
    percent: toNumber(mul(rtp, ratio(100))),
    baseLines,
    baseScatters,
    freeSpins,
    triggerChance,
    expectedFreeSpins,
    freeSpinValue,
  };
}

/** The published figure: the exact return in percent, rounded half up to two decimals. */
export function statedRtpOf(config: SlotConfig): string {
  const r = slotReturn(config).rtp;
  const hundredths = (r.num * 10_000n * 2n + r.den) / (2n * r.den);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}
