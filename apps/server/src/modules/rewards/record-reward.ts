import type { TRewardProgram } from '@gemilang/contract';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database, RewardState } from '../../db/schema';
import { payReward } from './pay-reward';
import { programSettings } from './program-settings';
import type { StoredRewardDetails } from './reward-details';

export interface RewardInput {
  merchantId: number;
  memberId: bigint;
  program: TRewardProgram;
  /** Why it was earned, unique per member and program (a rerun or a double click records it once). */
  sourceRef: string;
  amount: bigint;
  details?: StoredRewardDetails;
  now: Date;
  /**
   * Pay it in this transaction whatever the program's setting (a member's own tap: a check-in, opening a red
   * envelope), so the member sees it at once.
   */
  payNow?: boolean;
}

export interface RecordedReward {
  rewardId: bigint;
  state: RewardState;
  /** Recorded before under the same source: nothing happened this time. */
  replayed: boolean;
}

/**
 * Records what a member earned (ADR 059), in the caller's transaction: one row per (member, program, source), so
 * a job run twice, two processes or a double click record it once. Paid now when the member tapped for it, left
 * `due` for the payer job when the program pays automatically, else `waiting` for the member's claim until its
 * claim window closes.
 */
export async function recordReward(trx: Transaction<Database>, input: RewardInput): Promise<RecordedReward> {
  if (input.amount <= 0n) throw new Error('a reward is a positive amount');
  const settings = await programSettings(trx, input.merchantId, input.program);
  const state: RewardState = settings.autoPay || input.payNow ? 'due' : 'waiting';
  const inserted = await trx
    .insertInto('rewards')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      program: input.program,
      source_ref: input.sourceRef,
      amount: input.amount,
      state,
      details: JSON.stringify(input.details ?? {}),
      earned_at: input.now,
      claim_by: new Date(input.now.getTime() + settings.claimDays * 86_400_000),
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'program', 'source_ref']).doNothing())
    .returning(['id', 'state'])
    .executeTakeFirst();
  if (!inserted) {
    const earlier = await trx
      .selectFrom('rewards')
      .select(['id', 'state'])
      .where('merchant_id', '=', input.merchantId)
      .where('member_id', '=', input.memberId)
      .where('program', '=', input.program)
      .where('source_ref', '=', input.sourceRef)
      .executeTakeFirstOrThrow();
    return { rewardId: earlier.id, state: earlier.state, replayed: true };
  }
  if (!input.payNow) return { rewardId: inserted.id, state, replayed: false };
  const paid = await payReward(trx, { merchantId: input.merchantId, rewardId: inserted.id, now: input.now });
  return { rewardId: inserted.id, state: paid.state, replayed: false };
}

/** One member's reward as a set-based program computes it (a rebate, a share of friends' bets). */
export interface RewardRow {
  member_id: bigint;
  source_ref: string;
  amount: bigint;
  /** StoredRewardDetails as JSON. */
  details: unknown;
}

/**
 * Records a whole period's rewards of a program in one statement (a rebate over every member's day): the caller
 * passes the relation its own statement computes; a member's row already there is left as it is, so a rerun
 * records nothing twice. Zero amounts are skipped. Returns how many rows were new. Paying them is the payer
 * job's (payDueRewards) or the members' claims.
 */
export async function recordRewards(
  trx: Transaction<Database>,
  input: { merchantId: number; program: TRewardProgram; now: Date; rows: RawBuilder<RewardRow> },
): Promise<number> {
  const settings = await programSettings(trx, input.merchantId, input.program);
  const state: RewardState = settings.autoPay ? 'due' : 'waiting';
  const claimBy = new Date(input.now.getTime() + settings.claimDays * 86_400_000);
  const result = await sql`
    insert into rewards (merchant_id, member_id, program, source_ref, amount, state, details, earned_at, claim_by)
    select ${input.merchantId}, r.member_id, ${input.program}, r.source_ref, r.amount, ${state}, r.details::jsonb,
           ${input.now}, ${claimBy}
      from (${input.rows}) r
     where r.amount > 0
    on conflict (merchant_id, member_id, program, source_ref) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}
