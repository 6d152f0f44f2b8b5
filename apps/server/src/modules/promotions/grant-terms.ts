import type { TBonusProduct, TOfferTerms } from '@gemilang/contract';
import type { LocalizedJson } from '../../db/schema';
import type { Offer } from './offer-data';

/**
 * The terms a grant copies from its offer when it is issued (ADR 057): editing the offer later never changes
 * them. Free rounds are bonus money only their one game may spend, at their stake at most.
 */
export interface GrantTerms extends TOfferTerms {
  title: LocalizedJson;
  offerVersion: number;
  /** The only game the bonus may be spent on (free rounds), or null. */
  onlyGame: string | null;
}

export function grantTermsOf(offer: Offer): GrantTerms {
  const freeRounds = offer.reward.kind === 'free_rounds' ? offer.reward : null;
  return {
    ...offer.terms,
    maxBet: freeRounds ? freeRounds.stake : offer.terms.maxBet,
    title: offer.title,
    offerVersion: offer.version,
    onlyGame: freeRounds?.gameCode ?? null,
  };
}

/** Where a stake comes from, to find its contribution: product, then the game's category, then the game. */
export interface StakeSource {
  product: TBonusProduct;
  category?: string;
  gameCode: string;
}

/**
 * The percentage of a stake that counts towards turnover: the first line naming the stake's game, else the first
 * naming its product and category, else its product alone, else the default.
 */
export function contributionPercent(terms: TOfferTerms, source: StakeSource): number {
  const lines = terms.contributions.filter((c) => c.product === source.product);
  const byGame = lines.find((c) => c.gameCode !== undefined && c.gameCode === source.gameCode);
  if (byGame) return byGame.percent;
  const byCategory = lines.find(
    (c) => c.gameCode === undefined && c.category !== undefined && c.category === source.category,
  );
  if (byCategory) return byCategory.percent;
  const byProduct = lines.find((c) => c.gameCode === undefined && c.category === undefined);
  return byProduct?.percent ?? terms.defaultPercent;
}

/** What a stake adds to turnover, rounded down to the minor unit. */
export function turnoverOf(terms: TOfferTerms, source: StakeSource, stake: bigint): bigint {
  return (stake * BigInt(contributionPercent(terms, source))) / 100n;
}

/**
 * The bonus an offer grants: a deposit match's percentage of the deposit up to its cap, a fixed credit's or an
 * application's amount, free rounds' rounds times their stake. Zero when a deposit match has no deposit.
 */
export function bonusAmountOf(offer: Offer, depositAmount = 0n): bigint {
  const reward = offer.reward;
  switch (reward.kind) {
    case 'deposit_match': {
      const matched = (depositAmount * BigInt(reward.percent)) / 100n;
      return matched < BigInt(reward.cap) ? matched : BigInt(reward.cap);
    }
    case 'fixed_credit':
    case 'application':
      return BigInt(reward.amount);
    case 'free_rounds':
      return BigInt(reward.rounds) * BigInt(reward.stake);
  }
}

/** The turnover a grant needs: its multiple of the bonus, or of the deposit and the bonus. */
export function turnoverNeededOf(terms: TOfferTerms, amount: bigint, depositAmount: bigint): bigint {
  const base = terms.turnoverOf === 'deposit_bonus' ? amount + depositAmount : amount;
  return base * BigInt(terms.turnoverMultiple);
}

/** What may become cash at completion over the grant's life (null: no cap). */
export function conversionCapOf(terms: TOfferTerms, amount: bigint): bigint | null {
  return terms.maxConversionMultiple === null ? null : amount * BigInt(terms.maxConversionMultiple);
}
