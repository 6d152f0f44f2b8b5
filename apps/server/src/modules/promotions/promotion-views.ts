import type { Language, TPromotionCard, TPromotionCategory, TRewardView, TTermsView } from '@gemilang/contract';
import type { LocalizedJson } from '../../db/schema';
import { formatMinor } from '../../platform/money';
import type { Standing } from './claim-state';
import type { GrantTerms } from './grant-terms';
import type { Offer } from './offer-data';

/** An offer and a grant's terms as the player site reads them, in the reader's language (ADR 057). */
export function cardOf(offer: Offer, standing: Standing, language: Language): TPromotionCard {
  return {
    id: `${offer.id}`,
    kind: offer.kind,
    category: offer.category as TPromotionCategory,
    title: offer.title[language],
    summary: offer.summary[language],
    art: offer.art[language],
    startsAt: offer.startsAt.toISOString(),
    endsAt: offer.endsAt?.toISOString() ?? null,
    state: standing.state,
  };
}

export function rewardViewOf(offer: Offer, exponent: number, gameName: (code: string) => string): TRewardView {
  const money = (minor: number) => formatMinor(BigInt(minor), exponent);
  const reward = offer.reward;
  switch (reward.kind) {
    case 'deposit_match':
      return {
        kind: 'deposit_match',
        which: reward.which,
        ...(reward.nth === undefined ? {} : { nth: reward.nth }),
        percent: reward.percent,
        cap: money(reward.cap),
        minDeposit: money(reward.minDeposit),
      };
    case 'fixed_credit':
      return { kind: 'fixed_credit', amount: money(reward.amount) };
    case 'application':
      return { kind: 'application', amount: money(reward.amount) };
    case 'free_rounds':
      return {
        kind: 'free_rounds',
        gameName: gameName(reward.gameCode),
        rounds: reward.rounds,
        stake: money(reward.stake),
      };
  }
}

export function termsViewOf(
  terms: Pick<GrantTerms, Exclude<keyof GrantTerms, 'title' | 'offerVersion'>>,
  exponent: number,
  gameName: (code: string) => string,
): TTermsView {
  return {
    turnoverMultiple: terms.turnoverMultiple,
    turnoverOf: terms.turnoverOf,
    contributions: terms.contributions.map((c) => (c.gameCode ? { ...c, gameName: gameName(c.gameCode) } : c)),
    defaultPercent: terms.defaultPercent,
    maxBet: terms.maxBet === null ? null : formatMinor(BigInt(terms.maxBet), exponent),
    maxConversionMultiple: terms.maxConversionMultiple,
    lifeDays: terms.lifeDays,
    onlyGame: terms.onlyGame === null ? null : { code: terms.onlyGame, name: gameName(terms.onlyGame) },
  };
}

/** A game's name in the reader's language from the brand's names by code (the code itself if unknown). */
export function gameNameIn(names: Map<string, LocalizedJson>, language: Language) {
  return (code: string) => names.get(code)?.[language] ?? code;
}
