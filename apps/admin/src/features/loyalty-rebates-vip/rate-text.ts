import { maxRebateRateBp } from '@gemilang/contract';

/** A rate as the form shows it: basis points as a percent with two decimals at most (50 → "0.5"). */
export function percentText(rateBp: number): string {
  return rateBp === 0 ? '' : String(rateBp / 100);
}

/**
 * A percent as typed, in basis points: '' is 0; digits with at most two decimals, at most the contract's cap
 * (5 %); anything else is null (the form marks the cell and sends nothing).
 */
export function rateBpOf(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(value)) return null;
  const bp = Math.round(Number(value) * 100);
  return bp <= maxRebateRateBp ? bp : null;
}
