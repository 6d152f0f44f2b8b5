import type { BetTypePrice, ClassChance, GameKind } from './model';
import { add, mul, type Ratio, ratio, toNumber } from './ratio';
import { betTypeDef } from './registry';

// The return to player of a bet type, exactly, from its price: what the help page shows and what an
// operator sees when editing odds. Rounding a win down to the minor unit takes a little more on small
// stakes; this is the return before that rounding.

export type ClassReturn = {
  readonly oddsClass: string;
  readonly chance: ClassChance;
  /** Exact return per unit staked. */
  readonly rtp: Ratio;
  /** The same in percent, for display. */
  readonly percent: number;
};

export function chancesOf(game: GameKind, betType: string): Readonly<Record<string, ClassChance>> | undefined {
  return betTypeDef(game, betType)?.chances();
}

/** The return of each odds class of a bet type: E[hits] × odds / 1000 + P(push), or E[hits] × pay / cost per point. */
export function returnToPlayer(game: GameKind, betType: string, price: BetTypePrice): ClassReturn[] {
  const def = betTypeDef(game, betType);
  if (!def) throw new Error(`Unknown bet type ${betType} of ${game}`);
  const chances = def.chances();
  return def.oddsClasses.map((oddsClass) => {
    const chance = chances[oddsClass]!;
    let rtp: Ratio;
    if (price.pricing === 'per_point') {
      rtp = mul(chance.expectedHits, ratio(price.payoutPerHit, price.costPerPoint));
    } else {
      const odds = price.odds[oddsClass];
      if (odds === undefined) throw new Error(`No odds for class ${oddsClass} of ${betType}`);
      rtp = add(mul(chance.expectedHits, ratio(odds, 1000)), chance.push);
    }
    return { oddsClass, chance, rtp, percent: toNumber(mul(rtp, ratio(100))) };
  });
}
