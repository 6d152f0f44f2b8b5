import type { Db } from '../../db/connection';

/** What a promotion's eligibility rules read of a member (ADR 057): VIP level, labels, a verified phone. */
export interface MemberStanding {
  vipLevel: number;
  labels: string[];
  phoneVerified: boolean;
}

export async function memberStanding(db: Db, merchantId: number, memberId: bigint): Promise<MemberStanding> {
  const row = await db
    .selectFrom('members')
    .select(['vip_level', 'labels', 'mobile_verified_at'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return {
    vipLevel: row?.vip_level ?? 0,
    labels: row?.labels ?? [],
    phoneVerified: row?.mobile_verified_at != null,
  };
}
