import { formatMinor, type TAdjustmentSettings } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import { brandSettings, setBrandSetting } from '../../platform/brand-settings';
import type { Deps } from '../../platform/context';
import { forgetMerchants } from '../../platform/merchant';
import { amountFromInput } from '../../platform/money';

/** The key in `merchants.settings`: minor units, as a decimal string (bigint-safe in JSON). */
export const THRESHOLD_KEY = 'adjustmentApprovalThreshold';
/** MYR 1,000.00 on a two-decimal currency. */
export const DEFAULT_THRESHOLD = 100_000n;

function thresholdOf(settings: Record<string, unknown> | undefined): bigint {
  const raw = settings?.[THRESHOLD_KEY];
  if ((typeof raw === 'string' && /^\d{1,18}$/.test(raw)) || (typeof raw === 'number' && Number.isSafeInteger(raw))) {
    const value = BigInt(raw);
    if (value >= 0n) return value;
  }
  return DEFAULT_THRESHOLD;
}

/**
 * The brand's approval threshold in minor units, read from the table rather than the actor's cached
 * merchant: a change made by another process a second ago must already hold.
 */
export async function approvalThreshold(db: Db, merchantId: number): Promise<bigint> {
  return thresholdOf(await brandSettings(db, merchantId));
}

export async function adjustmentSettings(deps: Deps, actor: OperatorActor): Promise<TAdjustmentSettings> {
  const { merchant } = actor;
  const threshold = await approvalThreshold(deps.db, merchant.id);
  return {
    approvalThreshold: formatMinor(threshold, merchant.currencyExponent),
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
  };
}

/** Zero is allowed: every adjustment then waits for a second operator. */
function thresholdFromInput(input: string, exponent: number): bigint {
  if (/^\s*0+(\.0+)?\s*$/.test(input)) return 0n;
  return amountFromInput(input, exponent, 'approvalThreshold');
}

export async function updateAdjustmentSettings(
  deps: Deps,
  actor: OperatorActor,
  input: { approvalThreshold: string },
): Promise<TAdjustmentSettings> {
  const { db } = deps;
  const { merchant } = actor;
  const threshold = thresholdFromInput(input.approvalThreshold, merchant.currencyExponent);
  await db.transaction().execute(async (trx) => {
    const before = await approvalThreshold(trx, merchant.id);
    await setBrandSetting(trx, merchant.id, THRESHOLD_KEY, `${threshold}`);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'adjustment.threshold',
      targetType: 'merchant',
      targetId: `${merchant.id}`,
      detail: {
        before: formatMinor(before, merchant.currencyExponent),
        after: formatMinor(threshold, merchant.currencyExponent),
      },
    });
  });
  forgetMerchants(db);
  return adjustmentSettings(deps, actor);
}
