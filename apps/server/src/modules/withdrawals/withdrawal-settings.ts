import type { TWithdrawalSettings, TWithdrawalSettingsInput } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { setBrandSetting } from '../../platform/brand-settings';
import type { Deps, MerchantContext } from '../../platform/context';
import { forgetMerchants } from '../../platform/merchant';
import { fieldMessage } from '../../platform/messages';
import { amountFromInput, formatMinor } from '../../platform/money';

/**
 * The brand's withdrawal rules, kept in `merchants.settings.withdrawal` with amounts in minor units:
 * `{ minAmount: "5000", maxAmount: "5000000", dailyCount: 10, autoConfirmMinutes: 30,
 *    transferMinAmount: "100", transferMaxAmount: "10000000" }`.
 * Each key is read on its own; a missing or broken one takes its default, so nothing an operator stores
 * can make a withdrawal fail for the wrong reason.
 */
export interface WithdrawalRules {
  minAmount: bigint;
  maxAmount: bigint;
  /** Requests a member may make per day in the brand's time zone (rejected ones do not count). */
  dailyCount: number;
  /** The confirmation window (docs/product.md, Withdrawals and transfers): paid money not confirmed within this many minutes counts as received. */
  autoConfirmMinutes: number;
  transferMinAmount: bigint;
  transferMaxAmount: bigint;
}

export const DEFAULT_AUTO_CONFIRM_MINUTES = 30;
export const DEFAULT_DAILY_WITHDRAWALS = 10;

/** Defaults in major units, scaled by the currency's exponent (MYR 50.00 to 50,000.00 a withdrawal). */
function defaults(exponent: number): WithdrawalRules {
  const major = (n: bigint) => n * 10n ** BigInt(exponent);
  return {
    minAmount: major(50n),
    maxAmount: major(50_000n),
    dailyCount: DEFAULT_DAILY_WITHDRAWALS,
    autoConfirmMinutes: DEFAULT_AUTO_CONFIRM_MINUTES,
    transferMinAmount: major(1n),
    transferMaxAmount: major(100_000n),
  };
}

function minorOf(value: unknown): bigint | null {
  if (typeof value === 'string' && /^\d{1,18}$/.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return null;
}

function countOf(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

export function withdrawalRules(merchant: Pick<MerchantContext, 'settings' | 'currencyExponent'>): WithdrawalRules {
  const base = defaults(merchant.currencyExponent);
  const raw = merchant.settings.withdrawal;
  if (!raw || typeof raw !== 'object') return base;
  const s = raw as Record<string, unknown>;
  const rules: WithdrawalRules = {
    minAmount: minorOf(s.minAmount) ?? base.minAmount,
    maxAmount: minorOf(s.maxAmount) ?? base.maxAmount,
    dailyCount: countOf(s.dailyCount, 1, 1000) ?? base.dailyCount,
    autoConfirmMinutes: countOf(s.autoConfirmMinutes, 1, 60 * 24 * 30) ?? base.autoConfirmMinutes,
    transferMinAmount: minorOf(s.transferMinAmount) ?? base.transferMinAmount,
    transferMaxAmount: minorOf(s.transferMaxAmount) ?? base.transferMaxAmount,
  };
  // A pair stored upside down would refuse every amount; its defaults are the safer reading.
  if (rules.minAmount < 1n || rules.minAmount > rules.maxAmount) {
    rules.minAmount = base.minAmount;
    rules.maxAmount = base.maxAmount;
  }
  if (rules.transferMinAmount < 1n || rules.transferMinAmount > rules.transferMaxAmount) {
    rules.transferMinAmount = base.transferMinAmount;
    rules.transferMaxAmount = base.transferMaxAmount;
  }
  return rules;
}

/** An amount as error messages name it: `MYR 50.00`. */
export function moneyText(merchant: Pick<MerchantContext, 'currency' | 'currencyExponent'>, minor: bigint): string {
  return `${merchant.currency} ${formatMinor(minor, merchant.currencyExponent)}`;
}

/** Refuses an amount outside [min, max] with the limit in the message. */
export function checkRange(
  merchant: Pick<MerchantContext, 'currency' | 'currencyExponent'>,
  amount: bigint,
  min: bigint,
  max: bigint,
): void {
  if (amount < min) {
    throw new AppError('amount_below_minimum', [{ field: 'amount', reason: 'below_minimum' }], {
      min: moneyText(merchant, min),
    });
  }
  if (amount > max) {
    throw new AppError('amount_above_maximum', [{ field: 'amount', reason: 'above_maximum' }], {
      max: moneyText(merchant, max),
    });
  }
}

function view(merchant: MerchantContext, rules: WithdrawalRules): TWithdrawalSettings {
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    minAmount: money(rules.minAmount),
    maxAmount: money(rules.maxAmount),
    dailyCount: rules.dailyCount,
    autoConfirmMinutes: rules.autoConfirmMinutes,
    transferMinAmount: money(rules.transferMinAmount),
    transferMaxAmount: money(rules.transferMaxAmount),
  };
}

/** GET /admin/api/cashier/withdrawal-settings */
export async function adminWithdrawalSettings(_deps: Deps, actor: OperatorActor): Promise<TWithdrawalSettings> {
  return view(actor.merchant, withdrawalRules(actor.merchant));
}

/** PUT /admin/api/cashier/withdrawal-settings: only this key of the settings changes, audited. */
export async function updateWithdrawalSettings(
  deps: Deps,
  actor: OperatorActor,
  input: TWithdrawalSettingsInput,
): Promise<TWithdrawalSettings> {
  const merchant = actor.merchant;
  const exponent = merchant.currencyExponent;
  const rules: WithdrawalRules = {
    minAmount: amountFromInput(input.minAmount, exponent, 'minAmount'),
    maxAmount: amountFromInput(input.maxAmount, exponent, 'maxAmount'),
    dailyCount: input.dailyCount,
    autoConfirmMinutes: input.autoConfirmMinutes,
    transferMinAmount: amountFromInput(input.transferMinAmount, exponent, 'transferMinAmount'),
    transferMaxAmount: amountFromInput(input.transferMaxAmount, exponent, 'transferMaxAmount'),
  };
  // A minimum above its maximum would refuse every amount.
  const upsideDown = (field: string) =>
    new AppError('invalid_input', [{ field, reason: 'invalid', message: fieldMessage('invalid', actor.language) }]);
  if (rules.minAmount > rules.maxAmount) throw upsideDown('minAmount');
  if (rules.transferMinAmount > rules.transferMaxAmount) throw upsideDown('transferMinAmount');
  const stored = {
    minAmount: `${rules.minAmount}`,
    maxAmount: `${rules.maxAmount}`,
    dailyCount: rules.dailyCount,
    autoConfirmMinutes: rules.autoConfirmMinutes,
    transferMinAmount: `${rules.transferMinAmount}`,
    transferMaxAmount: `${rules.transferMaxAmount}`,
  };
  const { db } = deps;
  const before = view(merchant, withdrawalRules(merchant));
  await db.transaction().execute(async (trx) => {
    // This key only: another page saving another key of the settings is not undone.
    await setBrandSetting(trx, merchant.id, 'withdrawal', stored);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'withdrawal_settings.update',
      targetType: 'merchant',
      targetId: `${merchant.id}`,
      detail: { before, after: view(merchant, rules) },
    });
  });
  forgetMerchants(db);
  return view(merchant, rules);
}
