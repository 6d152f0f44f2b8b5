import { parseAmount, type TContractKind, type TContractTierInput } from '@gemilang/contract';
import type { StoredContractTier } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** Rates are kept in basis points: "0.80" (percent) is 80, "100" is 10000. */
const RATE_EXPONENT = 2;

export function rateText(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2);
}

/**
 * An offer's tiers as stored, and its top rate; every problem named (contract_tiers_invalid) and nothing
 * written. Money in the brand's minor units. A tier asks at least what the one before asked in every
 * condition and more in one, and pays a higher rate: a period reaching a tier reached every tier below it.
 * The team's loss is a dividend's condition only (a wage is paid on sales, win or lose).
 */
export function readTiers(
  kind: TContractKind,
  tiers: readonly TContractTierInput[],
  exponent: number,
): { tiers: StoredContractTier[]; topRate: number } {
  const problems: { field: string; reason: string }[] = [];
  const money = (text: string | undefined, field: string): bigint | null => {
    if (text === undefined) return null;
    const parsed = parseAmount(text, exponent);
    if (parsed.ok) return parsed.minor;
    problems.push({ field, reason: parsed.problem });
    return null;
  };
  const read = tiers.map((tier, i) => {
    const at = `tiers.${i}`;
    const rate = parseAmount(tier.rate, RATE_EXPONENT);
    if (!rate.ok) problems.push({ field: `${at}.rate`, reason: rate.problem });
    if (tier.minTeamLoss !== undefined && kind !== 'dividend') {
      problems.push({ field: `${at}.minTeamLoss`, reason: 'dividend_only' });
    }
    return {
      minValidBet: money(tier.minValidBet, `${at}.minValidBet`),
      minTeamLoss: money(tier.minTeamLoss, `${at}.minTeamLoss`),
      minActive: tier.minActive ?? null,
      rate: rate.ok ? Number(rate.minor) : 0,
    };
  });
  read.forEach((tier, i) => {
    const before = read[i - 1];
    if (!before) return;
    const pairs: [bigint, bigint][] = [
      [before.minValidBet ?? 0n, tier.minValidBet ?? 0n],
      [before.minTeamLoss ?? 0n, tier.minTeamLoss ?? 0n],
      [BigInt(before.minActive ?? 0), BigInt(tier.minActive ?? 0)],
    ];
    if (pairs.some(([a, b]) => b < a) || !pairs.some(([a, b]) => b > a)) {
      problems.push({ field: `tiers.${i}`, reason: 'not_above_previous' });
    }
    if (tier.rate <= before.rate) problems.push({ field: `tiers.${i}.rate`, reason: 'not_above_previous' });
  });
  if (problems.length > 0) throw new AppError('contract_tiers_invalid', problems);
  return {
    tiers: read.map((t) => ({
      minValidBet: t.minValidBet === null ? null : `${t.minValidBet}`,
      minTeamLoss: t.minTeamLoss === null ? null : `${t.minTeamLoss}`,
      minActive: t.minActive,
      rate: t.rate,
    })),
    topRate: Math.max(...read.map((t) => t.rate)),
  };
}
