import { VN_TIERS, type VnRegion, type VnResult, type VnTier } from '../model';
import { VN_TIER_SHAPES } from './result-shape';

// Checking a result as an operator types it: every tier of the region, each with its count of numbers of
// its number of digits. The errors name the tier and the number (1-based) so a form can point at it.

export type VnResultErrorCode = 'tier_missing' | 'tier_not_in_region' | 'wrong_count' | 'not_digits' | 'wrong_digits';

export type VnResultError = {
  readonly code: VnResultErrorCode;
  readonly tier: VnTier;
  /** 1-based position of the number within its tier. */
  readonly item?: number;
  readonly expected?: number;
  readonly found?: number;
};

export type VnResultCheck = { ok: true; result: VnResult } | { ok: false; errors: VnResultError[] };

/** Splits what an operator typed for one tier: numbers separated by spaces, commas, semicolons or dashes. */
export function splitTierNumbers(text: string): string[] {
  return text.split(/[\s,;\-–]+/).filter((part) => part !== '');
}

export function validateVnResult(
  region: VnRegion,
  prizes: Readonly<Partial<Record<VnTier, readonly string[]>>>,
): VnResultCheck {
  const errors: VnResultError[] = [];
  const shapes = VN_TIER_SHAPES[region];
  for (const tier of VN_TIERS) {
    if (prizes[tier] !== undefined && !shapes.some((s) => s.tier === tier))
      errors.push({ code: 'tier_not_in_region', tier });
  }
  const clean: Partial<Record<VnTier, string[]>> = {};
  for (const { tier, count, digits } of shapes) {
    const numbers = prizes[tier];
    if (numbers === undefined || numbers.length === 0) {
      errors.push({ code: 'tier_missing', tier, expected: count });
      continue;
    }
    if (numbers.length !== count) errors.push({ code: 'wrong_count', tier, expected: count, found: numbers.length });
    numbers.forEach((raw, i) => {
      const n = raw.trim();
      if (!/^\d+$/.test(n)) errors.push({ code: 'not_digits', tier, item: i + 1 });
      else if (n.length !== digits)
        errors.push({ code: 'wrong_digits', tier, item: i + 1, expected: digits, found: n.length });
    });
    clean[tier] = numbers.map((n) => n.trim());
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, result: { region, prizes: clean } };
}

/** A result typed tier by tier, each tier one line of text ("12345 67890"). */
export function parseVnResultEntry(region: VnRegion, entry: Readonly<Partial<Record<VnTier, string>>>): VnResultCheck {
  const prizes: Partial<Record<VnTier, string[]>> = {};
  for (const tier of VN_TIERS) {
    const text = entry[tier];
    if (text !== undefined && text.trim() !== '') prizes[tier] = splitTierNumbers(text);
  }
  return validateVnResult(region, prizes);
}
