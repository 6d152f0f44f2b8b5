import { DEFAULT_ODDS } from './defaults';
import type { GameKind } from './model';
import type { GameConfig } from './pricing';
import { betTypeDef } from './registry';

// What an operator may save as a game's configuration: the server refuses anything this finds, so a brand
// never sells a bet that pays less than its stake, a limit that no stake can meet, or a bet type the rules
// do not know. Money is bigint minor units here; decimals beyond the currency are the caller's to refuse when
// it turns text into minor units.

export type ConfigProblemCode =
  | 'bet_type_unknown'
  | 'pricing_mismatch'
  | 'odds_class_missing'
  | 'odds_class_unknown'
  | 'odds_too_low'
  | 'odds_too_high'
  | 'not_integer'
  | 'not_positive'
  | 'min_above_max'
  | 'too_large';

export type ConfigProblem = {
  readonly code: ConfigProblemCode;
  /** Where: `maxPayoutPerNumber`, `betTypes.lo2.maxPoints`, `betTypes.front3.odds.pair`. */
  readonly field: string;
};

/** Odds are thousandths with the stake included: 1000 gives the stake back, so a bet must pay more. */
export const MIN_ODDS = 1001;
/** 100,000 × the stake: above every default (K3's triple is 211.68) by far, and safe in bigint arithmetic. */
export const MAX_ODDS = 100_000_000;
/** Points, and units of a per-point price. */
export const MAX_POINT_FIGURE = 100_000_000;
/** The largest amount of money a limit may hold, in minor units (the contract's amount ceiling). */
export const MAX_CONFIG_MINOR = 10n ** 15n;

const isCount = (n: number) => Number.isSafeInteger(n);

/** Every problem of a game's configuration; empty when it may be saved. */
export function checkGameConfig(game: GameKind, config: GameConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const money = (field: string, value: bigint) => {
    if (value <= 0n) problems.push({ code: 'not_positive', field });
    else if (value > MAX_CONFIG_MINOR) problems.push({ code: 'too_large', field });
  };
  const count = (field: string, value: number) => {
    if (!isCount(value)) problems.push({ code: 'not_integer', field });
    else if (value <= 0) problems.push({ code: 'not_positive', field });
    else if (value > MAX_POINT_FIGURE) problems.push({ code: 'too_large', field });
  };

  money('unitMinor', config.unitMinor);
  money('maxPayoutPerNumber', config.maxPayoutPerNumber);
  for (const [betType, settings] of Object.entries(config.betTypes)) {
    const at = `betTypes.${betType}`;
    if (!betTypeDef(game, betType)) {
      problems.push({ code: 'bet_type_unknown', field: at });
      continue;
    }
    // The rules decide how a bet type is priced: odds classes come from the package's defaults, lô is per point.
    const defaultOdds = DEFAULT_ODDS[game][betType];
    if ((settings.pricing === 'odds') !== (defaultOdds !== undefined)) {
      problems.push({ code: 'pricing_mismatch', field: at });
      continue;
    }
    if (settings.pricing === 'odds' && defaultOdds) {
      for (const oddsClass of Object.keys(defaultOdds)) {
        if (!(oddsClass in settings.odds))
          problems.push({ code: 'odds_class_missing', field: `${at}.odds.${oddsClass}` });
      }
      for (const [oddsClass, odds] of Object.entries(settings.odds)) {
        const field = `${at}.odds.${oddsClass}`;
        if (!(oddsClass in defaultOdds)) problems.push({ code: 'odds_class_unknown', field });
        else if (!isCount(odds)) problems.push({ code: 'not_integer', field });
        else if (odds < MIN_ODDS) problems.push({ code: 'odds_too_low', field });
        else if (odds > MAX_ODDS) problems.push({ code: 'odds_too_high', field });
      }
      money(`${at}.minStake`, settings.minStake);
      money(`${at}.maxStake`, settings.maxStake);
      if (settings.minStake > settings.maxStake) problems.push({ code: 'min_above_max', field: `${at}.minStake` });
    } else if (settings.pricing === 'per_point') {
      count(`${at}.costPerPoint`, settings.costPerPoint);
      count(`${at}.payoutPerHit`, settings.payoutPerHit);
      count(`${at}.minPoints`, settings.minPoints);
      count(`${at}.maxPoints`, settings.maxPoints);
      if (settings.minPoints > settings.maxPoints) problems.push({ code: 'min_above_max', field: `${at}.minPoints` });
    }
  }
  return problems;
}
