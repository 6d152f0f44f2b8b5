import type { GameKind, VnRegion } from './model';
import type { BetTypeConfig, GameConfig } from './pricing';

// Default prices, which the server seeds per brand and operators then edit. Every odds figure is
// floor(stated return / chance × 1000) in thousandths (stake included), so each bet type returns its stated
// return or a hair less; returnToPlayer() gives the exact figure and the package's tests hold every default
// to its statement. The stated returns:
// - e-lottery: 98% on every bet type (a push, where the rules have one, counts as returned stake);
// - Vietnamese: lô 2/3/4 số 99% / 96% / 88% (a point costs the lô count in units and pays 99 / 960 / 8800
//   units a hit), đề, đề đầu, đầu, đuôi, big/small and odd/even 98%, 3 càng 96%, 4 càng 92%, lô xiên and lô
//   trượt 95%. Lô xiên and trượt odds differ by region because the North draws 27 lô and the others 18.

/** The stated return of each bet type, in thousandths (980 = 98%). */
export function statedReturn(game: GameKind, betType: string): number {
  if (!game.startsWith('vn_')) return 980;
  if (betType.startsWith('xien') || betType.startsWith('truot')) return 950;
  return VN_STATED_RETURN[betType] ?? 980;
}

const VN_STATED_RETURN: Readonly<Record<string, number>> = { lo2: 990, lo3: 960, lo4: 880, cang3: 960, cang4: 920 };

type OddsTable = Readonly<Record<string, Readonly<Record<string, number>>>>;

const ODDS = {
  '5d': {
    pos_number: { '*': 9800 },
    pos_big_small: { '*': 1960 },
    pos_odd_even: { '*': 1960 },
    sum_big_small: { '*': 1960 },
    sum_odd_even: { '*': 1960 },
    dragon_tiger: { dragon: 2177, tiger: 2177, tie: 9800 },
    front3: { triple: 98_000, straight: 16_333, pair: 3629, half_straight: 2722, mixed: 3266 },
    middle3: { triple: 98_000, straight: 16_333, pair: 3629, half_straight: 2722, mixed: 3266 },
    back3: { triple: 98_000, straight: 16_333, pair: 3629, half_straight: 2722, mixed: 3266 },
  },
  k3: {
    sum: {
      '3': 211_680,
      '4': 70_560,
      '5': 35_280,
      '6': 21_168,
      '7': 14_112,
      '8': 10_080,
      '9': 8467,
      '10': 7840,
      '11': 7840,
      '12': 8467,
      '13': 10_080,
      '14': 14_112,
      '15': 21_168,
      '16': 35_280,
      '17': 70_560,
      '18': 211_680,
    },
    sum_big_small: { '*': 2016 },
    sum_odd_even: { '*': 2016 },
    any_triple: { '*': 35_280 },
    triple: { '*': 211_680 },
    pair: { '*': 13_230 },
    three_consecutive: { '*': 8820 },
    three_different: { '*': 35_280 },
  },
  pk10: {
    pos_number: { '*': 9800 },
    pos_big_small: { '*': 1960 },
    pos_odd_even: { '*': 1960 },
    dragon_tiger: { '*': 1960 },
    top2_sum: {
      '3': 44_100,
      '4': 44_100,
      '5': 22_050,
      '6': 22_050,
      '7': 14_700,
      '8': 14_700,
      '9': 11_025,
      '10': 11_025,
      '11': 8820,
      '12': 11_025,
      '13': 11_025,
      '14': 14_700,
      '15': 14_700,
      '16': 22_050,
      '17': 22_050,
      '18': 44_100,
      '19': 44_100,
    },
    top2_sum_big_small: { big: 2205, small: 1764 },
    top2_sum_odd_even: { odd: 1764, even: 2205 },
  },
  '11x5': {
    pos_big_small: { '*': 1956 },
    pos_odd_even: { '*': 1956 },
    sum_big_small: { '*': 1957 },
    sum_odd_even: { odd: 1918, even: 2003 },
    any_1in1: { '*': 2156 },
    any_2in2: { '*': 5390 },
    any_3in3: { '*': 16_170 },
    any_4in4: { '*': 64_680 },
    any_5in5: { '*': 452_760 },
    any_6in5: { '*': 75_460 },
    any_7in5: { '*': 21_560 },
    any_8in5: { '*': 8085 },
    first2_ordered: { '*': 107_800 },
    first2_any: { '*': 53_900 },
    first3_ordered: { '*': 970_200 },
    first3_any: { '*': 161_700 },
  },
  vn_north: {
    de: { '*': 98_000 },
    de_dau: { '*': 98_000 },
    cang3: { '*': 960_000 },
    cang4: { '*': 9_200_000 },
    dau: { '*': 9800 },
    duoi: { '*': 9800 },
    de_big_small: { '*': 1960 },
    de_odd_even: { '*': 1960 },
    xien2: { '*': 17_309 },
    xien3: { '*': 77_248 },
    xien4: { '*': 355_816 },
    truot4: { '*': 2860 },
    truot8: { '*': 9025 },
    truot10: { '*': 16_337 },
  },
  vn_south_central: {
    de: { '*': 98_000 },
    de_dau: { '*': 98_000 },
    cang3: { '*': 960_000 },
    cang4: { '*': 9_200_000 },
    dau: { '*': 9800 },
    duoi: { '*': 9800 },
    de_big_small: { '*': 1960 },
    de_odd_even: { '*': 1960 },
    xien2: { '*': 36_387 },
    xien3: { '*': 242_752 },
    xien4: { '*': 1_711_019 },
    truot4: { '*': 1980 },
    truot8: { '*': 4261 },
    truot10: { '*': 6329 },
  },
} as const satisfies Record<string, OddsTable>;

