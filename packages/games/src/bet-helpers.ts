import type { ClassChance, SelectionErrorCode, WinningKey } from './model';
import { type Ratio, ratio, ZERO } from './ratio';

// Small building blocks the bet-type tables share: selection normalisers and chance shapes.

export type Normaliser = (token: string) => string | SelectionErrorCode;

export function isSelectionError(value: string): value is SelectionErrorCode {
  return (
    value === 'selection_malformed' ||
    value === 'number_out_of_range' ||
    value === 'number_duplicated' ||
    value === 'selection_count_wrong'
  );
}

/** One of a few words ("big", "small"); case and surrounding spaces do not matter. */
export function choice(options: readonly string[]): Normaliser {
  return (token) => {
    const word = token.trim().toLowerCase();
    return options.includes(word) ? word : 'selection_malformed';
  };
}

/**
 * An integer in [min, max] written with `width` digits in keys (2 gives "07"). Typed input may omit the
 * leading zero ("7" → "07") because a player typing balls 1-11 thinks of them as numbers.
 */
export function integer(min: number, max: number, width: number): Normaliser {
  return (token) => {
    const text = token.trim();
    if (!/^\d{1,3}$/.test(text)) return 'selection_malformed';
    const value = Number(text);
    if (value < min || value > max) return 'number_out_of_range';
    return String(value).padStart(width, '0');
  };
}

/**
 * A Vietnamese lottery number of exactly `digits` digits ("07", "271"). No padding here: "7" for lô 2 số is
 * refused, since on a Vietnamese slip 7 and 07 are written differently and 007 would be a lô 3 số number.
 */
export function digitString(digits: number): Normaliser {
  const pattern = new RegExp(`^\\d{${digits}}$`);
  return (token) => {
    const text = token.trim();
    if (/^\d+$/.test(text) && text.length !== digits) return 'number_out_of_range';
    return pattern.test(text) ? text : 'selection_malformed';
  };
}

/** "pos3:7": a position (1-based) and a value on it. */
export function positional(positions: number, value: Normaliser, prefix = 'pos'): Normaliser {
  return (token) => {
    const match = /^\s*pos\s*(\d{1,2})\s*:\s*(.+)$/i.exec(token);
    if (!match) return 'selection_malformed';
    const position = Number(match[1]);
    if (position < 1 || position > positions) return 'number_out_of_range';
    const normalised = value(match[2]!);
    return isSelectionError(normalised) ? normalised : `${prefix}${position}:${normalised}`;
  };
}

export function parsePositional(key: string): { position: number; value: string } {
  const colon = key.indexOf(':');
  return { position: Number(key.slice(3, colon)), value: key.slice(colon + 1) };
}

/** "03,07": an ordered tuple of distinct numbers (11x5 first two in order). */
export function orderedTuple(size: number, item: Normaliser): Normaliser {
  return (token) => {
    const parts = token.split(/[\s,;-]+/).filter((part) => part !== '');
    if (parts.length !== size) return 'selection_count_wrong';
    const items: string[] = [];
    for (const part of parts) {
      const normalised = item(part);
      if (isSelectionError(normalised)) return normalised;
      if (items.includes(normalised)) return 'number_duplicated';
      items.push(normalised);
    }
    return items.join(',');
  };
}

/** A class that wins with chance p (at most one hit) and never pushes. */
export function winChance(p: Ratio): ClassChance {
  return { expectedHits: p, push: ZERO };
}

export function countChance(favourable: number, total: number): ClassChance {
  return winChance(ratio(favourable, total));
}

export function won(key: string, hits = 1): WinningKey {
  return { key, hits, outcome: 'won' };
}

export function pushed(key: string): WinningKey {
  return { key, hits: 0, outcome: 'push' };
}

export const LOST = { outcome: 'lost', hits: 0 } as const;
export const WON_ONCE = { outcome: 'won', hits: 1 } as const;
export const PUSH = { outcome: 'push', hits: 0 } as const;

export function wonIf(condition: boolean) {
  return condition ? WON_ONCE : LOST;
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let value = 1;
  for (let i = 1; i <= k; i += 1) value = (value * (n - k + i)) / i;
  return Math.round(value);
}

/** Every k-subset of items, in lexicographic order of positions. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i += 1) {
      pick.push(items[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

export function memo<T>(compute: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= compute();
    return value;
  };
}
