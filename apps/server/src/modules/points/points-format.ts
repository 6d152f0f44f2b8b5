import { type Language, POINTS_EXPONENT, parseAmount } from '@gemilang/contract';
import type { LocalizedJson } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { formatMinor } from '../../platform/money';

/** Hundredths of a point as the API writes points: "128.50" (ADR 064). */
export function formatPoints(points: bigint): string {
  return formatMinor(points, POINTS_EXPONENT);
}

/** A signed points change as the points details show it: "+12.50", "-500.00". */
export function formatPointsChange(points: bigint): string {
  return points > 0n ? `+${formatPoints(points)}` : formatPoints(points);
}

/**
 * Points as a caller wrote them ("100", "12.50") in hundredths of a point, parsed as money is (positive, at most
 * two decimals), or points_amount_invalid naming the field: money's own codes speak of an amount of money.
 */
export function pointsFromInput(input: string, field: string): bigint {
  const parsed = parseAmount(input, POINTS_EXPONENT);
  if (parsed.ok) return parsed.minor;
  throw new AppError('points_amount_invalid', [{ field, reason: parsed.problem }]);
}

/** A text of the three languages in the reader's (Malay when missing). */
export function inLanguage(text: LocalizedJson, language: Language): string {
  return text[language] || text.ms;
}

/** The transaction number members and staff quote for a redemption: PM and its id on eight digits. */
export function redemptionNumber(id: bigint): string {
  return `PM${`${id}`.padStart(8, '0')}`;
}

/** The ledger reference of a redemption's entries (and their idempotency keys, one per kind). */
export const redemptionRef = (id: bigint) => `point_redemption:${id}`;
