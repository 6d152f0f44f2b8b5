import type { TMemberMessage, TMessagePage } from '@gemilang/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * A member's platform messages: the list (newest first), one message, the unread count, marking read.
 * Every query names the merchant and the member, so no one reads or marks another member's messages.
 */
type Row = {
  id: bigint;
  kind: TMemberMessage['kind'];
  params: Record<string, string>;
  read_at: Date | null;
  created_at: Date;
};

function toMessage(row: Row): TMemberMessage {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.params ?? {})) params[key] = String(value);
  return {
    id: `${row.id}`,
    kind: row.kind,
    params,
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function unreadMessages(db: Kysely<Database>, merchantId: number, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('member_messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listMessages(
  db: Kysely<Database>,
  merchantId: number,
  memberId: bigint,
  query: { page: number; pageSize: number },
): Promise<TMessagePage> {
  const mine = db.selectFrom('member_messages').where('merchant_id', '=', merchantId).where('member_id', '=', memberId);
  const [rows, total, unread] = await Promise.all([
    mine
      .select(['id', 'kind', 'params', 'read_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    mine.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
    unreadMessages(db, merchantId, memberId),
  ]);
  return {
    items: rows.map(toMessage),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    unread,
  };
}

export async function oneMessage(
  db: Kysely<Database>,
  merchantId: number,
  memberId: bigint,
  id: bigint,
): Promise<TMemberMessage> {
  const row = await db
    .selectFrom('member_messages')
    .select(['id', 'kind', 'params', 'read_at', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return toMessage(row);
}

/** Marks the given messages (those that are the member's; others are ignored) or all of them read. */
export async function markMessagesRead(
  db: Kysely<Database>,
  merchantId: number,
  memberId: bigint,
  input: { ids?: string[]; all?: true },
  at: Date,
): Promise<{ count: number }> {
  let update = db
    .updateTable('member_messages')
    .set({ read_at: at })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null);
  if (!input.all)
    update = update.where(
      'id',
      'in',
      (input.ids ?? []).map((id) => BigInt(id)),
    );
  await update.execute();
  return { count: await unreadMessages(db, merchantId, memberId) };
}
