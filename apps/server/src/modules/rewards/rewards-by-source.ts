import type { TRewardProgram } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { RewardState } from '../../db/schema';

/**
 * A member's rewards of one program by their sources (a mission's card shows whether its reward waits for a claim,
 * and which row to claim; ADR 062). A source with no reward is absent from the map.
 */
export async function memberRewardsBySource(
  db: Db,
  input: { merchantId: number; memberId: bigint; program: TRewardProgram; sourceRefs: readonly string[] },
): Promise<Map<string, { id: bigint; state: RewardState }>> {
  if (input.sourceRefs.length === 0) return new Map();
  const rows = await db
    .selectFrom('rewards')
    .select(['id', 'source_ref', 'state'])
    .where('merchant_id', '=', input.merchantId)
    .where('member_id', '=', input.memberId)
    .where('program', '=', input.program)
    .where('source_ref', 'in', [...new Set(input.sourceRefs)])
    .execute();
  return new Map(rows.map((r) => [r.source_ref, { id: r.id, state: r.state }]));
}

export interface SourceTotals {
  /** Members rewarded, and what their rewards came to (minor units). */
  count: number;
  amount: bigint;
  /** Of those, the rewards paid. */
  paid: number;
}

/** Every member's rewards of one program by source, totalled: a back office's participation per mission or race. */
export async function rewardTotalsBySource(
  db: Db,
  input: { merchantId: number; program: TRewardProgram; sourceRefs: readonly string[] },
): Promise<Map<string, SourceTotals>> {
  if (input.sourceRefs.length === 0) return new Map();
  const rows = await db
    .selectFrom('rewards')
    .select((eb) => [
      'source_ref',
      eb.fn.countAll<string>().as('count'),
      eb.fn.sum<string>('amount').as('amount'),
      eb.fn.countAll<string>().filterWhere('state', '=', 'paid').as('paid'),
    ])
    .where('merchant_id', '=', input.merchantId)
    .where('program', '=', input.program)
    .where('source_ref', 'in', [...new Set(input.sourceRefs)])
    .groupBy('source_ref')
    .execute();
  return new Map(
    rows.map((r) => [r.source_ref, { count: Number(r.count), amount: BigInt(r.amount), paid: Number(r.paid) }]),
  );
}
