import type { TRewardDetails } from '@gemilang/contract';
import type { LocalizedJson } from '../../db/schema';
import { formatMinor } from '../../platform/money';

/** What a program stores about a reward's origin: amounts in minor units as strings, names in the three languages. */
export interface StoredRewardDetails {
  periodStart?: string;
  periodEnd?: string;
  lines?: { label: string; base: string; rateBp: number; amount: string }[];
  level?: number;
  rank?: number;
  day?: number;
  name?: LocalizedJson;
  friend?: string;
}

/** The stored details as the reward centre shows them: money in major units, the name in the caller's language. */
export function detailsView(
  stored: StoredRewardDetails,
  language: keyof LocalizedJson,
  exponent: number,
): TRewardDetails {
  const { lines, name, ...rest } = stored;
  return {
    ...rest,
    ...(lines
      ? {
          lines: lines.map((l) => ({
            label: l.label,
            base: formatMinor(BigInt(l.base), exponent),
            rateBp: l.rateBp,
            amount: formatMinor(BigInt(l.amount), exponent),
          })),
        }
      : {}),
    ...(name ? { name: name[language] || name.en } : {}),
  };
}
