import { createHash } from 'node:crypto';
import type { TSupportChatMessage, TSupportChatQueue, TSupportChatState } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { Actor } from '../../platform/actor';
import { staffNames } from '../admin';
import type { ChatParty } from './unread';

/** The caller of a player chat call: a signed-in member, or a visitor by the hash of their key (ADR 065). */
export interface ChatActor extends Actor {
  party: ChatParty;
}

/** The visitor key is never stored: its SHA-256 finds the conversation, so a database read cannot speak as them. */
export function visitorHashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Staff count as online while their live channel refreshed its presence within this long. */
export const PRESENT_WITHIN_MS = 60_000;

export async function staffOnlineCount(db: Db, merchantId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('support_staff_presence')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('seen_at', '>', new Date(now.getTime() - PRESENT_WITHIN_MS))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface ConversationRow {
  id: bigint;
  merchant_id: number;
  member_id: bigint | null;
  visitor_hash: string | null;
  queue: TSupportChatQueue;
  state: TSupportChatState;
  assigned_to: bigint | null;
  topic: string | null;
  player_read_up_to: bigint;
  staff_read_up_to: bigint;
  created_at: Date;
  updated_at: Date;
}

export function conversationById(db: Db, merchantId: number, id: bigint): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('support_conversations')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The party's conversation not yet closed, else their latest one (its history stays readable). */
export function latestConversation(db: Db, merchantId: number, party: ChatParty): Promise<ConversationRow | undefined> {
  const query = db
    .selectFrom('support_conversations')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .limit(1);
  return (
    party.memberId !== undefined
      ? query.where('member_id', '=', party.memberId)
      : query.where('visitor_hash', '=', party.visitorHash)
  ).executeTakeFirst();
}

interface MessageRow {
  id: bigint;
  conversation_id: bigint;
  author: TSupportChatMessage['author'];
  body: string;
  upload_id: bigint | null;
  created_at: Date;
  username: string | null;
}

export function toMessage(row: MessageRow): TSupportChatMessage {
  return {
    id: `${row.id}`,
    conversationId: `${row.conversation_id}`,
    author: row.author,
    authorName: row.author === 'operator' ? (row.username ?? '') : '',
    text: row.body,
    imageId: row.upload_id === null ? null : `${row.upload_id}`,
    createdAt: row.created_at.toISOString(),
  };
}

/** One page of a conversation's messages: the newest `pageSize` before `before`, answered oldest first. */
export async function messagePage(
  db: Db,
  merchantId: number,
  conversationIds: bigint[],
  input: { before?: string; pageSize: number },
): Promise<{ items: TSupportChatMessage[]; more: boolean }> {
  if (conversationIds.length === 0) return { items: [], more: false };
  let query = db
    .selectFrom('support_messages as m')
    .leftJoin(staffNames(db, merchantId).as('o'), 'o.id', 'm.operator_id')
    .select(['m.id', 'm.conversation_id', 'm.author', 'm.body', 'm.upload_id', 'm.created_at', 'o.username'])
    .where('m.merchant_id', '=', merchantId)
    .where('m.conversation_id', 'in', conversationIds)
    .orderBy('m.id', 'desc')
    .limit(input.pageSize + 1);
  if (input.before) query = query.where('m.id', '<', BigInt(input.before));
  const rows = await query.execute();
  const more = rows.length > input.pageSize;
  return { items: rows.slice(0, input.pageSize).reverse().map(toMessage), more };
}

/** Writes one message and answers it as the API shows it. */
export async function insertMessage(
  db: Db,
  input: {
    merchantId: number;
    conversationId: bigint;
    author: TSupportChatMessage['author'];
    operator?: { id: bigint; username: string };
    text: string;
    uploadId: bigint | null;
  },
): Promise<TSupportChatMessage> {
  const row = await db
    .insertInto('support_messages')
    .values({
      merchant_id: input.merchantId,
      conversation_id: input.conversationId,
      author: input.author,
      operator_id: input.operator?.id ?? null,
      body: input.text,
      upload_id: input.uploadId,
    })
    .returning(['id', 'conversation_id', 'author', 'body', 'upload_id', 'created_at'])
    .executeTakeFirstOrThrow();
  await db
    .updateTable('support_conversations')
    .set({ updated_at: row.created_at })
    .where('id', '=', input.conversationId)
    .execute();
  return toMessage({ ...row, username: input.operator?.username ?? null });
}
