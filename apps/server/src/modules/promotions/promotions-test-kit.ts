// Test-only helpers for the promotions' tests (imported by *.test.ts, never by the app).
import { randomBytes, randomUUID } from 'node:crypto';
import type { TEligibilityRule, TOfferReward, TOfferTerms } from '@gemilang/contract';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';

export const defaultTerms: TOfferTerms = {
  turnoverMultiple: 1,
  turnoverOf: 'bonus',
  contributions: [],
  defaultPercent: 100,
  maxBet: null,
  maxConversionMultiple: null,
  lifeDays: 7,
};

const text = (en: string) => JSON.stringify({ ms: en, en, zh: en });

/** A published offer of the demo brand, open since yesterday, made as the back office would store it. */
export async function makeOffer(
  t: TestApp,
  spec: {
    reward: TOfferReward;
    terms?: Partial<TOfferTerms>;
    eligibility?: TEligibilityRule[];
    category?: string;
    state?: 'draft' | 'published' | 'paused';
    startsAt?: Date;
    endsAt?: Date | null;
    budgetTotal?: bigint | null;
    budgetDaily?: bigint | null;
    brand?: string;
  },
): Promise<bigint> {
  const merchantId = await merchantIdOf(t, spec.brand ?? 'demo');
  const row = await t.deps.db
    .insertInto('promotion_offers')
    .values({
      merchant_id: merchantId,
      code: `T${randomBytes(4).toString('hex')}`,
      kind: spec.reward.kind,
      category: spec.category ?? 'newbie',
      state: spec.state ?? 'published',
      title: text(`Offer ${spec.reward.kind}`),
      summary: text('A test offer'),
      rules: text('Rules of the test offer.'),
      art: JSON.stringify({
        ms: '/banners/promotions/welcome.svg',
        en: '/banners/promotions/welcome.svg',
        zh: '/banners/promotions/welcome.svg',
      }),
      reward: JSON.stringify(spec.reward),
      terms: JSON.stringify({ ...defaultTerms, ...spec.terms }),
      eligibility: JSON.stringify(spec.eligibility ?? []),
      starts_at: spec.startsAt ?? new Date(Date.now() - 86_400_000),
      ends_at: spec.endsAt ?? null,
      budget_total: spec.budgetTotal ?? null,
      budget_daily: spec.budgetDaily ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function claim(t: TestApp, token: string, offerId: bigint, language: 'en' | 'ms' | 'zh' = 'en') {
  return t.call({
    method: 'POST',
    url: `/wps/member/promotions/${offerId}/claim`,
    token,
    language,
    payload: { idempotencyKey: `claim-${randomUUID()}` },
  });
}

/** The member's grant of an offer, as stored, with its bonus balance (its ledger account's). */
export async function grantOf(t: TestApp, memberId: bigint, offerId: bigint) {
  const grant = await t.deps.db
    .selectFrom('promotion_grants')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('offer_id', '=', offerId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const account = await t.deps.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', grant.account_id as bigint)
    .executeTakeFirstOrThrow();
  return { ...grant, bonus: account.balance };
}
