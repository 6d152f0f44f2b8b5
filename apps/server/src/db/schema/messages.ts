import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, NullableTimestamp, Ref } from './columns';

/** 010-messages-adjustments.sql: member messages and manual balance adjustments. */
export type MemberMessageKind =
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'adjustment'
  // 028-dividends.sql: a contract's payout paid, waiting for the upline's money, or paid by force (ADR 038).
  | 'contract_paid'
  | 'contract_waiting'
  | 'contract_forced'
  | 'contract_debt_recovered'
  // 042: the cashier settled a "not received" report of a withdrawal.
  | 'withdrawal_resolved'
  // 043: promotions (ADR 057): an application decided; a bonus granted, completed or forfeited.
  | 'promotion_approved'
  | 'promotion_rejected'
  | 'bonus_granted'
  | 'bonus_completed'
  | 'bonus_forfeited'
  // 048: the points mall (ADR 064): a redemption approved (with its tracking note) or rejected (with the reason).
  | 'points_redemption_approved'
  | 'points_redemption_rejected'
  // 050: staff answered the member's feedback.
  | 'feedback_reply'
  // 049: customer service answered a message the member left while nobody was online (ADR 065).
  | 'support_reply'
  // 053 (ADR 068): an operator's notice in three languages (params title_ms…, content_ms…).
  | 'notice';

/**
 * What a message says, rendered in the member's language from its kind: amounts as major-unit decimal
 * strings (signed for an adjustment), the currency code, and ids such as depositId / withdrawalId.
 */
export type MemberMessageParams = Record<string, string>;

export interface MemberMessagesTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  kind: MemberMessageKind;
  params: ColumnType<MemberMessageParams, string | undefined, string>;
  read_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** 053-content-admin.sql: a platform message sent to many members, once per key (ADR 068). */
export interface MessageBroadcastsTable {
  id: Id;
  merchant_id: number;
  idempotency_key: string;
  audience: ColumnType<Record<string, string>, string, string>;
  title: ColumnType<Record<string, string>, string, string>;
  sent: ColumnType<number, number | undefined, number>;
  operator_id: Ref;
  created_at: CreatedAt;
}

/** The tables the messages module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface MessagesTables {
  member_messages: MemberMessagesTable;
  message_broadcasts: MessageBroadcastsTable;
}
