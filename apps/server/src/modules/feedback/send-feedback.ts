import type { TFeedbackType, TMemberFeedback } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { publishBackOfficeRequest } from '../../platform/realtime';
import { takeAllowance } from '../../platform/throttle';
import { feedbackRows, memberFeedbackView } from './feedback-view';

/** Feedback one member may send in an hour: plenty for someone with something to say, not a flood for the inbox. */
export const FEEDBACK_PER_MEMBER_HOURLY = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * PUT /wps/feedback (docs/product.md, Feedback): a member's question type, content (the contract holds it to 140 characters;
 * longer is refused, never cut) and contact. The member's hourly allowance is taken first (counted in the database,
 * so it holds across processes); the feedback then waits in the inbox as new.
 */
export async function sendFeedback(
  deps: Deps,
  actor: MemberActor,
  input: { type: TFeedbackType; content: string; contact: string },
): Promise<TMemberFeedback> {
  const { merchant, member } = actor;
  const taken = await takeAllowance(
    deps.db,
    { merchantId: merchant.id, scope: 'feedback:member', key: `${member.id}` },
    FEEDBACK_PER_MEMBER_HOURLY,
    HOUR_MS,
    deps.now(),
  );
  if (!taken.allowed) throw new AppError('rate_limited', { retryAfterSeconds: taken.retryAfterSeconds });
  const { id } = await deps.db
    .insertInto('feedback')
    .values({
      merchant_id: merchant.id,
      member_id: member.id,
      question_type: input.type,
      content: input.content,
      contact: input.contact,
      created_at: deps.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A request now waits for staff: the back office's dashboard hears of it (ADR 071).
  await publishBackOfficeRequest(deps.db, merchant.id);
  const row = await feedbackRows(deps.db, merchant.id).where('f.id', '=', id).executeTakeFirstOrThrow();
  return memberFeedbackView(row);
}
