import type { TDepositBonusChoices } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { depositBonusOffers } from './deposit-bonus';

/** GET /wps/member/deposit-bonuses: the deposit bonuses the deposit page offers for the member's next deposit. */
export async function depositBonusList(
  deps: Deps,
  actor: MemberActor,
  input: { deposits: { count: number; total: bigint } },
): Promise<TDepositBonusChoices> {
  const { merchant } = actor;
  const offers = await depositBonusOffers(deps.db, merchant, actor.member.id, input.deposits, deps.now());
  const money = (minor: number) => formatMinor(BigInt(minor), merchant.currencyExponent);
  return {
    currency: merchant.currency,
    items: offers.flatMap(({ offer, chosen }) =>
      offer.reward.kind === 'deposit_match'
        ? [
            {
              id: `${offer.id}`,
              title: offer.title[actor.language],
              percent: offer.reward.percent,
              cap: money(offer.reward.cap),
              minDeposit: money(offer.reward.minDeposit),
              turnoverMultiple: offer.terms.turnoverMultiple,
              turnoverOf: offer.terms.turnoverOf,
              chosen,
            },
          ]
        : [],
    ),
  };
}
