import {
  type TAdminOffer,
  type TEligibilityRule,
  type TOfferReward,
  type TOfferTerms,
  ZEligibilityRule,
  type ZEligibilityRuleInput,
  ZOfferReward,
  type ZOfferRewardInput,
  ZOfferTerms,
  type ZOfferTermsInput,
} from '@gemilang/contract';
import type { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import { amountFromInput, formatMinor } from '../../../platform/money';
import type { Offer } from '../offer-data';

/**
 * An offer's data between the wire (amounts as major-unit text) and the table (minor-unit integers, the shapes
 * the engine parses with ZOfferReward, ZOfferTerms and ZEligibilityRule). Converting at this edge keeps one
 * stored form: the engine never sees a decimal string and the back office never a minor integer.
 */

/** A request's amount as the minor-unit integer the offer's JSON holds (above zero, within a safe integer). */
function minorOf(input: string, exponent: number, field: string): number {
  const minor = amountFromInput(input, exponent, field);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new AppError('amount_too_large', [{ field, reason: 'too_large' }]);
  return Number(minor);
}

const major = (minor: number, exponent: number) => formatMinor(BigInt(minor), exponent);

export function rewardFromInput(input: z.output<typeof ZOfferRewardInput>, exponent: number): TOfferReward {
  const at = (name: string) => `reward.${name}`;
  switch (input.kind) {
    case 'deposit_match':
      return ZOfferReward.parse({
        ...input,
        cap: minorOf(input.cap, exponent, at('cap')),
        minDeposit: minorOf(input.minDeposit, exponent, at('minDeposit')),
      });
    case 'fixed_credit':
    case 'application':
      return ZOfferReward.parse({ ...input, amount: minorOf(input.amount, exponent, at('amount')) });
    case 'free_rounds':
      return ZOfferReward.parse({ ...input, stake: minorOf(input.stake, exponent, at('stake')) });
  }
}

export function termsFromInput(input: z.output<typeof ZOfferTermsInput>, exponent: number): TOfferTerms {
  const maxBet = input.maxBet === null ? null : minorOf(input.maxBet, exponent, 'terms.maxBet');
  return ZOfferTerms.parse({ ...input, maxBet });
}

export function rulesFromInput(input: z.output<typeof ZEligibilityRuleInput>[], exponent: number): TEligibilityRule[] {
  return input.map((rule, i) =>
    ZEligibilityRule.parse(
      rule.rule === 'min_deposit'
        ? { ...rule, amount: minorOf(rule.amount, exponent, `eligibility.${i}.amount`) }
        : rule,
    ),
  );
}

function rewardToWire(reward: TOfferReward, exponent: number): TAdminOffer['reward'] {
  switch (reward.kind) {
    case 'deposit_match':
      return { ...reward, cap: major(reward.cap, exponent), minDeposit: major(reward.minDeposit, exponent) };
    case 'fixed_credit':
    case 'application':
      return { ...reward, amount: major(reward.amount, exponent) };
    case 'free_rounds':
      return { ...reward, stake: major(reward.stake, exponent) };
  }
}

const text = (v: Record<string, string>) => ({ ms: v.ms ?? '', en: v.en ?? '', zh: v.zh ?? '' });

/** An offer as the back office reads it, with its claims so far. */
export function offerToWire(offer: Offer, claims: number, updatedAt: Date, exponent: number): TAdminOffer {
  const money = (v: bigint | null) => (v === null ? null : formatMinor(v, exponent));
  return {
    id: `${offer.id}`,
    code: offer.code,
    kind: offer.kind,
    category: offer.category as TAdminOffer['category'],
    state: offer.state,
    sort: offer.sort,
    title: text(offer.title),
    summary: text(offer.summary),
    rules: text(offer.rules),
    art: text(offer.art) as TAdminOffer['art'],
    reward: rewardToWire(offer.reward, exponent),
    terms: { ...offer.terms, maxBet: offer.terms.maxBet === null ? null : major(offer.terms.maxBet, exponent) },
    eligibility: offer.eligibility.map((rule) =>
      rule.rule === 'min_deposit' ? { ...rule, amount: major(rule.amount, exponent) } : rule,
    ),
    startsAt: offer.startsAt.toISOString(),
    endsAt: offer.endsAt?.toISOString() ?? null,
    budgetTotal: money(offer.budgetTotal),
    budgetDaily: money(offer.budgetDaily),
    grantedTotal: formatMinor(offer.grantedTotal, exponent),
    claims,
    version: offer.version,
    updatedAt: updatedAt.toISOString(),
  };
}
