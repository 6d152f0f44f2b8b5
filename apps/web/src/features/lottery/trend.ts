import type { TDrawView, TLotteryGameDetail } from '@gemilang/contract';
import { type ElottResult, loNumbers, type VnResult } from '@gemilang/games';

/**
 * Trend and hot/cold statistics over the draws the page has: how often each number came out, and for how
 * many draws it has not. E-lottery counts the numbers of every position; Vietnamese counts the lô 2 số
 * endings (every number's last two digits), the figure lô players follow.
 */
export interface NumberStat {
  label: string;
  count: number;
  /** Draws since it last came out (the number of draws counted when never). */
  absent: number;
}

export interface TrendStats {
  draws: number;
  numbers: NumberStat[];
  hot: NumberStat[];
  cold: NumberStat[];
}

function domain(kind: TLotteryGameDetail['kind']): string[] {
  const list = (from: number, to: number, width: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
  if (kind === '5d') return list(0, 9, 1);
  if (kind === 'k3') return list(1, 6, 1);
  if (kind === 'pk10') return list(1, 10, 2);
  if (kind === '11x5') return list(1, 11, 2);
  return list(0, 99, 2);
}

function numbersOf(kind: TLotteryGameDetail['kind'], result: unknown): string[] {
  if (!result || typeof result !== 'object') return [];
  if ('prizes' in result) return loNumbers(result as VnResult, 2);
  const e = result as ElottResult;
  if (!Array.isArray(e.numbers)) return [];
  const width = kind === 'pk10' || kind === '11x5' ? 2 : 1;
  // PK10 is every car in every draw: only the first three places say anything.
  const numbers = kind === 'pk10' ? e.numbers.slice(0, 3) : e.numbers;
  return numbers.map((n) => String(n).padStart(width, '0'));
}

/**
 * Draws newest first, as the draws call answers. Hot and cold are each at most a third of the numbers (K3's
 * six faces give two of each), so no number is both.
 */
export function trendStats(kind: TLotteryGameDetail['kind'], draws: readonly TDrawView[]): TrendStats {
  const drawn = draws.filter((d) => d.result);
  const stats = new Map(domain(kind).map((label) => [label, { label, count: 0, absent: drawn.length }]));
  drawn.forEach((draw, age) => {
    for (const n of numbersOf(kind, draw.result)) {
      const s = stats.get(n);
      if (!s) continue;
      s.count += 1;
      if (age < s.absent) s.absent = age;
    }
  });
  const numbers = [...stats.values()];
  const size = Math.min(5, Math.floor(numbers.length / 3));
  const byCount = [...numbers].sort((a, b) => b.count - a.count || a.absent - b.absent);
  const cold = [...numbers].sort((a, b) => a.count - b.count || b.absent - a.absent);
  return { draws: drawn.length, numbers, hot: byCount.slice(0, size), cold: cold.slice(0, size) };
}
