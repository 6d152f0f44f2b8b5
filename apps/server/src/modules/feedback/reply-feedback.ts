import type { TAdminFeedback } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { sendMemberMessage } from '../messages';
import { oneFeedback } from './feedback-inbox';

/**
 * POST /admin/api/feedback/:id/reply: staff answer a feedback, once, in one transaction:
 * 1. The row is locked (FOR UPDATE) and must still be new: of two replies at once the second waits, then finds it
 *    replied (feedback_replied) and sends nothing. Another brand's feedback is unknown.
 * 2. The row records the reply, who gave it and when.
 * 3. The member receives it as a platform message (feedback_reply, with what they wrote so the message reads on its
 *    own), told live to their open pages when the transaction commits.
 * 4. The reply is audited (last: the audit chain's lock comes after the row's).
 */
export async function replyFeedback(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: { reply: string },
): Promise<TAdminFeedback> {
  const { merchant, operator } = actor;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('feedback')
      .select(['id', 'member_id', 'state', 'question_type', 'content'])
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('feedback_unknown');
    if (row.state !== 'new') throw new AppError('feedback_replied');
    await trx
      .updateTable('feedback')
      .set({ state: 'replied', reply: input.reply, replied_by: operator.id, replied_at: now })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .execute();
    await sendMemberMessage(trx, {
      merchantId: merchant.id,
      memberId: row.member_id,
      kind: 'feedback_reply',
      params: { feedbackId: `${id}`, type: row.question_type, content: row.content, reply: input.reply },
    });
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'feedback.reply',
      targetType: 'feedback',
      targetId: `${id}`,
      detail: { memberId: `${row.member_id}`, type: row.question_type, reply: input.reply },
    });
  });
  return oneFeedback(deps, actor, id);
}
