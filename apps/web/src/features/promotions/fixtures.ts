import type { TBonusDetails, TBonusGrant, TPromotionCard, TPromotionDetail } from '@gemilang/contract';

/** Offers and grants as the server sends them, for the promotions tests. */
export function card(overrides: Partial<TPromotionCard> = {}): TPromotionCard {
  return {
    id: '1',
    kind: 'deposit_match',
    category: 'newbie',
    title: 'Welcome bonus 100%',
    summary: 'Double your first deposit.',
    art: '/banners/promotions/welcome.svg',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: null,
    state: 'join_now',
    ...overrides,
  };
}

export function detail(overrides: Partial<TPromotionDetail> = {}): TPromotionDetail {
  return {
    ...card(),
    rules: 'Open to new members.\n\nOne bonus per member.\nThe operator may end the offer at any time.',
    reward: { kind: 'deposit_match', which: 'first', percent: 100, cap: '288.00', minDeposit: '30.00' },
    terms: {
      turnoverMultiple: 15,
      turnoverOf: 'deposit_bonus',
      contributions: [
        { product: 'game', category: 'slots', percent: 100 },
        { product: 'vendor', category: 'LIVE', percent: 10 },
        { product: 'game', gameCode: 'mega-fortune', gameName: 'Mega Fortune', percent: 50 },
      ],
      defaultPercent: 20,
      maxBet: '25.00',
      maxConversionMultiple: 10,
      lifeDays: 14,
      onlyGame: null,
    },
    currency: 'MYR',
    refusal: null,
    application: null,
    ...overrides,
  };
}

export function grant(overrides: Partial<TBonusGrant> = {}): TBonusGrant {
  return {
    id: '7',
    offerId: '1',
    title: 'Welcome bonus 100%',
    state: 'active',
    reason: '',
    amount: '100.00',
    balance: '62.50',
    turnoverDone: '750.00',
    turnoverNeeded: '3000.00',
    maxBet: '25.00',
    expiresAt: '2026-12-05T16:00:00.000Z',
    createdAt: '2026-11-21T16:00:00.000Z',
    endedAt: null,
    converted: '0.00',
    forfeited: '0.00',
    history: [
      { kind: 'issued', amount: '100.00', at: '2026-11-21T16:00:00.000Z' },
      { kind: 'a_kind_added_later', amount: '5.00', at: '2026-11-21T17:00:00.000Z' },
    ],
    ...overrides,
  };
}

export function bonuses(items: TBonusGrant[]): TBonusDetails {
  return { currency: 'MYR', active: items.find((g) => g.state === 'active') ?? null, items };
}
