import { RED_NUMBERS, SIC_BO_TOTAL_PAYS } from '@gemilang/games';

/**
 * The betting spots of each table, as data: the bet the server receives (type and numbers, ADR 029's
 * shapes), the translation key of its label and what it pays to one. The pays come from the rules' own
 * tables where packages/games publishes them, so the felt and the settlement cannot disagree.
 */
export type TableKind = 'baccarat' | 'dragon_tiger' | 'roulette' | 'sic_bo';

export interface Spot {
  /** Unique on the table: type and numbers. */
  readonly key: string;
  readonly type: string;
  readonly numbers?: readonly number[];
  /** play.json key and its values. */
  readonly label: string;
  readonly labelValues?: Record<string, string | number>;
  /** What the felt shows when its row already says the kind of bet (the label stays the accessible name). */
  readonly short?: string;
  /** "1:1", "0.95:1", "1-3:1". */
  readonly pays: string;
  /** A tone for the felt. */
  readonly tone?: 'red' | 'black' | 'green' | 'blue' | 'gold';
}

const spot = (type: string, pays: string, extra: Partial<Spot> = {}): Spot => ({
  key: [type, ...(extra.numbers ?? [])].join(':'),
  type,
  label: `tables.bets.${type}`,
  pays,
  ...extra,
});

const baccarat: Spot[] = [
  spot('player_pair', '11:1', { tone: 'blue' }),
  spot('tie', '8:1', { tone: 'green' }),
  spot('banker_pair', '11:1', { tone: 'red' }),
  spot('player', '1:1', { tone: 'blue' }),
  spot('banker', '0.95:1', { tone: 'red' }),
];

const dragonTiger: Spot[] = [
  spot('dragon', '1:1', { tone: 'red' }),
  spot('tie', '8:1', { tone: 'green' }),
  spot('tiger', '1:1', { tone: 'blue' }),
  spot('suited_tie', '50:1', { tone: 'gold' }),
];

const straight = (n: number) =>
  spot('straight', '35:1', {
    numbers: [n],
    label: 'tables.bets.number',
    labelValues: { n },
    tone: n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black',
  });

export const rouletteNumbers: Spot[] = Array.from({ length: 37 }, (_, n) => straight(n));
const rouletteOutside: Spot[] = [
  ...[1, 2, 3].map((d) =>
    spot('dozen', '2:1', { numbers: [d], label: 'tables.bets.dozen', labelValues: { from: d * 12 - 11, to: d * 12 } }),
  ),
  ...[1, 2, 3].map((c) => spot('column', '2:1', { numbers: [c], label: 'tables.bets.column', labelValues: { n: c } })),
  spot('low', '1:1'),
  spot('even', '1:1'),
  spot('red', '1:1', { tone: 'red' }),
  spot('black', '1:1', { tone: 'black' }),
  spot('odd', '1:1'),
  spot('high', '1:1'),
];

const sicBo: Spot[] = [
  spot('small', '1:1', { tone: 'blue' }),
  spot('any_triple', '30:1', { tone: 'gold' }),
  spot('big', '1:1', { tone: 'red' }),
  ...Array.from({ length: 14 }, (_, i) =>
    spot('total', `${SIC_BO_TOTAL_PAYS[i + 4]}:1`, {
      numbers: [i + 4],
      label: 'tables.bets.total',
      labelValues: { n: i + 4 },
      short: String(i + 4),
    }),
  ),
  ...[1, 2, 3, 4, 5, 6].map((f) =>
    spot('double', '10:1', { numbers: [f], label: 'tables.bets.double', labelValues: { n: f }, short: `${f} ${f}` }),
  ),
  ...[1, 2, 3, 4, 5, 6].map((f) =>
    spot('triple', '180:1', {
      numbers: [f],
      label: 'tables.bets.triple',
      labelValues: { n: f },
      short: `${f} ${f} ${f}`,
    }),
  ),
  ...[1, 2, 3, 4, 5, 6].map((f) =>
    spot('single', '1-3:1', { numbers: [f], label: 'tables.bets.single', labelValues: { n: f }, short: `${f}` }),
  ),
];

export const tableSpots: Record<TableKind, Spot[]> = {
  baccarat,
  dragon_tiger: dragonTiger,
  roulette: [...rouletteNumbers, ...rouletteOutside],
  sic_bo: sicBo,
};

export const rouletteOutsideSpots = rouletteOutside;

/** Chip values in minor units of a two-decimal currency (1, 5, 10, 50, 100). */
export const CHIPS = [100n, 500n, 1_000n, 5_000n, 10_000n];
