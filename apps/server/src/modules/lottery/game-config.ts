import type { BetTypeConfig, GameConfig } from '@gemilang/games';

/**
 * A game's configuration as stored in `lottery_games.config` (JSON has no bigint): money as decimal strings
 * of minor units, everything else as the games package has it. Operators edit this document.
 */
export type StoredGameConfig = {
  unitMinor: string;
  maxPayoutPerNumber: string;
  betTypes: Record<
    string,
    | { pricing: 'odds'; odds: Record<string, number>; minStake: string; maxStake: string }
    | { pricing: 'per_point'; costPerPoint: number; payoutPerHit: number; minPoints: number; maxPoints: number }
  >;
};

export function storeGameConfig(config: GameConfig): StoredGameConfig {
  const betTypes: StoredGameConfig['betTypes'] = {};
  for (const [code, bt] of Object.entries(config.betTypes)) {
    betTypes[code] =
      bt.pricing === 'odds'
        ? { pricing: 'odds', odds: { ...bt.odds }, minStake: `${bt.minStake}`, maxStake: `${bt.maxStake}` }
        : {
            pricing: 'per_point',
            costPerPoint: bt.costPerPoint,
            payoutPerHit: bt.payoutPerHit,
            minPoints: bt.minPoints,
            maxPoints: bt.maxPoints,
          };
  }
  return { unitMinor: `${config.unitMinor}`, maxPayoutPerNumber: `${config.maxPayoutPerNumber}`, betTypes };
}

export function readGameConfig(stored: unknown): GameConfig {
  const s = stored as StoredGameConfig;
  const betTypes: Record<string, BetTypeConfig> = {};
  for (const [code, bt] of Object.entries(s.betTypes)) {
    betTypes[code] =
      bt.pricing === 'odds'
        ? { pricing: 'odds', odds: bt.odds, minStake: BigInt(bt.minStake), maxStake: BigInt(bt.maxStake) }
        : bt;
  }
  return { unitMinor: BigInt(s.unitMinor), maxPayoutPerNumber: BigInt(s.maxPayoutPerNumber), betTypes };
}
