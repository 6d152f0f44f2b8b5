import type { VnRegion, VnResult, VnTier } from '../model';

export type TierShape = { readonly tier: VnTier; readonly count: number; readonly digits: number };

// Prize tiers, count × digits. North draws 27 numbers, South and Central 18.
export const VN_TIER_SHAPES: Readonly<Record<VnRegion, readonly TierShape[]>> = {
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
  central: southern(),
  south: southern(),
};

function southern(): TierShape[] {
  return [
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
}

/** How many numbers of a region's result have at least `digits` digits: lô 2/3/4 số count 27/23/20 North, 18/17/16 South. */
export function loCount(region: VnRegion, digits: number): number {
  return VN_TIER_SHAPES[region].reduce((sum, s) => sum + (s.digits >= digits ? s.count : 0), 0);
}

export function allNumbers(result: VnResult): string[] {
  return VN_TIER_SHAPES[result.region].flatMap((s) => result.prizes[s.tier] ?? []);
}

/** The last `digits` digits of every number long enough: the lô of that length, repeats kept. */
export function loNumbers(result: VnResult, digits: number): string[] {
  return allNumbers(result)
    .filter((n) => n.length >= digits)
    .map((n) => n.slice(-digits));
}

export function specialPrize(result: VnResult): string {
  return result.prizes.special?.[0] ?? '';
}

// Đề đầu: North has no eighth prize, so its đề đầu is the first prize's last two digits; South and Central
// use the eighth prize (two digits). The head and the tail (đề) are then the two ends of the board.
export function deDauNumber(result: VnResult): string {
  const source = result.region === 'north' ? result.prizes.first?.[0] : result.prizes.eighth?.[0];
  return (source ?? '').slice(-2);
}
