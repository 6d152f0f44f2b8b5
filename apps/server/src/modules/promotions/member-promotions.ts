import type { Db } from '../../db/connection';
import type { GrantState } from '../../db/schema';

/**
 * What a member has to do with the brand's offers, read in three statements for the whole hall: their grants,
 * their latest application per offer, and their waiting opt-ins. Claim states and eligibility are decided from it
 * in memory (claim-state.ts, eligibility.ts).
 */
export interface MemberPromotions {
  grants: { offerId: bigint; state: GrantState; createdAt: Date }[];
  applications: Map<bigint, { state: 'pending' | 'approved' | 'rejected'; reason: string; createdAt: Date }>;
  optIns: Set<bigint>;
}

export async function memberPromotions(db: Db, merchantId: number, memberId: bigint): Promise<MemberPromotions> {
  const [grants, applications, optIns] = await Promise.all([
    db
      .selectFrom('promotion_grants')
      .select(['offer_id', 'state', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('promotion_applications')
      .select(['offer_id', 'state', 'reason', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('promotion_opt_ins')
      .select('offer_id')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('state', '=', 'waiting')
      .execute(),
  ]);
  return {
    grants: grants.map((g) => ({ offerId: g.offer_id, state: g.state, createdAt: g.created_at })),
    // In id order, so the latest application of each offer is the one kept.
    applications: new Map(
      applications.map((a) => [a.offer_id, { state: a.state, reason: a.reason, createdAt: a.created_at }]),
    ),
    optIns: new Set(optIns.map((o) => o.offer_id)),
  };
}
