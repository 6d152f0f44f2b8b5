import type { Language, TLotteryGameSettings } from '@gemilang/contract';
import type { BetTypeConfig, GameConfig } from '@gemilang/games';
import type { LotteryGameKind } from '../../../db/schema';
import type { MerchantContext } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { readGameConfig, type StoredGameConfig } from '../game-config';

/**
 * A game's odds and limits as the back office edits them. A bet type an operator switches off leaves the
 * config's `betTypes` (so placement finds it closed, as ADR 021 has it) and is kept under `closedBetTypes`
 * with its prices, so switching it back on restores them (ADR 027).
 */
export type AdminStoredConfig = StoredGameConfig & { closedBetTypes?: StoredGameConfig['betTypes'] };

export interface GameSettingsRow {
  code: string;
  name: { ms: string; en: string; zh: string };
  kind: LotteryGameKind;
  allow_cancel: boolean;
  config: Record<string, unknown>;
}

/** Every bet type of a stored config, on sale or not: the open ones' config and the closed ones'. */
export function allBetTypes(stored: AdminStoredConfig): { open: GameConfig; closed: GameConfig } {
  const open = readGameConfig(stored);
  const closed = readGameConfig({ ...stored, betTypes: stored.closedBetTypes ?? {} });
  return { open, closed };
}

export const ODDS_EXPONENT = 3;

export function gameSettingsView(
  row: GameSettingsRow,
  merchant: MerchantContext,
  language: Language,
): TLotteryGameSettings {
  const stored = row.config as unknown as AdminStoredConfig;
  const { open, closed } = allBetTypes(stored);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const view = (betType: string, bt: BetTypeConfig, enabled: boolean): TLotteryGameSettings['betTypes'][number] =>
    bt.pricing === 'odds'
      ? {
          betType,
          pricing: 'odds',
          enabled,
          odds: Object.fromEntries(
            Object.entries(bt.odds).map(([oddsClass, odds]) => [oddsClass, formatMinor(BigInt(odds), ODDS_EXPONENT)]),
          ),
          minStake: money(bt.minStake),
          maxStake: money(bt.maxStake),
        }
      : {
          betType,
          pricing: 'per_point',
          enabled,
          costPerPoint: bt.costPerPoint,
          payoutPerHit: bt.payoutPerHit,
          minPoints: bt.minPoints,
          maxPoints: bt.maxPoints,
        };
  const betTypes = [
    ...Object.entries(open.betTypes).map(([code, bt]) => view(code, bt, true)),
    ...Object.entries(closed.betTypes).map(([code, bt]) => view(code, bt, false)),
  ];
  // One order whatever is switched on: the rules' order as stored when the brand was made.
  const order = Object.keys({ ...stored.betTypes, ...stored.closedBetTypes });
  betTypes.sort((a, b) => order.indexOf(a.betType) - order.indexOf(b.betType));
  return {
    gameCode: row.code,
    name: row.name[language],
    kind: row.kind,
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
    unit: money(open.unitMinor),
    maxPayoutPerNumber: money(open.maxPayoutPerNumber),
    allowCancel: row.allow_cancel,
    betTypes,
  };
}

export const gameSettingsColumns = ['id', 'code', 'name', 'kind', 'allow_cancel', 'config'] as const;
