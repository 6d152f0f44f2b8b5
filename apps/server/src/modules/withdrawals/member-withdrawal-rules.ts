import type { Db } from '../../db/connection';
import type { MerchantContext } from '../../platform/context';
import { vipWithdrawalLimits } from '../vip';
import { type WithdrawalRules, withdrawalRules } from './withdrawal-settings';

/**
 * The brand's withdrawal rules as they hold for one member: their VIP level's largest withdrawal and count a day
 * where the level sets them (ADR 060), the brand's otherwise. A level's maximum below the brand's minimum would
 * refuse every amount, so it is read as the brand's.
 */
export async function memberWithdrawalRules(
  db: Db,
  merchant: Pick<MerchantContext, 'id' | 'settings' | 'currencyExponent'>,
  memberId: bigint,
): Promise<WithdrawalRules> {
  const rules = withdrawalRules(merchant);
  const level = await vipWithdrawalLimits(db, merchant.id, memberId);
  return {
    ...rules,
    maxAmount: level.maxAmount !== null && level.maxAmount >= rules.minAmount ? level.maxAmount : rules.maxAmount,
    dailyCount: level.dailyCount ?? rules.dailyCount,
  };
}
