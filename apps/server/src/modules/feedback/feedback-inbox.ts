import type { TAdminFeedback, TAdminFeedbackList, TFeedbackState, TFeedbackType } from '@gemilang/contract';
import { sql } from 'kysely';
import type { OperatorActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { memberIdsNamed } from '../member';
import { staffFeedbackRows, staffFeedbackView } from './feedback-view';

/**
 * GET /admin/api/feedback: the inbox, of one state and question type or all, of one member (by account name) or
 * all. Feedback waiting for a reply comes first, the oldest first (answered in turn); replied ones follow, the
 * latest first. `waiting` counts the brand's unanswered feedback whatever the filter (the menu's count).
 */
export async function feedbackInbox(
  deps: Deps,
  actor: OperatorActor,
  query: { page: number; pageSize: number; state?: TFeedbackState; type?: TFeedbackType; member?: string },
): Promise<TAdminFeedbackList> {
  const merchantId = actor.merchant.id;
  let rows = staffFeedbackRows(deps.db, merchantId);
  let count = deps.db
    .selectFrom('feedback as f')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('f.merchant_id', '=', merchantId);
  if (query.state) {
    rows = rows.where('f.state', '=', query.state);
    count = count.where('f.state', '=', query.state);
  }
  if (query.type) {
    rows = rows.where('f.question_type', '=', query.type);
    count = count.where('f.question_type', '=', query.type);
  }
  if (query.member) {
    const named = memberIdsNamed(merchantId, query.member);
    rows = rows.where('f.member_id', 'in', named);
    count = count.where('f.member_id', 'in', named);
  }
  const [items, total, waiting] = await Promise.all([
    rows
      .orderBy(sql`case when f.state = 'new' then 0 else 1 end`)
      .orderBy(sql`case when f.state = 'new' then f.id end`, 'asc')
      .orderBy('f.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    count.executeTakeFirst(),
    waitingFeedback(deps, merchantId),
  ]);
  return {
    items: items.map(staffFeedbackView),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    waiting,
  };
}

/** How many of the brand's feedback wait for a reply (the inbox's count; a dashboard's pending queue). */
export async function waitingFeedback(deps: Pick<Deps, 'db'>, merchantId: number): Promise<number> {
  const row = await deps.db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('state', '=', 'new')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** GET /admin/api/feedback/:id: one of the brand's feedback; another brand's is unknown. */
export async function oneFeedback(deps: Deps, actor: OperatorActor, id: bigint): Promise<TAdminFeedback> {
  const row = await staffFeedbackRows(deps.db, actor.merchant.id).where('f.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('feedback_unknown');
  return staffFeedbackView(row);
}
