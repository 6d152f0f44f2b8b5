import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  Id,
  LocalizedJson,
  NullableRef,
  NullableTimestamp,
  Ref,
  Timestamp,
  UpdatedAt,
  WithDefault,
} from './columns';

/** 049-support-chat.sql: the built-in live chat with customer service (ADR 065). */
export interface SupportConversationsTable {
  id: Id;
  merchant_id: number;
  member_id: NullableRef;
  /** SHA-256 (hex) of the visitor's key; the key itself is never stored. */
  visitor_hash: string | null;
  queue: 'general' | 'vip';
  state: WithDefault<'waiting' | 'open' | 'closed'>;
  assigned_to: NullableRef;
  topic: string | null;
  player_read_up_to: WithDefault<bigint>;
  staff_read_up_to: WithDefault<bigint>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  closed_at: NullableTimestamp;
}

export interface SupportMessagesTable {
  id: Id;
  merchant_id: number;
  conversation_id: Ref;
  author: 'member' | 'visitor' | 'operator' | 'system';
  operator_id: NullableRef;
  body: WithDefault<string>;
  upload_id: NullableRef;
  created_at: CreatedAt;
}

export interface SupportCannedRepliesTable {
  id: Id;
  merchant_id: number;
  title: ColumnType<LocalizedJson, string, string>;
  body: ColumnType<LocalizedJson, string, string>;
  created_by: NullableRef;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** 049-support-chat.sql; 055: a visitor's message has no member and the contact staff answer it at (ADR 070). */
export interface SupportOfflineMessagesTable {
  id: Id;
  merchant_id: number;
  member_id: NullableRef;
  contact_kind: 'phone' | 'email' | null;
  contact: string | null;
  body: string;
  answer: string | null;
  answered_by: NullableRef;
  answered_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SupportStaffPresenceTable {
  merchant_id: number;
  operator_id: Ref;
  seen_at: Timestamp;
}

/** The tables the support-chat module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface SupportChatTables {
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  support_canned_replies: SupportCannedRepliesTable;
  support_offline_messages: SupportOfflineMessagesTable;
  support_staff_presence: SupportStaffPresenceTable;
}
