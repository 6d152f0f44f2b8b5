// Test-only helpers for the loyalty programs' tests (imported by *.test.ts, never by the app).
import type { TRewardProgram } from '@gemilang/contract';
import type { TestApp } from '../../test/harness';
import { type RecordedReward, recordReward } from './record-reward';
import type { StoredRewardDetails } from './reward-details';

/** Records a reward as a program would, in a transaction of its own. */
export function earn(
  t: TestApp,
  input: {
    merchantId: number;
    memberId: bigint;
    program: TRewardProgram;
    sourceRef: string;
    amount: bigint;
    details?: StoredRewardDetails;
    payNow?: boolean;
  },
): Promise<RecordedReward> {
  return t.deps.db.transaction().execute((trx) => recordReward(trx, { ...input, now: t.clock.now() }));
}

/** The member's rewards as stored, oldest first. */
export function rewardsOf(t: TestApp, memberId: bigint) {
  return t.deps.db.selectFrom('rewards').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

/** The member's grants of loyalty programs with their program, oldest first. */
export function programGrantsOf(t: TestApp, memberId: bigint) {
  return t.deps.db
    .selectFrom('promotion_grants as g')
    .innerJoin('promotion_offers as o', 'o.id', 'g.offer_id')
    .select(['g.id', 'g.amount', 'g.state', 'g.turnover_needed', 'g.source_ref', 'o.program'])
    .where('g.member_id', '=', memberId)
    .where('o.program', 'is not', null)
    .orderBy('g.id')
    .execute();
}

/** Sets a program's choices for the brand as the back office would. */
export async function setProgram(
  t: TestApp,
  merchantId: number,
  program: TRewardProgram,
  values: { autoPay: boolean; claimDays?: number; turnoverMultiple?: number },
): Promise<void> {
  const terms = JSON.stringify({
    turnoverMultiple: values.turnoverMultiple ?? 1,
    turnoverOf: 'bonus',
    contributions: [],
    defaultPercent: 100,
    maxBet: null,
    maxConversionMultiple: null,
    lifeDays: 30,
  });
  await t.deps.db
    .insertInto('reward_programs')
    .values({ merchant_id: merchantId, program, auto_pay: values.autoPay, claim_days: values.claimDays ?? 7, terms })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'program']).doUpdateSet({
        auto_pay: values.autoPay,
        claim_days: values.claimDays ?? 7,
        terms,
      }),
    )
    .execute();
}
