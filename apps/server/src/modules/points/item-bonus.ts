import type { Transaction } from 'kysely';
import type { Database, LocalizedJson } from '../../db/schema';
import { issueProgramGrant } from '../promotions';
import { redemptionRef } from './points-format';

/** The loyalty program a promotion item's bonus is granted under: one hidden offer per brand (ADR 057, ADR 064). */
export const pointsMallProgram = 'points_mall';

/** Its name as the member's bonus details and account record show where the bonus came from. */
const programTitle: LocalizedJson = { ms: 'Bonus pusat mata ganjaran', en: 'Points mall bonus', zh: '积分商城红利' };

/**
 * A promotion item's bonus (its amount per unit × quantity), granted through the promotions engine with the item's
 * turnover multiple, in the redemption's transaction; its source is the redemption, so it is granted once. Every
 * refusal that holds for all bonuses (a spent budget, a member barred from bonuses) refuses the redemption too.
 */
export async function grantItemBonus(
  trx: Transaction<Database>,
  input: { merchantId: number; memberId: bigint; redemptionId: bigint; amount: bigint; turnoverMultiple: number },
): Promise<bigint> {
  const grant = await issueProgramGrant(trx, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    program: pointsMallProgram,
    title: programTitle,
    terms: {
      turnoverMultiple: input.turnoverMultiple,
      turnoverOf: 'bonus',
      contributions: [],
      defaultPercent: 100,
      maxBet: null,
      maxConversionMultiple: null,
      lifeDays: 30,
    },
    amount: input.amount,
    sourceRef: redemptionRef(input.redemptionId),
  });
  return grant.grantId;
}
