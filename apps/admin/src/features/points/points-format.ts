import { type TLocalizedText, toLanguage } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/lib/money';

/** Every query of the points pages starts with this, so a change anywhere refreshes them all. */
export const pointsKey = ['points'] as const;

/** Points as the pages show them: grouped, two decimals ("1,250.00"). */
export function pointsText(points: string): string {
  return formatAmount(points, 2);
}

const decimalPattern = /^(\d{1,15})(?:\.(\d{1,6}))?$/;

/**
 * A decimal as typed ("10", "0.5") times a whole number, exactly (no floating point), written with at least two
 * decimals; null when the text is no positive decimal. The worked examples use it: 25 betting units earn 25 ratios.
 */
export function timesDecimal(text: string, factor: number): string | null {
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const places = Math.max(2, fraction.length);
  const scaled = BigInt(whole + fraction.padEnd(places, '0')) * BigInt(factor);
  if (scaled === 0n) return null;
  const digits = scaled.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** A text of three languages in the back office's current one (English when that one is empty). */
export function useLocalized(): (text: TLocalizedText) => string {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return (text) => text[lang] || text.en || text.ms;
}

/** The file name of a bundled picture ("/points/gift-box.svg" -> "gift-box"): its key in the catalogue. */
export function artName(path: string): string {
  return (
    path
      .split('/')
      .pop()
      ?.replace(/\.svg$/, '') ?? path
  );
}
