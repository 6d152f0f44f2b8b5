import { pointProducts, type TPointConfig } from '@gemilang/contract';
import { formatMinor } from '../../platform/money';
import type { PointSettings } from './point-settings';
import { formatPoints } from './points-format';

/**
 * The ratios, deposit points and conversion as the API carries them (money and points as decimal strings), the one
 * shape the member's rules page and the back office's settings share. Products without a ratio are left out.
 */
export function settingsWire(
  settings: PointSettings,
  currencyExponent: number,
): Pick<TPointConfig, 'rates' | 'deposit' | 'conversion'> {
  const money = (minor: bigint) => formatMinor(minor, currencyExponent);
  return {
    rates: pointProducts.flatMap((product) => {
      const rate = settings.rates.get(product);
      return rate ? [{ product, bettingUnit: money(rate.unit), pointsRatio: formatPoints(rate.ratio) }] : [];
    }),
    deposit: settings.deposit
      ? { bettingUnit: money(settings.deposit.unit), pointsRatio: formatPoints(settings.deposit.ratio) }
      : null,
    conversion: settings.conversion
      ? {
          points: formatPoints(settings.conversion.points),
          amount: money(settings.conversion.amount),
          minPoints: formatPoints(settings.conversion.minPoints),
        }
      : null,
  };
}