/** Default odds (thousandths) per game, bet type and odds class. */
export const DEFAULT_ODDS: Readonly<Record<GameKind, OddsTable>> = {
  '5d': ODDS['5d'],
  k3: ODDS.k3,
  pk10: ODDS.pk10,
  '11x5': ODDS['11x5'],
  vn_north: ODDS.vn_north,
  vn_central: ODDS.vn_south_central,
  vn_south: ODDS.vn_south_central,
};

export type PointPriceData = { readonly costPerPoint: number; readonly payoutPerHit: number };

/** Lô prices in units: a point costs the lô count (27 / 23 / 20 North, 18 / 17 / 16 South and Central). */
export const DEFAULT_POINT_PRICES: Readonly<Record<VnRegion, Readonly<Record<'lo2' | 'lo3' | 'lo4', PointPriceData>>>> =
  {
    north: {
      lo2: { costPerPoint: 27, payoutPerHit: 99 },
      lo3: { costPerPoint: 23, payoutPerHit: 960 },
      lo4: { costPerPoint: 20, payoutPerHit: 8800 },
    },
    central: {
      lo2: { costPerPoint: 18, payoutPerHit: 99 },
      lo3: { costPerPoint: 17, payoutPerHit: 960 },
      lo4: { costPerPoint: 16, payoutPerHit: 8800 },
    },
    south: {
      lo2: { costPerPoint: 18, payoutPerHit: 99 },
      lo3: { costPerPoint: 17, payoutPerHit: 960 },
      lo4: { costPerPoint: 16, payoutPerHit: 8800 },
    },
  };

export type Currency = 'VND' | 'MYR';

/**
 * A brand's sizes, in minor units. A unit is VND 1,000 (VND has no minor digits) or MYR 0.10: per-point prices
 * are in units, and the limits below are round numbers of units.
 */
export const CURRENCY_UNITS: Readonly<Record<Currency, bigint>> = { VND: 1000n, MYR: 10n };

// Limits in units: a stake of 1 to 50,000 units (VND 1,000 to 50,000,000; MYR 0.10 to 5,000.00), 1 to 1,000
// points of lô, and at most 2,000,000 units (VND 2,000,000,000; MYR 200,000.00) paid on one number of a draw.
const MIN_STAKE_UNITS = 1n;
const MAX_STAKE_UNITS = 50_000n;
const MAX_PAYOUT_UNITS = 2_000_000n;

/** The configuration of one game for a new brand in this currency. */
export function defaultGameConfig(game: GameKind, currency: Currency): GameConfig {
  const unit = CURRENCY_UNITS[currency];
  const betTypes: Record<string, BetTypeConfig> = {};
  for (const [betType, odds] of Object.entries(DEFAULT_ODDS[game])) {
    betTypes[betType] = { pricing: 'odds', odds, minStake: MIN_STAKE_UNITS * unit, maxStake: MAX_STAKE_UNITS * unit };
  }
  if (game.startsWith('vn_')) {
    const region = game.slice(3) as VnRegion;
    for (const [betType, price] of Object.entries(DEFAULT_POINT_PRICES[region])) {
      betTypes[betType] = { pricing: 'per_point', ...price, minPoints: 1, maxPoints: 1000 };
    }
  }
  return { unitMinor: unit, maxPayoutPerNumber: MAX_PAYOUT_UNITS * unit, betTypes };
}

/** Every game's default configuration for a new brand in this currency. */
export function defaultLotteryConfig(currency: Currency): Record<GameKind, GameConfig> {
  const games: GameKind[] = ['5d', 'k3', 'pk10', '11x5', 'vn_north', 'vn_central', 'vn_south'];
  return Object.fromEntries(games.map((g) => [g, defaultGameConfig(g, currency)])) as Record<GameKind, GameConfig>;
}
