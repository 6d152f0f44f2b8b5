import type { TPointItem, TPointItemType } from '@gemilang/contract';
import { formatMinor } from '@gemilang/contract/web';
import { formatAmount } from '../../shared/format';

/**
 * Points and money arrive as decimal strings with two decimals ("128.50"); sums and products are worked in
 * hundredths as bigints, never through floating point, as the server does (ADR 064).
 */
export function hundredths(decimal: string): bigint {
  const match = /^(-|\+)?(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -value : value;
}

export function fromHundredths(value: bigint): string {
  return formatMinor(value, 2);
}

/** "1,234.50": points as the page shows them (the unit's word comes from the catalogue). */
export function formatPoints(decimal: string): string {
  return formatAmount(decimal.replace(/^\+/, ''));
}

/** The item's picture, or its type's own when the brand gave none. */
const typeArt: Record<TPointItemType, string> = {
  promotion: '/points/bonus.svg',
  life: '/points/mobile-credit.svg',
  gift: '/points/gift-box.svg',
};

export function itemArt(item: Pick<TPointItem, 'imageUrl' | 'type'>): string {
  return item.imageUrl || typeArt[item.type];
}

/** How many more the member may redeem of an item (null: no limit). */
export function memberLeft(item: TPointItem): number | null {
  return item.perMemberLimit === null ? null : Math.max(0, item.perMemberLimit - item.redeemedByMe);
}

export const MAX_QUANTITY = 99;

/** The most one redemption may ask for: what is in stock, what the member may still take, and the call's cap. */
export function maxQuantity(item: TPointItem): number {
  return Math.min(MAX_QUANTITY, item.stock.left ?? MAX_QUANTITY, memberLeft(item) ?? MAX_QUANTITY);
}

/** Why an item cannot be redeemed now, or null. */
export function unavailableReason(item: TPointItem, balance: string): 'soldOut' | 'limitReached' | 'notEnough' | null {
  if (item.stock.left !== null && item.stock.left <= 0) return 'soldOut';
  const left = memberLeft(item);
  if (left !== null && left <= 0) return 'limitReached';
  if (hundredths(item.points) > hundredths(balance)) return 'notEnough';
  return null;
}

/** Cash for `points` at the brand's rate (`rate.points` become `rate.amount`), rounded down to the cent. */
export function cashFor(points: bigint, rate: { points: string; amount: string }): bigint {
  const per = hundredths(rate.points);
  if (per <= 0n || points <= 0n) return 0n;
  return (points * hundredths(rate.amount)) / per;
}

export function isZero(decimal: string): boolean {
  return hundredths(decimal) === 0n;
}
