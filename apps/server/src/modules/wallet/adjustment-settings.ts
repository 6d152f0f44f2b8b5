import { formatMinor, type TAdjustmentSettings } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { audit, operatorActor } from '../../platform/audit';
import { brandSettings, setBrandSetting } from '../../platform/brand-settings';
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
 * The brand's approval threshold in minor units, read from the table rather than the request's cached
 * merchant: a change made by another process a second ago must already hold.
 */
export async function approvalThreshold(db: Db, merchantId: number): Promise<bigint> {
  return thresholdOf(await brandSettings(db, merchantId));
}

export async function adjustmentSettings(request: FastifyRequest): Promise<TAdjustmentSettings> {
  const { merchant } = request;
  const threshold = await approvalThreshold(request.server.deps.db, merchant.id);
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
  request: FastifyRequest,
  input: { approvalThreshold: string },
): Promise<TAdjustmentSettings> {
  const { db } = request.server.deps;
  const { merchant } = request;
  const threshold = thresholdFromInput(input.approvalThreshold, merchant.currencyExponent);
  await db.transaction().execute(async (trx) => {
    const before = await approvalThreshold(trx, merchant.id);
    await setBrandSetting(trx, merchant.id, THRESHOLD_KEY, `${threshold}`);
    await audit(trx, {
      ...operatorActor(request),
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
  return adjustmentSettings(request);
}
