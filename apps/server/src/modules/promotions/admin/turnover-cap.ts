import { defaultMaxTurnoverMultiple, type TPromotionSettings } from '@gemilang/contract';
import type { Db } from '../../../db/connection';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { audit } from '../../../platform/audit';
import { brandSettings, setBrandSetting } from '../../../platform/brand-settings';
import type { Deps } from '../../../platform/context';
import { forgetMerchants } from '../../../platform/merchant';

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

/**
 * PUT /admin/api/promotions/settings: the admin sets the brand's cap, audited with before and after. Offers
 * already saved above a lowered cap stand until they are next edited; grants keep the terms they were issued.
 */
export async function updatePromotionSettings(
  deps: Deps,
  actor: OperatorActor,
  input: TPromotionSettings,
): Promise<TPromotionSettings> {
  const { db } = deps;
  const { merchant } = actor;
  await db.transaction().execute(async (trx) => {
    const before = await maxTurnoverMultiple(trx, merchant.id);
    await setBrandSetting(trx, merchant.id, turnoverCapSetting, input.maxTurnoverMultiple);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'promotion.settings_update',
      targetType: 'merchant',
      targetId: `${merchant.id}`,
      detail: { maxTurnoverMultiple: { before, after: input.maxTurnoverMultiple } },
    });
  });
  forgetMerchants(db);
  return { maxTurnoverMultiple: await maxTurnoverMultiple(db, merchant.id) };
}
