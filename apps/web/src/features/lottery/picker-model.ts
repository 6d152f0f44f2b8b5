import type { TLotteryGameDetail } from '@gemilang/contract';
import { ticketTypesOf } from '@gemilang/games';

/**
 * What the number picker shows for a bet type: rows of choices whose keys are the games package's
 * selections ("pos3:7", "27", "big"), and whether many numbers may be typed at once (lô, 3 and 4 càng).
 * The rules (which keys are valid, how a ticket expands) stay in packages/games; this only lays them out.
 */
export type GameKind = TLotteryGameDetail['kind'];

export interface PickerOption {
  /** The selection sent to the server. */
  key: string;
  /** Shown as is (a number) or, when `word` is set, translated from lottery:keys.<word>. */
  label: string;
  word?: boolean;
  /** The number, for the quick picks (big, small, odd, even). */
  n?: number;
}

export interface PickerRow {
  id: string;
  /** lottery:rows.<label> with { n } (a position, a pair of places), or none for a single row. */
  label?: { key: string; n?: string };
  options: PickerOption[];
}

export interface PickerSpec {
  rows: PickerRow[];
  /** Numbers may be typed: their digit count (null: any of the row's), and tuples of this size for ordered types. */
  typed?: { digits: number; tuple?: number };
  /** Combination types: every k-subset of the chosen numbers is one bet. */
  combination?: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function numbers(from: number, to: number, width = 1, prefix = ''): PickerOption[] {
  return range(from, to).map((n) => ({ key: `${prefix}${pad(n, width)}`, label: pad(n, width), n }));
}

function words(list: readonly string[], prefix = ''): PickerOption[] {
  return list.map((w) => ({ key: `${prefix}${w}`, label: w, word: true }));
}

function single(options: PickerOption[]): PickerSpec {
  return { rows: [{ id: 'main', options }] };
}

function positions(count: number, options: (prefix: string) => PickerOption[]): PickerSpec {
  return {
    rows: range(1, count).map((p) => ({
      id: `pos${p}`,
      label: { key: 'position', n: String(p) },
      options: options(`pos${p}:`),
    })),
  };
}

const BIG_SMALL = ['big', 'small'] as const;
const ODD_EVEN = ['odd', 'even'] as const;
const SHAPES = ['triple', 'straight', 'pair', 'half_straight', 'mixed'] as const;

function fiveD(betType: string): PickerSpec | null {
  switch (betType) {
    case 'pos_number':
      return positions(5, (p) => numbers(0, 9, 1, p));
    case 'pos_big_small':
      return positions(5, (p) => words(BIG_SMALL, p));
    case 'pos_odd_even':
      return positions(5, (p) => words(ODD_EVEN, p));
    case 'sum_big_small':
      return single(words(BIG_SMALL));
    case 'sum_odd_even':
      return single(words(ODD_EVEN));
    case 'dragon_tiger':
      return single(words(['dragon', 'tiger', 'tie']));
    case 'front3':
    case 'middle3':
    case 'back3':
      return single(words(SHAPES));
    default:
      return null;
  }
}

function k3(betType: string): PickerSpec | null {
  switch (betType) {
    case 'sum':
      return single(numbers(3, 18));
    case 'sum_big_small':
      return single(words(BIG_SMALL));
    case 'sum_odd_even':
      return single(words(ODD_EVEN));
    case 'any_triple':
    case 'three_consecutive':
      return single(words(['any']));
    case 'triple':
      return single(range(1, 6).map((d) => ({ key: `${d}${d}${d}`, label: `${d}${d}${d}`, n: d })));
    case 'pair':
      return single(range(1, 6).map((d) => ({ key: `${d}${d}`, label: `${d}${d}`, n: d })));
    case 'three_different':
      return { ...single(numbers(1, 6)), combination: 3 };
    default:
      return null;
  }
}

function pk10(betType: string): PickerSpec | null {
  switch (betType) {
    case 'pos_number':
      return positions(10, (p) => numbers(1, 10, 2, p));
    case 'pos_big_small':
      return positions(10, (p) => words(BIG_SMALL, p));
    case 'pos_odd_even':
      return positions(10, (p) => words(ODD_EVEN, p));
    case 'dragon_tiger':
      return {
        rows: range(1, 5).map((a) => ({
          id: `${a}v${11 - a}`,
          label: { key: 'versus', n: `${a} – ${11 - a}` },
          options: words(['dragon', 'tiger'], `${a}v${11 - a}:`),
        })),
      };
    case 'top2_sum':
      return single(numbers(3, 19));
    case 'top2_sum_big_small':
      return single(words(BIG_SMALL));
    case 'top2_sum_odd_even':
      return single(words(ODD_EVEN));
    default:
      return null;
  }
}

function elevenFive(betType: string): PickerSpec | null {
  const any = /^any_(\d)in/.exec(betType);
  if (any) return { ...single(numbers(1, 11, 2)), combination: Number(any[1]) };
  const first = /^first(\d)_(ordered|any)$/.exec(betType);
  if (first) {
    const size = Number(first[1]);
    return first[2] === 'any'
      ? { ...single(numbers(1, 11, 2)), combination: size }
      : { rows: [], typed: { digits: 2, tuple: size } };
  }
  switch (betType) {
    case 'pos_big_small':
      return positions(5, (p) => words(BIG_SMALL, p));
    case 'pos_odd_even':
      return positions(5, (p) => words(ODD_EVEN, p));
    case 'sum_big_small':
      return single(words(BIG_SMALL));
    case 'sum_odd_even':
      return single(words(ODD_EVEN));
    default:
      return null;
  }
}

function vietnamese(betType: string): PickerSpec | null {
  const twoDigits = { ...single(numbers(0, 99, 2)), typed: { digits: 2 } };
  const xien = /^(xien|truot)(\d+)$/.exec(betType);
  if (xien) return { ...twoDigits, combination: Number(xien[2]) };
  switch (betType) {
    case 'lo2':
    case 'de':
    case 'de_dau':
    case 'de_dau_duoi':
      return twoDigits;
    case 'lo3':
    case 'cang3':
      return { rows: [], typed: { digits: 3 } };
    case 'lo4':
    case 'cang4':
      return { rows: [], typed: { digits: 4 } };
    case 'dau':
    case 'duoi':
      return single(numbers(0, 9));
    case 'de_big_small':
      return single(words(BIG_SMALL));
    case 'de_odd_even':
      return single(words(ODD_EVEN));
    default:
      return null;
  }
}

/** The picker of a bet type, or null for one this page does not know (it is then not offered). */
export function pickerFor(kind: GameKind, betType: string): PickerSpec | null {
  if (kind === '5d') return fiveD(betType);
  if (kind === 'k3') return k3(betType);
  if (kind === 'pk10') return pk10(betType);
  if (kind === '11x5') return elevenFive(betType);
  return vietnamese(betType);
}

/**
 * The bet types a game offers on its page, in the rule set's order (the games package's): those on sale in
 * the detail that have a picker, and đề đầu-đuôi (a ticket type that becomes a đề đầu and a đề bet) where both
 * of its parts are on sale.
 */
export function offeredBetTypes(detail: Pick<TLotteryGameDetail, 'kind' | 'betTypes'>): string[] {
  const onSale = new Set(detail.betTypes.map((b) => b.betType));
  if (onSale.has('de') && onSale.has('de_dau')) onSale.add('de_dau_duoi');
  return ticketTypesOf(detail.kind).filter((code) => onSale.has(code) && pickerFor(detail.kind, code) !== null);
}

export type QuickPick = 'big' | 'small' | 'odd' | 'even' | 'all' | 'clear';
export const quickPicks: readonly QuickPick[] = ['big', 'small', 'odd', 'even', 'all', 'clear'];

/** Whether a row's choices are numbers, so the quick picks apply to it. */
export function hasQuickPicks(row: PickerRow): boolean {
  return row.options.length > 2 && row.options.every((o) => o.n !== undefined);
}

/**
 * The row's selection after a quick pick: big is the upper half of the row's numbers (5–9 of 0–9, 50–99 of
 * 00–99, 11–18 of K3's sums), small the lower half; odd and even by the number; all, and clear. The rest of
 * the ticket's selection (other rows) is kept.
 */
export function applyQuickPick(row: PickerRow, selected: ReadonlySet<string>, pick: QuickPick): Set<string> {
  const next = new Set([...selected].filter((key) => !row.options.some((o) => o.key === key)));
  const values = row.options.map((o) => o.n ?? 0);
  const middle = (Math.min(...values) + Math.max(...values)) / 2;
  const chosen = row.options.filter((o) => {
    const n = o.n ?? 0;
    if (pick === 'big') return n > middle;
    if (pick === 'small') return n < middle;
    if (pick === 'odd') return n % 2 === 1;
    if (pick === 'even') return n % 2 === 0;
    return pick === 'all';
  });
  for (const o of chosen) next.add(o.key);
  return next;
}

/**
 * Numbers typed at once ("27 35, 09;61"): split on spaces, commas, semicolons and new lines. For ordered
 * types a tuple is one line (or one `;`/`|` group) with its numbers inside: "03 07; 05 11" is two tuples.
 */
export function parseTyped(text: string, tuple?: number): string[] {
  if (tuple) {
    return text
      .split(/[\n;|]+/)
      .map((group) =>
        group
          .trim()
          .split(/[\s,.-]+/)
          .filter(Boolean),
      )
      .filter((parts) => parts.length > 0)
      .map((parts) => parts.join(','));
  }
  return text.split(/[\s,;.|-]+/).filter(Boolean);
}
