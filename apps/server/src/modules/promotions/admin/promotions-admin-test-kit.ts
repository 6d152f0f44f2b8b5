// Test-only helpers for the promotions back office's tests (imported by *.test.ts, never by the app).

import type { TOfferInput } from '@gemilang/contract';
import type { TestApp } from '../../../test/harness';
import { adminCall } from '../../lottery/admin/lottery-admin-test-kit';

/** A fixed-credit welcome offer as the editor sends it: amounts in major units, every language filled. */
export function offerInput(overrides: Partial<TOfferInput> = {}): TOfferInput {
  return {
    code: 'WELCOME10',
    category: 'newbie',
    sort: 1,
    title: { ms: 'Bonus alu-aluan', en: 'Welcome bonus', zh: '欢迎红利' },
    summary: { ms: 'RM10 percuma', en: 'RM10 free', zh: '免费 RM10' },
    rules: { ms: 'Syarat berikut.', en: 'The rules.', zh: '规则。' },
    art: {
      ms: '/banners/promotions/welcome.svg',
      en: '/banners/promotions/welcome.svg',
      zh: '/banners/promotions/reload.svg',
    },
    reward: { kind: 'fixed_credit', amount: '10.00' },
    terms: {
      turnoverMultiple: 5,
      turnoverOf: 'bonus',
      contributions: [{ product: 'lottery', percent: 100 }],
      defaultPercent: 50,
      maxBet: '20.00',
      maxConversionMultiple: 10,
      lifeDays: 7,
    },
    eligibility: [
      { rule: 'once', per: 'member' },
      { rule: 'min_deposit', amount: '30.00' },
    ],
    startsAt: '2026-01-01T00:00:00+08:00',
    endsAt: '2027-01-01T00:00:00+08:00',
    budgetTotal: '1000.00',
    budgetDaily: null,
    ...overrides,
  };
}

export const offersUrl = '/admin/api/promotions/offers';

/** Creates an offer as this operator and answers its id (the call must succeed). */
export async function createdOffer(t: TestApp, token: string, overrides: Partial<TOfferInput> = {}): Promise<string> {
  const res = await adminCall(t, token, 'POST', offersUrl, offerInput(overrides));
  if (res.status !== 200) throw new Error(`offer not created: ${JSON.stringify(res.body)}`);
  return res.body.value.id as string;
}

/** How many offers, grants and audit rows of promotions the database holds: what a refused call must not change. */
export async function promotionCounts(t: TestApp) {
  const count = async (table: 'promotion_offers' | 'promotion_grants' | 'promotion_applications') =>
    Number(
      (
        await t.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const audits = await t.deps.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('action', 'like', 'promotion.%')
    .executeTakeFirstOrThrow();
  return {
    offers: await count('promotion_offers'),
    grants: await count('promotion_grants'),
    applications: await count('promotion_applications'),
    audits: Number(audits.n),
  };
}
