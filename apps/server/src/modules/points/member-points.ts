import { pointProducts, type TPointBalance, type TPointConfig } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { pointSettingsOf } from './point-settings';
import { pointsBalance } from './points-accounts';
import { formatPoints, inLanguage } from './points-format';

/** MCS2_getPointBalance: the member's points (ADR 064); `enabled` false when the brand runs no points mall. */
export async function memberPointBalance(deps: Deps, actor: MemberActor): Promise<TPointBalance> {
  const { merchant, member } = actor;
  const [settings, balance] = await Promise.all([
    pointSettingsOf(deps.db, merchant.id),
    pointsBalance(deps.db, merchant.id, member.id),
  ]);
  return { enabled: settings.enabled, balance: formatPoints(balance) };
}

/**
 * MCS2_getPointConfig: the points rules as the member reads them, the brand's ratio per product (the betting unit
 * and the points it earns), points for deposits, conversion to cash, and the brand's own words in the member's
 * language. Products without a ratio earn nothing and are left out.
 */
export async function memberPointConfig(deps: Deps, actor: MemberActor): Promise<TPointConfig> {
  const { merchant } = actor;
  const settings = await pointSettingsOf(deps.db, merchant.id);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    enabled: settings.enabled,
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
    notes: inLanguage(settings.notes, actor.language),
    currency: merchant.currency,
  };
}
