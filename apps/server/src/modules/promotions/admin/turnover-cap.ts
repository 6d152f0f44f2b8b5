import { defaultMaxTurnoverMultiple } from '@gemilang/contract';
import type { Db } from '../../../db/connection';
import { brandSettings } from '../../../platform/brand-settings';

/** The brand setting that caps an offer's turnover multiple (issue 28: per-brand caps; ADR 058). */
export const turnoverCapSetting = 'promotionMaxTurnoverMultiple';

/**
 * The largest turnover multiple the brand lets an offer ask for: its own setting when it has one (a whole number
 * 0-50, the contract's bound), else 30, the top of what South-East Asian sites commonly ask.
 */
export async function maxTurnoverMultiple(db: Db, merchantId: number): Promise<number> {
  const value = (await brandSettings(db, merchantId))?.[turnoverCapSetting];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 50
    ? value
    : defaultMaxTurnoverMultiple;
}
