import type { TEligibilityRule } from '@gemilang/contract';
import type { MemberStanding } from '../member';
import { todayIn } from '../wallet';
import type { MemberPromotions } from './member-promotions';
import type { Offer } from './offer-data';

/**
 * An offer's eligibility rules checked against a member (ADR 057): typed data, evaluated off the bet path (on
 * the hall, at a claim, at a deposit), from what the member's rows say (member-promotions.ts). The first rule
 * the member fails is named, so the site can say why. `opt_in` is met by claiming itself (choosing a deposit
 * bonus is the opt-in), so it never refuses here.
 */
export interface MemberFacts extends MemberStanding {
  /** Credited deposits before now: how many and how much (minor units). */
  depositCount: number;
  depositTotal: bigint;
}

export type Refusal = TEligibilityRule['rule'];

export function refusalOf(
  offer: Offer,
  facts: MemberFacts,
  mine: MemberPromotions,
  at: { now: Date; timeZone: string },
): Refusal | null {
  return offer.eligibility.find((rule) => !meets(offer, facts, mine, rule, at))?.rule ?? null;
}

function meets(
  offer: Offer,
  facts: MemberFacts,
  mine: MemberPromotions,
  rule: TEligibilityRule,
  at: { now: Date; timeZone: string },
): boolean {
  switch (rule.rule) {
    case 'deposit_count':
      return (
        (rule.min === undefined || facts.depositCount >= rule.min) &&
        (rule.max === undefined || facts.depositCount <= rule.max)
      );
    case 'min_deposit':
      return facts.depositTotal >= BigInt(rule.amount);
    case 'vip_level':
      return facts.vipLevel >= rule.min;
    case 'member_label':
      return facts.labels.includes(rule.label);
    case 'verified_phone':
      return facts.phoneVerified;
    case 'opt_in':
      return true;
    case 'no_stacking':
      return !mine.grants.some((g) => g.offerId !== offer.id && (g.state === 'active' || g.state === 'pending'));
    case 'once': {
      const ofOffer = mine.grants.filter((g) => g.offerId === offer.id);
      if (rule.per === 'member') return ofOffer.length === 0;
      const today = todayIn(at.timeZone, at.now);
      return !ofOffer.some((g) => todayIn(at.timeZone, g.createdAt) === today);
    }
  }
}

/** The claim's source reference: once a day for an offer claimed daily, else once (a double click grants once). */
export function claimSource(offer: Offer, at: { now: Date; timeZone: string }): string {
  return isDaily(offer) ? `claim:${todayIn(at.timeZone, at.now)}` : 'claim';
}

/** An offer a member may claim once a day (rule `once` per day). */
export function isDaily(offer: Offer): boolean {
  return offer.eligibility.some((r) => r.rule === 'once' && r.per === 'day');
}
