import type { TVnRegion, TVnTier } from '@gemilang/contract';

/**
 * The prize tiers of a Vietnamese ticket, top to bottom, with how many numbers of how many digits each holds
 * (the same table as packages/games' VN_TIER_SHAPES, which the server checks every entry against: this copy
 * only lays out the form and its input lengths, so a drift shows as a refusal, never as a wrong result).
 */
export type TierShape = { tier: TVnTier; count: number; digits: number };

const southern: TierShape[] = [
  { tier: 'special', count: 1, digits: 6 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 1, digits: 5 },
  { tier: 'third', count: 2, digits: 5 },
  { tier: 'fourth', count: 7, digits: 5 },
  { tier: 'fifth', count: 1, digits: 4 },
  { tier: 'sixth', count: 3, digits: 4 },
  { tier: 'seventh', count: 1, digits: 3 },
  { tier: 'eighth', count: 1, digits: 2 },
];

export const TIER_SHAPES: Record<TVnRegion, TierShape[]> = {
  north: [
    { tier: 'special', count: 1, digits: 5 },
    { tier: 'first', count: 1, digits: 5 },
    { tier: 'second', count: 2, digits: 5 },
    { tier: 'third', count: 6, digits: 5 },
    { tier: 'fourth', count: 4, digits: 4 },
    { tier: 'fifth', count: 6, digits: 4 },
    { tier: 'sixth', count: 3, digits: 3 },
    { tier: 'seventh', count: 4, digits: 2 },
  ],
  central: southern,
  south: southern,
};

/** The ticket's own names: G.ĐB, G1 … G8 (the same in every language). */
export const TIER_LABEL: Record<TVnTier, string> = {
  special: 'G.ĐB',
  first: 'G1',
  second: 'G2',
  third: 'G3',
  fourth: 'G4',
  fifth: 'G5',
  sixth: 'G6',
  seventh: 'G7',
  eighth: 'G8',
};
