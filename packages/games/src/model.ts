import type { Ratio } from './ratio';

export type ElottGame = '5d' | 'k3' | 'pk10' | '11x5';
export type VnRegion = 'north' | 'central' | 'south';
export type VnGame = 'vn_north' | 'vn_central' | 'vn_south';
/** A rule set. The server's game codes (5D1, 5D3, XSMB...) map onto one of these. */
export type GameKind = ElottGame | VnGame;

/** An e-lottery result as stored: the numbers in draw order (5D digits, K3 dice, PK10 cars by place, 11x5 balls). */
export type ElottResult = { readonly game: ElottGame; readonly numbers: readonly number[] };

export const VN_TIERS = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export type VnTier = (typeof VN_TIERS)[number];
/** A Vietnamese result as stored: every number as a digit string (leading zeros matter), per tier. */
export type VnResult = {
  readonly region: VnRegion;
  readonly prizes: Readonly<Partial<Record<VnTier, readonly string[]>>>;
};

export type DrawResult = ElottResult | VnResult;

export type Outcome = 'won' | 'lost' | 'push';
/** hits is 0 unless won; lô pays once per hit, every other bet type has at most one. */
export type Evaluation = { readonly outcome: Outcome; readonly hits: number };

/** How a set-based bet is decided against the draw's set: chosen ⊆ set, chosen ∩ set = ∅, set ⊆ chosen. */
export type SetRule = 'all_in' | 'none_in' | 'covers';

export type SelectionErrorCode =
  | 'selection_malformed'
  | 'number_out_of_range'
  | 'number_duplicated'
  | 'selection_count_wrong';

/** Odds in thousandths of the stake, stake included (1960 = pays 1.96 × stake). */
export type OddsPrice = { readonly pricing: 'odds'; readonly odds: Readonly<Record<string, number>> };
/** Lô-style: a point costs costPerPoint units and pays payoutPerHit units for each hit. */
export type PointPrice = {
  readonly pricing: 'per_point';
  readonly costPerPoint: number;
  readonly payoutPerHit: number;
};
export type BetTypePrice = OddsPrice | PointPrice;

export type ClassChance = {
  /** Expected number of hits of one bet (its chance of winning when it can hit at most once). */
  readonly expectedHits: Ratio;
  /** Chance the stake is returned. */
  readonly push: Ratio;
};

type Common<R> = {
  readonly code: string;
  readonly pricing: 'odds' | 'per_point';
  /** The odds classes of this bet type (e.g. K3 sum: one per total); '*' when every key pays alike. */
  readonly oddsClasses: readonly string[];
  oddsClassOf(key: string): string;
  /** Exact chances per odds class, for the RTP. */
  chances(): Readonly<Record<string, ClassChance>>;
  /** The naive per-bet rule: the reference the settlement table must agree with. */
  evaluate(key: string, result: R): Evaluation;
  /** Lô: the payout multiplies by hits. */
  readonly multiHit?: boolean;
};

/** Each selection of a ticket is one bet, keyed by its normalised form ("pos3:7", "27", "03,07"). */
export type EachBetType<R> = Common<R> & {
  readonly shape: 'each';
  /** Normalises one typed selection into its key, or says what is wrong with it. */
  normalise(token: string): string | SelectionErrorCode;
  readonly maxSelections: number;
  /** Bets of one group are mutually exclusive (at most one wins a draw); different groups may win together. */
  groupOf(key: string): string;
};

/** The selections are numbers; every k-subset of them is one bet, keyed by its sorted numbers joined by ','. */
export type CombinationBetType<R> = Common<R> & {
  readonly shape: 'combination';
  readonly size: number;
  normaliseNumber(token: string): string | SelectionErrorCode;
  readonly maxNumbers: number;
  /** Of the C(n, k) bets of an n-number ticket, how many can win together at most. */
  maxWinningBets(n: number): number;
};

export type KeySettlement<R> = {
  readonly settlement: 'key';
  /** Every winning (or pushed) key of this bet type for a result, with its hits. */
  winningKeys(result: R): readonly WinningKey[];
};
export type SetSettlement<R> = {
  readonly settlement: SetRule;
  /** The draw's set that chosen numbers are compared with. */
  settlementSet(result: R): readonly string[];
};

export type BetTypeDef<R = DrawResult> = (EachBetType<R> | CombinationBetType<R>) &
  (KeySettlement<R> | SetSettlement<R>);

export type EachKeyBetType<R = DrawResult> = EachBetType<R> & KeySettlement<R>;

export type WinningKey = { readonly key: string; readonly hits: number; readonly outcome: 'won' | 'push' };
