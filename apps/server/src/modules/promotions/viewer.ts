import type { Db } from '../../db/connection';
import type { Actor } from '../../platform/actor';
import type { MemberContext } from '../../platform/context';
import { memberStanding } from '../member';
import type { MemberFacts } from './eligibility';
import { type MemberPromotions, memberPromotions } from './member-promotions';

/**
 * Who is looking at the promotions: a visitor, or a member with what their eligibility reads (their standing,
 * their deposits, which the caller's routes read from the deposits module, and their promotion rows).
 */
export interface ViewerInput {
  member: Pick<MemberContext, 'id'> | null;
  /** The member's credited deposits (how many, how much), from the deposits module. */
  deposits: { count: number; total: bigint } | null;
}

export interface Viewer {
  memberId: bigint;
  facts: MemberFacts;
  mine: MemberPromotions;
}

export async function viewerOf(db: Db, actor: Actor, input: ViewerInput): Promise<Viewer | null> {
  if (!input.member || !input.deposits) return null;
  const [standing, mine] = await Promise.all([
    memberStanding(db, actor.merchant.id, input.member.id),
    memberPromotions(db, actor.merchant.id, input.member.id),
  ]);
  return {
    memberId: input.member.id,
    facts: { ...standing, depositCount: input.deposits.count, depositTotal: input.deposits.total },
    mine,
  };
}
