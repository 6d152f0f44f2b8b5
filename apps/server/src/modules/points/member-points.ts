import type { TPointBalance, TPointConfig } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { pointSettingsOf } from './point-settings';
import { pointsBalance } from './points-accounts';
import { formatPoints, inLanguage } from './points-format';
import { settingsWire } from './settings-wire';

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
  return {
    enabled: settings.enabled,
    ...settingsWire(settings, merchant.currencyExponent),
    notes: inLanguage(settings.notes, actor.language),
    currency: merchant.currency,
  };
}
