// A video slot is data: reel strips, paylines and paytables. The engine (spin.ts) and the exact return
// calculator (rtp.ts) read only this, so a new slot is a new config, not new code.

export type SlotConfig = {
  readonly id: string;
  readonly name: string;
  /** Symbol code → what it shows (the help page's paytable). */
  readonly symbolNames: Readonly<Record<string, string>>;
  readonly rows: number;
  /** One strip per reel, read top to bottom; the window shows `rows` consecutive symbols, wrapping round. */
  readonly reels: readonly (readonly string[])[];
  /** Strips for free spins; the base strips when absent. */
  readonly freeSpinReels?: readonly (readonly string[])[];
  /** Each line is the row it reads on each reel (0 = top). */
  readonly lines: readonly (readonly number[])[];
  /** Substitutes for every symbol but the scatter; pays on its own from linePays[wild]. */
  readonly wild: string;
  /** Pays anywhere in the window, times the total stake; enough of them start free spins. */
  readonly scatter: string;
  /** Symbol → pay by count of consecutive symbols from the left (index = count), times the line bet. */
  readonly linePays: Readonly<Record<string, readonly number[]>>;
  /** Pay by number of scatters in the window (index = count), times the total stake. */
  readonly scatterPays: readonly number[];
  /** A line win that a wild helped make is multiplied by this (1 = wilds only substitute). */
  readonly wildMultiplier: number;
  readonly freeSpins: {
    /** Spins awarded by number of scatters in the window (index = count); in free spins too (retrigger). */
    readonly awards: readonly number[];
    /** Every win of a free spin is multiplied by this. */
    readonly multiplier: number;
    /** At most this many free spins in one round, retriggers included. */
    readonly maxSpins: number;
  };
  /** The published return to player in percent with two decimals ("96.03"); a test holds it to rtp.ts. */
  readonly statedRtp: string;
};

export type LineWin = {
  /** 1-based line number, as the help page shows it. */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** True when a wild substituted (and the wild multiplier applied). */
  readonly withWild: boolean;
  /** Times the line bet, free-spin multiplier not included. */
  readonly pays: number;
  readonly win: bigint;
};

export type SlotStep = {
  readonly kind: 'base' | 'free';
  /** 0 for the base spin, then 1, 2, … for free spins. */
  readonly index: number;
  /** Strip position shown in the top row of each reel. */
  readonly stops: readonly number[];
  /** grid[reel][row]. */
  readonly grid: readonly (readonly string[])[];
  readonly lineWins: readonly LineWin[];
  readonly scatterCount: number;
  readonly scatterWin: bigint;
  readonly freeSpinsAwarded: number;
  /** Multiplier applied to this step's wins (1 in the base game). */
  readonly multiplier: number;
  readonly win: bigint;
};

export type SlotRound = {
  readonly game: string;
  readonly stake: bigint;
  readonly steps: readonly SlotStep[];
  readonly freeSpinsPlayed: number;
  readonly totalWin: bigint;
};

export type SlotStakeError = 'stake_not_positive' | 'stake_not_multiple_of_lines';
