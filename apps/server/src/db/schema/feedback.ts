import type { CreatedAt, Id, NullableRef, NullableTimestamp, Ref, WithDefault } from './columns';

/** 050-feedback.sql: members' feedback and the staff's replies (docs/product.md, Feedback). */
export type FeedbackType = 'deposit' | 'withdrawal' | 'game' | 'account' | 'promotion' | 'suggestion' | 'other';
export type FeedbackState = 'new' | 'replied';

export interface FeedbackTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  question_type: FeedbackType;
  content: string;
  contact: WithDefault<string>;
  state: WithDefault<FeedbackState>;
  reply: string | null;
  replied_by: NullableRef;
  replied_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** The tables the feedback module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface FeedbackTables {
  feedback: FeedbackTable;
}
