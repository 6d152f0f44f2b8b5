import type { SlotConfig } from './model';

// How one line pays: symbols count from the leftmost reel while they match the line's symbol (the first
// one that is not a wild) or are wilds. A line starting with wilds may pay as wilds or as the symbol they
// substitute for, whichever pays more, never both. A scatter on a line pays nothing as a line.

export type LinePay = {
  readonly symbol: string;
  readonly count: number;
  readonly withWild: boolean;
  /** Times the line bet, the wild multiplier included. */
  readonly pays: number;
};

export function evaluateLine(config: SlotConfig, symbols: readonly string[]): LinePay | null {
  const { wild, scatter, linePays, wildMultiplier } = config;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds += 1;
  const wildPays = linePays[wild]?.[wilds] ?? 0;

  const target = symbols[wilds];
  let best: LinePay | null = wildPays > 0 ? { symbol: wild, count: wilds, withWild: false, pays: wildPays } : null;
  if (target === undefined || target === scatter) return best;

  let count = wilds;
  let withWild = wilds > 0;
  while (count < symbols.length && (symbols[count] === target || symbols[count] === wild)) {
    if (symbols[count] === wild) withWild = true;
    count += 1;
  }
  const base = linePays[target]?.[count] ?? 0;
  // Only wilds inside the run were seen: a wild after it helped nothing and multiplies nothing.
  const pays = base * (withWild ? wildMultiplier : 1);
  if (pays > 0 && (best === null || pays > best.pays)) best = { symbol: target, count, withWild, pays };
  return best;
}
