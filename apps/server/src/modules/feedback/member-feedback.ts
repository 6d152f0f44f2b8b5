import type { TMemberFeedbackList } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { memberOwnContact } from '../member';
import { feedbackRows, memberFeedbackView } from './feedback-view';

/**
 * GET /wps/member/feedback: the member's own feedback, newest first, with the staff's replies, and what the form's
 * contact field starts with (the contact they last gave, else their own number or e-mail).
 */
export async function memberFeedback(
  deps: Deps,
  actor: MemberActor,
  query: { page: number; pageSize: number },
): Promise<TMemberFeedbackList> {
  const { merchant, member } = actor;
  const mine = feedbackRows(deps.db, merchant.id).where('f.member_id', '=', member.id);
  const [items, total] = await Promise.all([
    mine
      .orderBy('f.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    deps.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', member.id)
      .executeTakeFirst(),
  ]);
  const lastContact = query.page === 1 ? items.find((row) => row.contact !== '')?.contact : undefined;
  return {
    items: items.map(memberFeedbackView),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    contact: lastContact ?? (await memberOwnContact(deps.db, merchant.id, member.id)),
  };
}
