import type { TClaimState } from '@gemilang/contract';
import { isDaily, type MemberFacts, type Refusal, refusalOf } from './eligibility';
import type { MemberPromotions } from './member-promotions';
import { type Offer, windowOf } from './offer-data';

/**
 * The caller's standing with an offer, in the words docs/product.md uses (Promotions and bonuses; ADR 057), first match wins:
 * - the member's grant of it: in play → in progress; waiting its turn → issued; ended → claimed (unless a daily
 *   offer can be claimed again today);
 * - their application waiting → applying; a deposit bonus chosen and waiting for the deposit → signed up;
 * - the offer not started → coming soon; its window over or its budget spent → registration closed;
 * - a rule the member fails → application prohibited (with the rule, so the site can say why); a first or nth
 *   deposit bonus fails `deposit_count` once the member's next deposit is not that one;
 * - otherwise join now. A visitor sees only the window's states and join now.
 */
export interface Standing {
  state: TClaimState;
  refusal: Refusal | null;
}

export function standingOf(
  offer: Offer,
  viewer: { facts: MemberFacts; mine: MemberPromotions } | null,
  at: { now: Date; timeZone: string },
): Standing {
  const window = windowOf(offer, at.now);
  const spent = offer.budgetTotal !== null && offer.grantedTotal >= offer.budgetTotal;
  if (viewer) {
    const grants = viewer.mine.grants.filter((g) => g.offerId === offer.id);
    if (grants.some((g) => g.state === 'active')) return { state: 'in_progress', refusal: null };
    if (grants.some((g) => g.state === 'pending')) return { state: 'issued', refusal: null };
    // A first (or nth) deposit bonus fits only the member's next deposit being that one.
    const refusal = fitsNextDeposit(offer, viewer.facts.depositCount)
      ? refusalOf(offer, viewer.facts, viewer.mine, at)
      : 'deposit_count';
    // A deposit bonus may come again with another deposit and a daily offer the next day; others come once.
    const again = offer.kind === 'deposit_match' || isDaily(offer);
    if (grants.length > 0 && (!again || refusal !== null || window !== 'open')) {
      return { state: 'claimed', refusal: null };
    }
    if (viewer.mine.applications.get(offer.id)?.state === 'pending') return { state: 'applying', refusal: null };
    if (viewer.mine.optIns.has(offer.id)) return { state: 'signed_up', refusal: null };
    if (window === 'not_started') return { state: 'coming_soon', refusal: null };
    if (window === 'closed' || spent) return { state: 'registration_closed', refusal: null };
    if (refusal !== null) return { state: 'application_prohibited', refusal };
    return { state: 'join_now', refusal: null };
  }
  if (window === 'not_started') return { state: 'coming_soon', refusal: null };
  if (window === 'closed' || spent) return { state: 'registration_closed', refusal: null };
  return { state: 'join_now', refusal: null };
}

/** Whether a deposit match offer can still be granted on the member's next deposit (any other offer: yes). */
export function fitsNextDeposit(offer: Offer, depositCount: number): boolean {
  if (offer.reward.kind !== 'deposit_match') return true;
  const { which, nth } = offer.reward;
  if (which === 'first') return depositCount === 0;
  if (which === 'nth') return depositCount + 1 === (nth ?? 2);
  return true;
}
