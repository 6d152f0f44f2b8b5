import type { TAdminFeedback, TMemberFeedback } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { FeedbackState, FeedbackType } from '../../db/schema';
import { staffNames } from '../admin';
import { memberAccounts } from '../member';

export interface FeedbackRow {
  id: bigint;
  member_id: bigint;
  question_type: FeedbackType;
  content: string;
  contact: string;
  state: FeedbackState;
  reply: string | null;
  replied_at: Date | null;
  created_at: Date;
}

const columns = [
  'f.id',
  'f.member_id',
  'f.question_type',
  'f.content',
  'f.contact',
  'f.state',
  'f.reply',
  'f.replied_at',
  'f.created_at',
] as const;

/** The brand's feedback (alias f), for the member's own list. */
export function feedbackRows(db: Db, merchantId: number) {
  return db.selectFrom('feedback as f').select(columns).where('f.merchant_id', '=', merchantId);
}

/** The brand's feedback with who wrote it and who answered, as one query the inbox filters and pages. */
export function staffFeedbackRows(db: Db, merchantId: number) {
  return db
    .selectFrom('feedback as f')
    .innerJoin(memberAccounts(db, merchantId).as('m'), 'm.id', 'f.member_id')
    .leftJoin(staffNames(db, merchantId).as('o'), 'o.id', 'f.replied_by')
    .select(columns)
    .select(['m.username as member_name', 'o.username as replied_by_name'])
    .where('f.merchant_id', '=', merchantId);
}

export function memberFeedbackView(row: FeedbackRow): TMemberFeedback {
  return {
    id: `${row.id}`,
    type: row.question_type,
    content: row.content,
    contact: row.contact,
    state: row.state,
    reply: row.reply,
    createdAt: row.created_at.toISOString(),
    repliedAt: row.replied_at ? row.replied_at.toISOString() : null,
  };
}

export function staffFeedbackView(
  row: FeedbackRow & { member_name: string; replied_by_name: string | null },
): TAdminFeedback {
  return { ...memberFeedbackView(row), memberName: row.member_name, repliedBy: row.replied_by_name };
}
